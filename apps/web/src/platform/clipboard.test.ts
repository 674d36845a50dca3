import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_MSG, copyWithMessage } from './clipboard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyWithMessage', () => {
  it('says 文本内容为空 for an empty text and leaves the clipboard alone', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyWithMessage('')).toEqual({ ok: false, message: '文本内容为空' });
    expect(await copyWithMessage('   ')).toEqual({ ok: false, message: COPY_MSG.empty });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies a text and says 复制成功, or the caller’s own word', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyWithMessage('ABC123')).toEqual({ ok: true, message: '复制成功' });
    expect(await copyWithMessage('ABC123', '邀请码已复制')).toEqual({ ok: true, message: '邀请码已复制' });
    expect(writeText).toHaveBeenCalledWith('ABC123');
  });
});
