import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSeal, SEAL_RED } from './draw-seal.ts';
import { GLYPH_EM, GLYPH_EM_CENTRE_Y, SEAL_FONT_FAMILY, SEAL_FONT_FILE } from './glyph-outlines.ts';
import { bottomLayout, CANVAS, CENTRE, nameLayout, SEAL_SHAPES, type TGlyphBox } from './seal-geometry.ts';

const COMPANY = '杭州安居房产经纪有限公司';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)],
  };
}

/**
 * The same seal written with <text> elements at the same places, rendered by resvg with the font:
 * what the outlined seal must look like if it really carries these characters.
 */
function renderWithFont(sealType: 1 | 2 | 3, htext: string, qtext: string, outlined: string): Buffer {
  const shape = SEAL_SHAPES[sealType];
  const text = (chars: string[], boxes: TGlyphBox[]) =>
    chars
      .map((char, i) => {
        const b = boxes[i] as TGlyphBox;
        return `<text transform="translate(${b.x} ${b.y}) rotate(${b.rotate}) scale(${b.width / GLYPH_EM} ${b.height / GLYPH_EM})" x="0" y="${-GLYPH_EM_CENTRE_Y}" font-family="${SEAL_FONT_FAMILY}" font-weight="700" font-size="${GLYPH_EM}" text-anchor="middle">${char}</text>`;
      })
      .join('');
  // Keep the ring and star of the outlined seal; replace its glyph paths by real text.
  const frame = outlined.replace(/<path transform="[^"]*" d="[^"]*"\/>/g, '').replace('</g></svg>', '');
  const svg = `${frame}${text([...htext], nameLayout(shape, [...htext]))}${text([...qtext], bottomLayout(shape, [...qtext]))}</g></svg>`;
  return new Resvg(svg, { font: { fontFiles: [SEAL_FONT_FILE], loadSystemFonts: false } }).render().asPng();
}

/** Pixels whose opacity differs by more than half, as a share of the inked pixels of `a`. */
async function alphaDifference(a: Buffer, b: Buffer) {
  const pa = await pixels(a);
  const pb = await pixels(b);
  let inked = 0;
  let different = 0;
  for (let i = 3; i < pa.data.length; i += 4) {
    if ((pa.data[i] as number) > 127) inked++;
    if (Math.abs((pa.data[i] as number) - (pb.data[i] as number)) > 127) different++;
  }
  return different / inked;
}

describe('drawSeal', () => {
  it('draws a 600 px transparent PNG with a red ring, and an SVG of paths only', async () => {
    const { svg, png } = await drawSeal({ sealType: 2, htext: COMPANY, qtext: '合同专用章' });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: CANVAS, height: CANVAS, hasAlpha: true });
    const image = await pixels(png);
    for (const [x, y] of [
      [0, 0],
      [CANVAS - 1, 0],
      [0, CANVAS - 1],
      [CANVAS - 1, CANVAS - 1],
      [CENTRE, CENTRE + 60],
    ]) {
      expect(image.at(x as number, y as number)[3], `pixel ${x},${y}`).toBe(0);
    }
    const shape = SEAL_SHAPES[2];
    const ringMiddle = Math.round(CENTRE - shape.ry + shape.ring / 2);
    const red = [Number.parseInt(SEAL_RED.slice(1, 3), 16), Number.parseInt(SEAL_RED.slice(3, 5), 16)];
    for (const [x, y] of [
      [CENTRE, ringMiddle],
      [CENTRE, CANVAS - ringMiddle],
      [ringMiddle, CENTRE],
    ]) {
      const [r, g, , a] = image.at(x as number, y as number);
      expect([r, g, a], `ring at ${x},${y}`).toEqual([red[0], red[1], 255]);
    }
    expect(image.at(CENTRE, CENTRE)[3]).toBe(255);

    expect(svg).not.toMatch(/<text/);
    expect(svg.match(/<path /g)?.length).toBe(1 + [...COMPANY].length + 5);
    expect(svg).toMatch(/<path transform="[^"]+" d="M-?\d+ -?\d+[LQ]/);
  });

  it('carries the company name glyphs: the outlines match the font rendering, and only for that name', async () => {
    const qtext = '合同专用章';
    const { svg, png } = await drawSeal({ sealType: 2, htext: COMPANY, qtext });
    expect(await alphaDifference(png, renderWithFont(2, COMPANY, qtext, svg))).toBeLessThan(0.01);
    // Two characters of twelve changed (经纪 → 中介).
    const otherName = '杭州安居房产中介有限公司';
    expect(await alphaDifference(png, renderWithFont(2, otherName, qtext, svg))).toBeGreaterThan(0.03);
    const other = await drawSeal({ sealType: 2, htext: otherName, qtext });
    expect(await alphaDifference(other.png, renderWithFont(2, otherName, qtext, other.svg))).toBeLessThan(0.01);
    expect(other.png.equals(png)).toBe(false);
  });

  it('draws the finance seal as an oval with its bottom text', async () => {
    const qtext = '财务专用章';
    const { svg, png } = await drawSeal({ sealType: 3, htext: COMPANY, qtext });
    expect(svg).toContain('<ellipse');
    expect(await alphaDifference(png, renderWithFont(3, COMPANY, qtext, svg))).toBeLessThan(0.01);
    const image = await pixels(png);
    // Above and below the oval is empty canvas.
    expect(image.at(CENTRE, 40)[3]).toBe(0);
    expect(image.at(CENTRE, CANVAS - 40)[3]).toBe(0);
  });

  it('refuses text outside the limits', async () => {
    await expect(drawSeal({ sealType: 1, htext: '  ', qtext: '' })).rejects.toThrow(/htext/);
    await expect(drawSeal({ sealType: 1, htext: '字'.repeat(41), qtext: '' })).rejects.toThrow(/htext/);
    await expect(drawSeal({ sealType: 2, htext: COMPANY, qtext: '章'.repeat(21) })).rejects.toThrow(/qtext/);
    await expect(drawSeal({ sealType: 4 as 1, htext: COMPANY, qtext: '' })).rejects.toThrow(/seal type/);
  });

  it('draws a seal well under a second once warm', async () => {
    await drawSeal({ sealType: 1, htext: COMPANY, qtext: '' });
    const started = performance.now();
    await drawSeal({ sealType: 1, htext: COMPANY, qtext: '' });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
