import { crc32, deflateSync } from 'node:zlib';
import { CODE } from '@awb/contract/common/codes';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_BLANK_MSG, toTransparentPng } from './picture-seal.ts';

/** A picture as a phone would send it: the SVG drawn on paper of the given colour, then encoded. */
async function photo(
  body: string,
  opts: { paper: string; format: 'jpeg' | 'png' | 'webp'; width?: number; height?: number },
) {
  const { width = 600, height = 400 } = opts;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${opts.paper}"/>${body}</svg>`;
  const png = new Resvg(svg).render().asPng();
  return sharp(png).flatten({ background: opts.paper }).toFormat(opts.format, { quality: 85 }).toBuffer();
}

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  return {
    info,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)],
  };
}

const SIGNATURE_STROKE =
  '<path d="M120 250 C 200 80, 280 320, 360 160 S 470 260, 480 140" fill="none" stroke="#1a1a1a" stroke-width="14" stroke-linecap="round"/>';

/** A small PNG whose header claims a huge canvas (a decompression bomb). */
function claimedSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('toTransparentPng', () => {
  it('turns a JPEG signature on white paper into a trimmed PNG with a transparent background and opaque dark strokes', async () => {
    const jpeg = await photo(SIGNATURE_STROKE, { paper: '#ffffff', format: 'jpeg' });
    const result = await toTransparentPng(jpeg);
    const meta = await sharp(result.png).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: result.width, height: result.height });
    // Trimmed to the stroke (x 113…487, y ~120…257 with the pen's width), plus a 2 px margin.
    expect(result.width).toBeGreaterThan(370);
    expect(result.width).toBeLessThan(390);
    expect(result.height).toBeLessThan(200);
    const image = await pixelsOf(result.png);
    const { width, height } = result;
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
    ]) {
      expect(image.at(x as number, y as number)[3], `corner ${x},${y}`).toBe(0);
    }
    // The stroke's first point (120, 250) is now at (120 − left, 250 − top) of the trimmed picture.
    const left = 120 - 7 - 2;
    const [r, g, b, a] = image.at(120 - left, height - 2 - 7);
    expect(a).toBe(255);
    expect(Math.max(r as number, g as number, b as number)).toBeLessThan(60);
  });

  it('clears the grey paper of a photographed red seal and keeps the ink red', async () => {
    const seal = '<circle cx="300" cy="200" r="150" fill="none" stroke="#d9202a" stroke-width="16"/>';
    const jpeg = await photo(seal, { paper: '#d8d4cc', format: 'jpeg' });
    const result = await toTransparentPng(jpeg);
    expect(result.width).toBeGreaterThan(310);
    expect(result.width).toBeLessThan(325);
    const image = await pixelsOf(result.png);
    const centre = Math.floor(result.width / 2);
    expect(image.at(centre, centre)[3]).toBe(0);
    expect(image.at(0, 0)[3]).toBe(0);
    const [r, g, , a] = image.at(centre, 2 + 8);
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
  });

  it('accepts PNG and WebP, keeps an existing transparency, and fits within maxSide', async () => {
    const big = await photo(
      '<rect x="100" y="100" width="1800" height="800" fill="none" stroke="#000" stroke-width="20"/>',
      {
        paper: '#ffffff',
        format: 'webp',
        width: 2000,
        height: 1000,
      },
    );
    const fitted = await toTransparentPng(big);
    expect(Math.max(fitted.width, fitted.height)).toBe(800);
    expect((await toTransparentPng(big, { maxSide: 300 })).width).toBe(300);

    const transparent = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="60" fill="#e60012"/></svg>',
    )
      .render()
      .asPng();
    const kept = await toTransparentPng(transparent);
    expect(kept.width).toBeGreaterThan(120);
    expect(kept.width).toBeLessThan(128);
    expect((await pixelsOf(kept.png)).at(0, 0)[3]).toBe(0);
  });

  it('refuses what is not a picture, whatever it is called, and a blank picture', async () => {
    const refused = (bytes: Buffer) => toTransparentPng(bytes).catch((error: unknown) => error);
    expect(await refused(Buffer.from('这不是图片，只是改了扩展名的文本文件。\n'))).toMatchObject({
      code: CODE.invalid,
      message: '不支持的文件类型',
    });
    expect(await refused(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toMatchObject({
      message: '不支持的文件类型',
    });
    expect(await refused(Buffer.alloc(0))).toMatchObject({ code: CODE.invalid, message: '请选择要上传的文件' });
    // A JPEG header followed by rubbish.
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
      Buffer.alloc(200, 7),
    ]);
    expect(await refused(broken)).toMatchObject({ code: CODE.invalid, message: '不支持的文件类型' });
    expect(await refused(claimedSize(20_000, 20_000))).toMatchObject({
      code: CODE.invalid,
      message: '图片尺寸过大，请压缩后重新上传',
    });
    const blank = await photo('', { paper: '#ffffff', format: 'jpeg' });
    expect(await refused(blank)).toMatchObject({ code: CODE.invalid, message: PICTURE_BLANK_MSG });
  });
});
