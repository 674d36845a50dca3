import { CODE } from '@awb/contract/common/codes';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../../platform/errors.ts';

/** The upload wording of platform/uploads (upload.service.ts), so a refused picture reads the same everywhere. */
export const PICTURE_MSG = {
  empty: '请选择要上传的文件',
  unsupported: '不支持的文件类型',
  tooLarge: '图片尺寸过大，请压缩后重新上传',
} as const;

/** Decoding stops beyond this many pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Pixels fainter than this (alpha 0–255) do not count as ink when trimming. */
const INK_ALPHA = 24;

export type TRgba = { data: Buffer; width: number; height: number; channels: 4 };

/** The type by content (magic bytes), whatever the file is called; refused unless it is one of `allowed`. */
export async function sniffImage(bytes: Buffer, allowed: readonly string[], emptyMessage: string = PICTURE_MSG.empty) {
  if (bytes.length === 0) throw new AppError(CODE.invalid, emptyMessage);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !allowed.includes(sniffed.mime)) throw new AppError(CODE.invalid, PICTURE_MSG.unsupported);
  return sniffed.mime;
}

/** Decodes (EXIF rotation applied), fits within maxSide × maxSide and returns RGBA pixels. */
export async function decodeRgba(bytes: Buffer, maxSide: number): Promise<TRgba & { hasAlpha: boolean }> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const { data, info } = await image
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: 4, hasAlpha: meta.hasAlpha === true };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError(CODE.invalid, PICTURE_MSG.tooLarge);
    throw new AppError(CODE.invalid, PICTURE_MSG.unsupported);
  }
}

/**
 * Makes the paper transparent. The paper's shade is read from the picture's border (a photo's paper is
 * grey, not white); a pixel's "inkiness" is how far its darkest channel falls below that shade, so
 * red seal ink and black strokes both count. Between the two thresholds alpha ramps smoothly, which
 * keeps anti-aliased edges, and the paper's tint is taken out of those edge pixels.
 */
export function clearLightBackground(image: TRgba): void {
  const { data } = image;
  const paper = paperColour(image);
  const paperMin = Math.min(...paper);
  const clear = paperMin * 0.9;
  const solid = paperMin * 0.6;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const darkest = Math.min(r, g, b);
    const alpha = Math.min(1, Math.max(0, (clear - darkest) / (clear - solid)));
    if (alpha > 0 && alpha < 1) {
      data[i] = unmix(r, paper[0], alpha);
      data[i + 1] = unmix(g, paper[1], alpha);
      data[i + 2] = unmix(b, paper[2], alpha);
    }
    data[i + 3] = Math.round(alpha * (data[i + 3] as number));
  }
}

const unmix = (value: number, paper: number, alpha: number) =>
  Math.min(255, Math.max(0, Math.round((value - (1 - alpha) * paper) / alpha)));

/** The median colour of the opaque pixels on the picture's outer frame (white when there are none). */
function paperColour({ data, width, height }: TRgba): [number, number, number] {
  const frame = Math.max(1, Math.round(Math.min(width, height) * 0.03));
  const samples: [number[], number[], number[]] = [[], [], []];
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    if ((data[i + 3] as number) < 128) return;
    for (let c = 0; c < 3; c++) samples[c]?.push(data[i + c] as number);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y < frame || y >= height - frame || x < frame || x >= width - frame) take(x, y);
    }
  }
  const median = (values: number[]) => {
    if (values.length === 0) return 255;
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] as number;
  };
  // A dark "paper" means the picture is no ink-on-paper scan; treat it as white so nothing vanishes.
  const colour = samples.map(median) as [number, number, number];
  return Math.min(...colour) < 150 ? [255, 255, 255] : colour;
}

/** The smallest box holding every visible pixel, with `count` of them; null when there is none. */
export function inkBounds({ data, width, height }: TRgba) {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((data[(y * width + x) * 4 + 3] as number) < INK_ALPHA) continue;
      count++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1, count };
}

/** Cuts the box (plus a small margin) out, fits it within maxSide and encodes it as a PNG with alpha. */
export async function encodeTrimmed(
  image: TRgba,
  box: { left: number; top: number; width: number; height: number },
  maxSide: number,
  margin = 2,
): Promise<{ png: Buffer; width: number; height: number }> {
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const width = Math.min(image.width - left, box.width + 2 * margin);
  const height = Math.min(image.height - top, box.height + 2 * margin);
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .extract({ left, top, width, height })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
