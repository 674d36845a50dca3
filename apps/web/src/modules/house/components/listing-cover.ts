import { fileUrl } from '../../../platform/file-url.ts';

/** The cover's box on a listing card (CSS pixels); the stylesheet draws the same. */
export const LISTING_COVER = { width: 112, height: 84 } as const;

/** The first cards are on the first screen: their covers load at once and ahead of the rest. */
export const EAGER_COVERS = 2;

/** The cover's source at card size: the server's thumbnail at 2× the box, not the full picture. */
export function listingCoverSrc(cover: string): string {
  return fileUrl(cover, { width: LISTING_COVER.width });
}
