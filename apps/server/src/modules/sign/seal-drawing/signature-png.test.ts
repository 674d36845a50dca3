import { CODE } from '@awb/contract/common/codes';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizeSignaturePng, SIGNATURE_EMPTY_MSG } from './signature-png.ts';

/** What signature_pad's toDataURL() gives: a PNG of the canvas, transparent but for the strokes. */
const padPng = (strokes: string, width = 750, height = 300, background = '') =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background}${strokes}</svg>`)
    .render()
    .asPng();

const STROKES =
  '<path d="M200 200 C 260 60, 320 260, 400 120 S 520 220, 560 100" fill="none" stroke="#000" stroke-width="6" stroke-linecap="round"/>';

const refused = (bytes: Buffer) => normalizeSignaturePng(bytes).catch((error: unknown) => error);

describe('normalizeSignaturePng', () => {
  it('trims the drawing to its strokes and keeps the transparency', async () => {
    const result = await normalizeSignaturePng(padPng(STROKES));
    expect(await sharp(result.png).metadata()).toMatchObject({
      format: 'png',
      hasAlpha: true,
      width: result.width,
      height: result.height,
    });
    // The strokes span x 197…563 (pen 6 px) plus a 2 px margin on each side.
    expect(result.width).toBeGreaterThan(365);
    expect(result.width).toBeLessThan(380);
    expect(result.height).toBeLessThan(160);
    const { data } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect(data.reduce((max, value, i) => (i % 4 === 3 ? Math.max(max, value) : max), 0)).toBe(255);
  });

  it('limits a large canvas to 800 px', async () => {
    const strokes = '<path d="M100 600 L 2900 200" stroke="#123" stroke-width="24"/>';
    const result = await normalizeSignaturePng(padPng(strokes, 3000, 900));
    expect(result.width).toBe(800);
    expect(result.height).toBeLessThan(150);
  });

  it('clears a white canvas exported without transparency', async () => {
    const opaque = await sharp(padPng(STROKES, 750, 300, '<rect width="100%" height="100%" fill="#fff"/>'))
      .removeAlpha()
      .png()
      .toBuffer();
    const result = await normalizeSignaturePng(opaque);
    expect(result.width).toBeLessThan(380);
    const { data } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('refuses an empty drawing with 请先签名', async () => {
    expect(SIGNATURE_EMPTY_MSG).toBe('请先签名');
    expect(await refused(padPng(''))).toMatchObject({ code: CODE.invalid, message: '请先签名' });
    expect(await refused(Buffer.alloc(0))).toMatchObject({ code: CODE.invalid, message: '请先签名' });
    // A stray tap is not a signature.
    expect(await refused(padPng('<circle cx="300" cy="150" r="2" fill="#000"/>'))).toMatchObject({
      message: '请先签名',
    });
  });

  it('accepts PNG only', async () => {
    const jpeg = await sharp(padPng(STROKES)).flatten({ background: '#fff' }).jpeg().toBuffer();
    expect(await refused(jpeg)).toMatchObject({ code: CODE.invalid, message: '不支持的文件类型' });
    expect(await refused(Buffer.from('data:image/png;base64,AAAA'))).toMatchObject({ message: '不支持的文件类型' });
  });
});
