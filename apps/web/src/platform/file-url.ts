import { THUMBNAIL_WIDTHS, type TThumbnailWidth } from '@awb/contract/common/thumbnails';

/** A signed link to an uploaded picture, as the API hands them out: `/files/<uuid>.png?e=…&s=…`. */
export const SIGNED_PICTURE = /^\/files\/[0-9a-f-]{36}\.(?:png|jpe?g|webp)\?/;

/**
 * The thumbnail width for a picture shown `cssWidth` pixels wide: the smallest allowed width that
 * covers it at `density` (2: most phones; a 3× phone still looks sharp at 2×), else the largest.
 */
export function thumbnailWidth(cssWidth: number, density = 2): TThumbnailWidth {
  const wanted = cssWidth * density;
  return THUMBNAIL_WIDTHS.find((w) => w >= wanted) ?? (THUMBNAIL_WIDTHS.at(-1) as TThumbnailWidth);
}

/**
 * A picture's source at thumbnail size: a signed upload link gets `&w=` (the server answers a resized
 * WebP; the width is not signed, so the link stays valid). Anything else (a bundled image, another
 * site's picture, a PDF) is returned as it is.
 */
export function fileUrl(src: string, options: { width?: number } = {}): string {
  if (!options.width || !SIGNED_PICTURE.test(src)) return src;
  const [path, query = ''] = src.split('?', 2) as [string, string?];
  const params = query.split('&').filter((p) => p && !p.startsWith('w='));
  return `${path}?${[...params, `w=${thumbnailWidth(options.width)}`].join('&')}`;
}
