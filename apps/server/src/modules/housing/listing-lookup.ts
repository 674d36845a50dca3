import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { houseCode, listingTitle } from './housing-format.ts';
import { listings } from './listing.table.ts';

/** What other modules (customers, contracts) may know of live listings; never another company's rows. */
export type TListingRef = {
  houseId: number;
  type: number;
  houseCode: string;
  title: string;
  communityId: number;
  communityName: string;
  /** 区县 of the listing's community (拱墅区); '' when the community has none. */
  districtName: string;
  room: number;
  hall: number;
  houseArea: number;
  sellPrice: number | null;
  unitPrice: number | null;
  rentPrice: number | null;
  rentUnit: number;
  houseState: number;
  ownerId: number;
  coverRef: string;
};

export const listingLookup = {
  /** `where` narrows the rows further (the caller's visibility: ListingReadService.visibleRefs). */
  async byIds(db: TExecutor, companyId: number, ids: number[], where?: SQL): Promise<Map<number, TListingRef>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return new Map();
    const rows = await db
      .select()
      .from(listings)
      .where(and(eq(listings.companyId, companyId), inArray(listings.id, unique), isNull(listings.deletedAt), where));
    const communities = await communityLookup.byIds(
      db,
      companyId,
      rows.map((r) => r.communityId),
    );
    return new Map(
      rows.map((l) => {
        const community = communities.get(l.communityId);
        const name = community?.name ?? '';
        return [
          l.id,
          {
            houseId: l.id,
            type: l.type,
            houseCode: houseCode(l.type, l.id),
            title: listingTitle(name, l.room, l.hall, l.houseArea),
            communityId: l.communityId,
            communityName: name,
            districtName: community?.districtName ?? '',
            room: l.room,
            hall: l.hall,
            houseArea: l.houseArea,
            sellPrice: l.sellPrice,
            unitPrice: l.unitPrice,
            rentPrice: l.rentPrice,
            rentUnit: l.rentUnit,
            houseState: l.houseState,
            ownerId: l.ownerId,
            coverRef: l.coverRef,
          },
        ];
      }),
    );
  },
};
