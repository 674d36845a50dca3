import { describe, expect, it, vi } from 'vitest';
import { imageFileName, SAVE_IMAGE_MSG, saveImage, saveImageMessage, type TSaveDeps } from './save-image.ts';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const answer = (blob: Blob, status = 200) => new Response(blob, { status });

function deps(over: Partial<TSaveDeps> = {}) {
  const download = vi.fn();
  return { download, deps: { fetch: async () => answer(png), share: null, download, ...over } as TSaveDeps };
}

describe('saveImage', () => {
  it('downloads the picture under its own file name and says 保存图片成功', async () => {
    const { download, deps: d } = deps();
    const outcome = await saveImage('/files/house/cover-12.png?sig=abc', d);
    expect(outcome).toBe('saved');
    expect(download).toHaveBeenCalledTimes(1);
    expect(download.mock.calls[0]?.[1]).toBe('cover-12.png');
    expect((download.mock.calls[0]?.[0] as Blob | undefined)?.type).toBe('image/png');
    expect(saveImageMessage(outcome)).toBe(SAVE_IMAGE_MSG.saved);
  });

  it('hands the picture to a phone share sheet and says 已保存到相册', async () => {
    const share = vi.fn(async () => undefined);
    const { download, deps: d } = deps({ share: { canShare: () => true, share } });
    const outcome = await saveImage('/files/a.png', d);
    expect(outcome).toBe('album');
    expect(share).toHaveBeenCalledTimes(1);
    expect(download).not.toHaveBeenCalled();
    expect(saveImageMessage(outcome)).toBe('已保存到相册');
  });

  it('says nothing when the user closes the share sheet', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const { deps: d } = deps({ share: { canShare: () => true, share: async () => Promise.reject(abort) } });
    const outcome = await saveImage('/files/a.png', d);
    expect(outcome).toBe('cancelled');
    expect(saveImageMessage(outcome)).toBeNull();
  });

  it('says 保存图片失败 when the picture cannot be fetched, is not a picture or the download fails', async () => {
    expect(await saveImage('/x.png', deps({ fetch: async () => answer(png, 404) }).deps)).toBe('failed');
    expect(await saveImage('/x.png', deps({ fetch: async () => Promise.reject(new TypeError('net')) }).deps)).toBe(
      'failed',
    );
    const html = new Blob(['<html>'], { type: 'text/html' });
    expect(await saveImage('/x.png', deps({ fetch: async () => answer(html) }).deps)).toBe('failed');
    const broken = deps({
      download: () => {
        throw new Error('blocked');
      },
    });
    expect(await saveImage('/x.png', broken.deps)).toBe('failed');
    expect(saveImageMessage('failed')).toBe('保存图片失败');
  });
});

describe('imageFileName', () => {
  it('keeps a picture name of the address, else names it by time and type', () => {
    expect(imageFileName('/files/u/%E6%88%B7%E5%9E%8B.jpg?x=1', 'image/jpeg')).toBe('户型.jpg');
    expect(imageFileName('/files/u/8f3a?sig=1', 'image/webp', 1700)).toBe('图片-1700.webp');
    expect(imageFileName('/files/u/evil name<>.png', 'image/png', 5)).toBe('图片-5.png');
  });
});
