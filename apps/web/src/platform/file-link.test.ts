import { describe, expect, it } from 'vitest';
import { fileLinkTarget } from './file-link.ts';

describe('fileLinkTarget', () => {
  it('says 文件链接为空 when there is no link, 下载地址无效 for other schemes', () => {
    expect(fileLinkTarget('')).toEqual({ message: '文件链接为空' });
    expect(fileLinkTarget(undefined)).toEqual({ message: '文件链接为空' });
    expect(fileLinkTarget('  ')).toEqual({ message: '文件链接为空' });
    expect(fileLinkTarget('javascript:alert(1)')).toEqual({ message: '下载地址无效' });
  });

  it('opens an http(s) link', () => {
    expect(fileLinkTarget('https://example.com/合同.pdf')).toEqual({
      url: 'https://example.com/%E5%90%88%E5%90%8C.pdf',
    });
  });
});
