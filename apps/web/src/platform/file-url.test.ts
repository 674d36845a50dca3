import { describe, expect, it } from 'vitest';
import { fileUrl, thumbnailWidth } from './file-url.ts';

const LINK = '/files/0f8fad5b-d9cb-469f-a165-70867728950e.png?e=1800000000&s=abc-_DEF';

describe('thumbnailWidth', () => {
  it('picks the smallest allowed width covering twice the CSS width, else the largest', () => {
    expect(thumbnailWidth(112)).toBe(240);
    expect(thumbnailWidth(120)).toBe(240);
    expect(thumbnailWidth(121)).toBe(480);
    expect(thumbnailWidth(375)).toBe(960);
    expect(thumbnailWidth(800)).toBe(960);
    expect(thumbnailWidth(112, 3)).toBe(480);
  });
});

describe('fileUrl', () => {
  it('asks a signed upload link for the thumbnail at 2× the CSS width', () => {
    expect(fileUrl(LINK, { width: 112 })).toBe(`${LINK}&w=240`);
    expect(fileUrl(LINK.replace('.png', '.jpg'), { width: 200 })).toBe(`${LINK.replace('.png', '.jpg')}&w=480`);
  });

  it('replaces a width already there instead of adding a second', () => {
    expect(fileUrl(`${LINK}&w=960`, { width: 112 })).toBe(`${LINK}&w=240`);
  });

  it('leaves the original, other sites, bundled images and PDFs as they are', () => {
    expect(fileUrl(LINK)).toBe(LINK);
    for (const src of [
      'https://example.com/a.png?x=1',
      '/h5/assets/empty.png',
      '/files/0f8fad5b-d9cb-469f-a165-70867728950e.pdf?e=1&s=x',
      '',
    ]) {
      expect(fileUrl(src, { width: 112 })).toBe(src);
    }
  });
});
