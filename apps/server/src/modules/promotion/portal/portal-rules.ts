import { PORTAL_SPECS, PROMOTION_MSG, type TPortal } from '@awb/contract/promotion-constants';

/**
 * What a portal refuses a listing for, by its own rules (PORTAL_SPECS): '' when it takes it. The client
 * checks it before sending, so a refusal says the portal's words without a round trip, and pushing the
 * same listing again gives the same answer until the listing changes.
 */
export function portalRefusal(portal: TPortal, listing: Record<string, unknown>): string {
  const pictures = Array.isArray(listing.pictures) ? listing.pictures.length : 0;
  const { minPictures } = PORTAL_SPECS[portal];
  return pictures < minPictures ? PROMOTION_MSG.tooFewPictures(minPictures) : '';
}
