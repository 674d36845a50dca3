import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { runShaped } from '../../platform/db/built-once.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount } from '../../platform/db/list.ts';
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
 * A page of list cards (issue 17): the page's ids in the list's order (over the narrow index, `offset`
 * or keyset as `keysetPaging` says) and, in the same statement, each card's columns, its community's
 * names and its owner's and maintainer's names; beside it, the capped count. Two statements where
 * there were six (ids, count, all 81 columns, communities, people, and the settings).
 *
 * The page is a subquery with its own LIMIT, so PostgreSQL keeps it apart (it cannot be flattened):
 * the skipped rows are read from the index only, as before. The outer ORDER BY repeats the keys on
 * the joined row (the same table name, the outer scope), which sorts the page's few rows again.
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
  const values = { ...paged.values, companyId };
  const cards = runShaped(db, `listing-cards:${paged.tag}`, paged.shape, values, (db, pieces) => {
    const { where: pageWhere, order, fields } = paged.split(pieces);
    const keyFields = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.as(name)]));
    const ids = db
      .select({ pageId: listings.id, ...keyFields })
      .from(listings)
      .where(pageWhere)
      .orderBy(...order)
      .limit(sql.placeholder('pagesize'));
    // No offset on a first page (as Drizzle writes `offset 0`: not at all), so the text stays the same.
    const pageIds = (paged.offset === 0 ? ids : ids.offset(sql.placeholder('offset'))).as('page');
    const pageKeys = Object.fromEntries(Object.keys(fields).map((name) => [name, pageIds[name as 'pageId']]));
    return db
      .select({ ...cardColumns, ...namesColumns, ...pageKeys })
      .from(pageIds)
      .innerJoin(listings, and(eq(listings.companyId, sql.placeholder('companyId')), eq(listings.id, pageIds.pageId)))
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
      .orderBy(...order);
  });
  // Both at once: on PostgreSQL they run on two connections side by side; PGlite queues them.
  const [rows, total] = await Promise.all([cards, cappedCount(db, listings, where)]);
  return { rows: rows as TListingCard[], total, cursor: keyset.nextCursor(rows, page.pagesize) };
}
