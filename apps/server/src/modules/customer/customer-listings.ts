import { APP_TYPE } from '@awb/contract/common/apps';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { communities } from '../community/community.table.ts';
import { listings } from '../housing/listing.table.ts';
import { ownerScope } from '../org/data-scope.ts';

/** Listing types of the house book: 1 sale, 2 rent. */
export const LISTING_TYPE = { sale: 1, rent: 2 } as const;
/** house_state 1 有效: the only listings worth offering. */
const LISTING_ACTIVE = 1;

export type TListingRef = {
  houseId: number;
  type: number;
  title: string;
  communityId: number;
  communityName: string;
  districtId: number;
  room: number;
  hall: number;
  area: number | null;
  /** Sale: 万元; rent: 元/月. */
  price: number | null;
};

/** Listing type a customer type looks for: rent customers rent, sale and new-house customers buy. */
export function listingTypeOf(customerType: number): number {
  return customerType === 2 ? LISTING_TYPE.rent : LISTING_TYPE.sale;
}

/** Listings the caller may open in the house book: the public pool, or owners within the house scope. */
export function listingVisibleTo(ctx: TRequestContext): SQL {
  const scope = ownerScope(ctx, APP_TYPE.house, listings.ownerId);
  return scope ? sql`(${listings.infoAttribution} = 2 or ${scope})` : sql`true`;
}

export const listingColumns = {
  houseId: listings.id,
  type: listings.type,
  communityId: listings.communityId,
  communityName: communities.name,
  districtId: communities.districtId,
  room: listings.room,
  hall: listings.hall,
  area: listings.houseArea,
  sellPrice: listings.sellPrice,
  rentMonth: listings.rentMonth,
};

/** Listings with their community's name and district, as toListingRef reads them. */
export function selectListingRefs(db: TExecutor) {
  return db
    .select(listingColumns)
    .from(listings)
    .leftJoin(
      communities,
      and(eq(communities.companyId, listings.companyId), eq(communities.id, listings.communityId)),
    );
}

export type TListingDbRow = {
  houseId: number;
  type: number;
  communityId: number;
  communityName: string | null;
  districtId: number | null;
  room: number;
  hall: number;
  area: number | null;
  sellPrice: number | null;
  rentMonth: number | null;
};

export function toListingRef(r: TListingDbRow): TListingRef {
  const name = r.communityName ?? '';
  const area = r.area === null ? '' : ` ${Number(r.area)}㎡`;
  return {
    houseId: r.houseId,
    type: r.type,
    title: `${name} ${r.room}室${r.hall}厅${area}`.trim(),
    communityId: r.communityId,
    communityName: name,
    districtId: r.districtId ?? 0,
    room: r.room,
    hall: r.hall,
    area: r.area === null ? null : Number(r.area),
    price:
      r.type === LISTING_TYPE.rent
        ? r.rentMonth === null
          ? null
          : Number(r.rentMonth)
        : r.sellPrice === null
          ? null
          : Number(r.sellPrice),
  };
}

/** What the customer book reads of the house book's listings (read only, by company). */
export const customerListings = {
  /** Live listings of the company by id, with a display title (follow-ups' visited listings). */
  async titles(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TListingRef>> {
    const map = new Map<number, TListingRef>();
    const unique = [...new Set(ids)];
    if (unique.length === 0) return map;
    const rows = await selectListingRefs(db).where(
      and(eq(listings.companyId, companyId), inArray(listings.id, unique), isNull(listings.deletedAt)),
    );
    for (const r of rows) map.set(r.houseId, toListingRef(r));
    return map;
  },

  /** One live listing the caller may open, or undefined. */
  async visible(db: TExecutor, ctx: TRequestContext, houseId: number): Promise<TListingRef | undefined> {
    const [row] = await selectListingRefs(db)
      .where(
        and(
          eq(listings.companyId, ctx.companyId),
          eq(listings.id, houseId),
          isNull(listings.deletedAt),
          listingVisibleTo(ctx),
        ),
      )
      .limit(1);
    return row ? toListingRef(row) : undefined;
  },
};

export { LISTING_ACTIVE };
