import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { runShaped } from '../../platform/db/built-once.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount } from '../../platform/db/list.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { shapedPage } from '../../platform/db/shaped-page.ts';
import { users } from '../account/user.table.ts';
import { estateRegions } from '../community/catalogue/catalogue.table.ts';
import { communities } from '../community/community.table.ts';
import { departments } from '../org/department.table.ts';
import type { TListingRecord } from './listing.repository.ts';
import { listings } from './listing.table.ts';

/** The columns a list card shows (listing-view `toListingRow`), of the 81 a listing has. */
const cardColumns = {
  id: listings.id,
  type: listings.type,
  communityId: listings.communityId,
  room: listings.room,
  hall: listings.hall,
  showerRoom: listings.showerRoom,
  houseArea: listings.houseArea,
  floor: listings.floor,
  totalFloor: listings.totalFloor,
  toward: listings.toward,
  renovation: listings.renovation,
  sellPrice: listings.sellPrice,
  unitPrice: listings.unitPrice,
  rentPrice: listings.rentPrice,
  rentUnit: listings.rentUnit,
  tags: listings.tags,
  houseState: listings.houseState,
  infoAttribution: listings.infoAttribution,
  isTop: listings.isTop,
  isSealed: listings.isSealed,
  isLocked: listings.isLocked,
  haveKeys: listings.haveKeys,
  coverRef: listings.coverRef,
  ownerId: listings.ownerId,
  maintainerId: listings.maintainerId,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  followAt: listings.followAt,
};

const owners = alias(users, 'card_owner');
const ownerDepartments = alias(departments, 'card_owner_department');
const maintainers = alias(users, 'card_maintainer');

/** What a card needs of its community and people, read in the same statement as the listing. */
const namesColumns = {
  communityName: communities.name,
  districtId: communities.districtId,
  regionName: estateRegions.name,
  ownerName: owners.name,
  deptName: ownerDepartments.name,
  maintainerName: maintainers.name,
};

export type TListingCard = Pick<TListingRecord, keyof typeof cardColumns> & {
  communityName: string | null;
  districtId: number | null;
  regionName: string | null;
  ownerName: string | null;
  deptName: string | null;
  maintainerName: string | null;
};

/**
 * A page of list cards: the page's ids in the list's order (over the narrow index, `offset`
 * or keyset as `keysetPaging` says), then each card's columns, its community's names and its owner's and
 * maintainer's names by those ids; beside them, the capped count: three statements instead of six
 * (ids, count, all 81 columns, communities, people, and the settings).
 *
 * The ids are a list's statement, planned for its values (built once per shape, decision 0006); the cards
 * are a lookup by primary keys, prepared with one plan (`listing_cards_by_ids`). Not one statement (the page
 * as a subquery joined to the five tables): PostgreSQL plans that six-table join again on every call, two
 * thirds of the database's time for a page (measured 2026-11).
 */
export async function listingCardPage(
  db: TExecutor,
  companyId: number,
  where: SQL | undefined,
  keys: TSortKey[],
  page: { pageindex: number; pagesize: number; cursor: string; sortTag: string },
): Promise<{ rows: TListingCard[]; total: number; cursor: string }> {
  const keyset = keysetPaging(keys, page.sortTag, page.cursor);
  // Built once per shape (filters, sort, cursor or not: platform/db/built-once.ts), run with this
  // call's values; still planned for them (decision 0006). Every value of the call is a placeholder.
  const paged = shapedPage(keyset, where, page);
  const ids = runShaped(db, `listing-card-ids:${paged.tag}`, paged.shape, paged.values, (db, pieces) => {
    const { where: pageWhere, order, fields } = paged.split(pieces);
    const keyFields = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.as(name)]));
    const ids = db
      .select({ pageId: listings.id, ...keyFields })
      .from(listings)
      .where(pageWhere)
      .orderBy(...order)
      .limit(sql.placeholder('pagesize'));
    // No offset on a first page (as Drizzle writes `offset 0`: not at all), so the text stays the same.
    return paged.offset === 0 ? ids : ids.offset(sql.placeholder('offset'));
  }) as Promise<({ pageId: number } & Record<string, unknown>)[]>;
  // The count beside the ids and then the cards: on PostgreSQL on two connections; PGlite queues them.
  const withCards = ids.then(async (pageRows) => ({
    pageRows,
    cards: await cardsByIds(
      db,
      companyId,
      pageRows.map((r) => r.pageId),
    ),
  }));
  const [{ pageRows, cards }, total] = await Promise.all([withCards, cappedCount(db, listings, where)]);
  const rows: TListingCard[] = [];
  for (const { pageId, ...pageKeys } of pageRows) {
    const card = cards.get(pageId);
    if (card) rows.push(Object.assign(card, pageKeys));
  }
  return { rows, total, cursor: keyset.nextCursor(pageRows, page.pagesize) };
}

/** The cards of the page's listings by id: a lookup by primary keys, one plan (decision 0006). */
async function cardsByIds(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TListingCard>> {
  if (ids.length === 0) return new Map();
  const rows = await prepared(db, 'listing_cards_by_ids', (db) =>
    db
      .select({ ...cardColumns, ...namesColumns })
      .from(listings)
      .leftJoin(
        communities,
        and(eq(communities.companyId, listings.companyId), eq(communities.id, listings.communityId)),
      )
      .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
      .leftJoin(owners, and(eq(owners.companyId, listings.companyId), eq(owners.id, listings.ownerId)))
      .leftJoin(
        ownerDepartments,
        and(eq(ownerDepartments.companyId, owners.companyId), eq(ownerDepartments.id, owners.departmentId)),
      )
      .leftJoin(
        maintainers,
        and(eq(maintainers.companyId, listings.companyId), eq(maintainers.id, listings.maintainerId)),
      )
      .where(
        and(
          eq(listings.companyId, sql.placeholder('companyId')),
          sql`${listings.id} = any(${sql.placeholder('ids')}::bigint[])`,
        ),
      ),
  ).execute({ companyId, ids });
  return new Map(rows.map((r) => [r.id, r as TListingCard]));
}
