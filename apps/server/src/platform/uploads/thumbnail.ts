import { THUMBNAIL_WIDTHS, type TThumbnailWidth } from '@awb/contract/common/thumbnails';
import sharp from 'sharp';

/** What thumbnails are sent as: every browser the app supports shows WebP, at a third of a JPEG's size. */
export const THUMBNAIL_MIME = 'image/webp';
const THUMBNAIL_EXT = 'webp';
/** Good enough for a card or a grid cell at 2× density; quality 75 is sharp's own default for WebP. */
const THUMBNAIL_QUALITY = 75;

/** One of `THUMBNAIL_WIDTHS` from a query string, or null for any other value. */
export function thumbnailWidth(raw: string): TThumbnailWidth | null {
  return THUMBNAIL_WIDTHS.find((w) => String(w) === raw) ?? null;
}

/**
 * Where a picture's thumbnail is kept: beside the original, `<company>/<uuid>.w240.webp`. The original's
 * own name (`<uuid>.<ext>`) never has a second dot, so the two can never be mistaken for each other.
 */
export function thumbnailKey(companyId: number, id: string, width: TThumbnailWidth): string {
  return `${companyId}/${id}.w${width}.${THUMBNAIL_EXT}`;
}

/**
 * The picture at `width` pixels wide, its aspect kept, turned upright by its EXIF orientation, never
 * enlarged; sharp writes no metadata (EXIF, GPS, ICC) unless asked to, so none of it leaks out.
 */
export function makeThumbnail(original: Buffer, width: TThumbnailWidth): Promise<Buffer> {
  return sharp(original)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
}
