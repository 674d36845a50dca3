import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPng } from './render.ts';

const page = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#FFFFFF"/>${text}</svg>`;

/** The darkest value in a strip of the picture (255: nothing drawn there). */
async function darkest(png: Buffer, left: number, width: number): Promise<number> {
  const strip = await sharp(png).extract({ left, top: 0, width, height: 60 }).greyscale().raw().toBuffer();
  return Math.min(...strip);
}

describe('renderPng', () => {
  it('draws Chinese text from the bundled font where its anchor puts it', async () => {
    // Two 40 px characters centred on x = 100 cover about 80…120 ± 40.
    const centred = renderPng(
      page('<text x="100" y="45" font-size="40" text-anchor="middle" fill="#000000">卧室</text>'),
    );
    expect(await darkest(centred, 0, 50)).toBe(255);
    expect(await darkest(centred, 70, 60)).toBeLessThan(60);
    expect(await darkest(centred, 150, 50)).toBe(255);
    // Ending at x = 100, the same text lies left of it.
    const ended = renderPng(page('<text x="100" y="45" font-size="40" text-anchor="end" fill="#000000">卧室</text>'));
    expect(await darkest(ended, 25, 70)).toBeLessThan(60);
    expect(await darkest(ended, 105, 95)).toBe(255);
  });

  it('lays out escaped characters and digits', async () => {
    const png = renderPng(page('<text x="10" y="45" font-size="30" fill="#000000">A&amp;B 12㎡</text>'));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 60]);
    expect(await darkest(png, 10, 120)).toBeLessThan(60);
  });
});
