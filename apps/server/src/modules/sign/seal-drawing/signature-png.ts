import { CODE } from '@awb/contract/common/codes';
import { AppError } from '../../../platform/errors.ts';
import { clearLightBackground, decodeRgba, encodeTrimmed, inkBounds, sniffImage } from './ink-picture.ts';

export const SIGNATURE_EMPTY_MSG = '请先签名';
/** signature_pad canvases are device pixels (up to ~3× a phone's width); this is plenty for stamping. */
export const SIGNATURE_MAX_SIDE = 800;
/** Fewer visible pixels than this is a stray tap, not a signature. */
const MIN_INK_PIXELS = 30;

/**
 * A signature drawn in the browser with signature_pad (the bytes of its PNG data URL): must be a PNG
 * with strokes on it; trimmed to the strokes, fitted within 800 px, transparency kept. A PNG drawn on
 * an opaque white canvas gets its background cleared like an uploaded picture.
 */
export async function normalizeSignaturePng(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  await sniffImage(bytes, ['image/png'], SIGNATURE_EMPTY_MSG);
  const image = await decodeRgba(bytes, SIGNATURE_MAX_SIDE * 4);
  if (!image.hasAlpha) clearLightBackground(image);
  const box = inkBounds(image);
  if (!box || box.count < MIN_INK_PIXELS) throw new AppError(CODE.invalid, SIGNATURE_EMPTY_MSG);
  return encodeTrimmed(image, box, SIGNATURE_MAX_SIDE);
}
