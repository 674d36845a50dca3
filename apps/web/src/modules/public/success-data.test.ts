import { describe, expect, it } from 'vitest';
import { parseSuccessData, reachableGroups, SUCCESS_DEFAULTS } from './success-data.ts';

describe('parseSuccessData', () => {
  it('falls back to the defaults for missing or broken data', () => {
    expect(parseSuccessData(undefined)).toEqual(SUCCESS_DEFAULTS);
    expect(parseSuccessData('{oops')).toEqual(SUCCESS_DEFAULTS);
    expect(parseSuccessData('[1,2]')).toEqual(SUCCESS_DEFAULTS);
    expect(parseSuccessData('"text"')).toEqual(SUCCESS_DEFAULTS);
  });

  it('reads image, message and a flat list of buttons as one button per row, first one primary', () => {
    const data = parseSuccessData(
      JSON.stringify({
        image: 'success',
        message: '合同已发起签约',
        buttons: [
          { text: '查看审批', url: 'pages/user/oa/approve-detail?id=3' },
          { text: '查看合同', url: 'pages/sign/detail?id=9' },
        ],
      }),
    );
    expect(data.message).toBe('合同已发起签约');
    expect(data.image).toBe('success');
    expect(data.groups).toEqual([
      [{ text: '查看审批', url: 'pages/user/oa/approve-detail?id=3', primary: true }],
      [{ text: '查看合同', url: 'pages/sign/detail?id=9' }],
    ]);
  });

  it('keeps nested groups as rows and honours an explicit primary button', () => {
    const data = parseSuccessData(
      JSON.stringify({
        buttons: [
          [
            { text: '下载', action: 'download', url: 'https://a.cn/c.pdf' },
            { text: '复制链接', action: 'copy', value: 'https://a.cn/s/1' },
          ],
          [{ text: '查看合同', url: 'pages/sign/detail?id=9', type: 'primary' }],
        ],
      }),
    );
    expect(data.groups).toHaveLength(2);
    expect(data.groups[0]).toEqual([
      { text: '下载', action: 'download', url: 'https://a.cn/c.pdf' },
      { text: '复制链接', action: 'copy', value: 'https://a.cn/s/1' },
    ]);
    expect(data.groups[1]![0]!.primary).toBe(true);
  });

  it('drops buttons without text or without anything to do, and unsafe images', () => {
    const data = parseSuccessData(
      JSON.stringify({
        image: 'javascript:alert(1)',
        buttons: [{ text: '', url: 'pages/index' }, { text: '无事可做' }, { text: '返回', action: 'back' }],
      }),
    );
    expect(data.image).toBe('success');
    expect(data.groups).toEqual([[{ text: '返回', action: 'back', primary: true }]]);
  });

  it('accepts an image URL from our server or http(s)', () => {
    expect(parseSuccessData(JSON.stringify({ image: '/files/ok.png' })).image).toBe('/files/ok.png');
    expect(parseSuccessData(JSON.stringify({ image: 'fail' })).image).toBe('fail');
  });
});

describe('reachableGroups', () => {
  it('keeps only buttons that lead somewhere, and 返回首页 when none does', () => {
    const built = (p: string) => p.startsWith('pages/contract/');
    const groups = [
      [
        { text: '查看合同', url: 'pages/contract/detail?id=9' },
        { text: '查看审批', url: 'pages/user/oa/x' },
      ],
      [{ text: '下载', url: 'https://example.com/a.pdf' }],
      [{ text: '复制链接', action: 'copy' as const, value: 'x' }],
    ];
    expect(reachableGroups(groups, built).map((g) => g.map((b) => b.text))).toEqual([
      ['查看合同'],
      ['下载'],
      ['复制链接'],
    ]);
    expect(reachableGroups([[{ text: '查看审批', url: 'pages/user/oa/x' }]], built)).toEqual(SUCCESS_DEFAULTS.groups);
  });
});
