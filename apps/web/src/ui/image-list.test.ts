import { describe, expect, it } from 'vitest';
import { NO_PICTURE, viewableImages } from './image-list.ts';

describe('viewableImages', () => {
  it('drops blank addresses, so an empty viewer is never opened (暂无图片 instead)', () => {
    expect(viewableImages(['/files/a.png', '', null, ' ', undefined, '/files/b.png'])).toEqual([
      '/files/a.png',
      '/files/b.png',
    ]);
    expect(viewableImages(['', null])).toEqual([]);
    expect(NO_PICTURE).toBe('暂无图片');
  });
});
