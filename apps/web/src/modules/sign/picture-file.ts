import { SIGN_LIMITS } from '@awb/contract/sign-constants';

/** Pictures createPictureSignature takes (the server sniffs the content as well). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Why a chosen picture cannot be sent, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!PICTURE_ACCEPT.split(',').includes(file.type)) return '请选择PNG、JPG或WebP格式的图片';
  if (file.size > SIGN_LIMITS.pictureBytes) return `图片不能超过${SIGN_LIMITS.pictureBytes / 1024 / 1024}MB`;
  return null;
}
