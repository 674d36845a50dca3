import { CODE } from '@awb/contract/common/codes';
import { AppError } from '../../../platform/errors.ts';
import { clearLightBackground, decodeRgba, encodeTrimmed, inkBounds, sniffImage } from './ink-picture.ts';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_SIDE = 800;
export const PICTURE_BLANK_MSG = '图片中没有可用的印章或签名，请重新上传';

/**
 * An uploaded seal or handwritten signature picture, made ready to stamp: checked by content (PNG,
 * JPEG or WebP), fitted within maxSide, the light paper made transparent with soft edges, and the
 * empty margin cut away. A picture with nothing on it is refused.
 */
export async function toTransparentPng(
  bytes: Buffer,
  opts?: { maxSide?: number },
): Promise<{ png: Buffer; width: number; height: number }> {
  await sniffImage(bytes, PICTURE_TYPES);
  const maxSide = Math.min(4096, Math.max(16, Math.round(opts?.maxSide ?? PICTURE_MAX_SIDE)));
  // Cleared and trimmed at up to twice the final size, so the margin cut away does not cost resolution.
  const image = await decodeRgba(bytes, maxSide * 2);
  clearLightBackground(image);
  const box = inkBounds(image);
  if (!box) throw new AppError(CODE.invalid, PICTURE_BLANK_MSG);
  return encodeTrimmed(image, box, maxSide);
}
