import { COLLECT_ROOM_OPEN_FROM, COLLECT_SORT_FIELD, COLLECT_SORT_WAY } from '@awb/contract/collect-constants';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { collectSaves, collectSettings, collectListings as l } from './collect.table.ts';
import type { TFeedListing } from './collect-feed.ts';

export type TCollectListingRow = typeof l.$inferSelect;
export type TCollectFilter = {
  cityIds: number[];
  sources: number[];
  cloudType: number;
  districtId: number;
  keyword: string;
  village: string;
  rooms: number[];
  area: [number | undefined, number | undefined];
  price: [number | undefined, number | undefined];
  unitPrice: [number | undefined, number | undefined];
  sortField: number;
  sortWay: number;
  pageindex: number;
  pagesize: number;
};

const range = (column: AnyColumn, [min, maxValue]: [number | undefined, number | undefined]) => [
  min === undefined ? undefined : gte(column, min),
  maxValue === undefined ? undefined : lte(column, maxValue),
];

function whereOf(f: TCollectFilter): SQL | undefined {
  const rooms = f.rooms.map((r) => (r >= COLLECT_ROOM_OPEN_FROM ? gte(l.room, r) : eq(l.room, r)));
  return and(
    isNull(l.removedAt),
    inArray(l.cityId, f.cityIds),
    eq(l.cloudType, f.cloudType),
    f.sources.length > 0 ? inArray(l.source, f.sources) : undefined,
    f.districtId ? eq(l.districtId, f.districtId) : undefined,
    f.keyword
      ? or(
          ilike(l.address, likeContains(f.keyword)),
          ilike(l.title, likeContains(f.keyword)),
          ilike(l.village, likeContains(f.keyword)),
        )
      : undefined,
    f.village ? ilike(l.village, likeContains(f.village)) : undefined,
    rooms.length > 0 ? or(...rooms) : undefined,
    ...range(l.area, f.area),
    ...range(l.price, f.price),
    ...range(l.unitPrice, f.unitPrice),
  );
}

/** What a delivery replaces of a known listing (everything but its identity and first collection). */
const REPLACED = [
  'cloudType',
  'cityId',
  'districtId',
  'districtName',
  'title',
  'village',
  'address',
  'room',
  'hall',
  'toilet',
  'area',
  'price',
  'unitPrice',
  'floor',
  'totalFloor',
  'toward',
  'decoration',
  'description',
  'pictures',
  'contactName',
  'contactPhone',
  'url',
  'publishedAt',
  'collectedAt',
  'removedAt',
] as const;

const SORT_COLUMN = {
  [COLLECT_SORT_FIELD.collectedAt]: l.collectedAt,
  [COLLECT_SORT_FIELD.price]: l.price,
  [COLLECT_SORT_FIELD.area]: l.area,
  [COLLECT_SORT_FIELD.unitPrice]: l.unitPrice,
} as const;

/**
 * SQL of 云采集. The collected listings are shared reference data (no company); the setting and the
 * saves are always read and written with the caller's company.
 */
export const collectRepository = {
  async setting(db: TExecutor, companyId: number) {
    const [row] = await db.select().from(collectSettings).where(eq(collectSettings.companyId, companyId));
    return row;
  },

  async saveSetting(
    db: TExecutor,
    companyId: number,
    values: { cityIds: number[]; sources: number[]; showPhone: boolean; updatedBy: number; updatedAt: Date },
  ) {
    await db
      .insert(collectSettings)
      .values({ ...values, companyId })
      .onConflictDoUpdate({ target: collectSettings.companyId, set: values });
  },

  async lastCollectedAt(db: TExecutor, cityIds: number[]): Promise<Date | null> {
    if (cityIds.length === 0) return null;
    const [row] = await db
      .select({ at: max(l.collectedAt) })
      .from(l)
      .where(inArray(l.cityId, cityIds));
    return row?.at ?? null;
  },

  /** A page of a list with the company's marks, and the capped count. */
  async page(db: TExecutor, companyId: number, f: TCollectFilter) {
    const where = whereOf(f);
    const column = SORT_COLUMN[f.sortField as keyof typeof SORT_COLUMN] ?? l.collectedAt;
    const way = f.sortWay === COLLECT_SORT_WAY.asc ? asc : desc;
    const rows = await db
      .select({ listing: l, saveState: collectSaves.state, houseId: collectSaves.houseId })
      .from(l)
      .leftJoin(collectSaves, and(eq(collectSaves.companyId, companyId), eq(collectSaves.listingId, l.id)))
      .where(where)
      .orderBy(way(column), way(l.id))
      .limit(f.pagesize)
      .offset(pageOffset(f.pageindex, f.pagesize));
    return { rows, total: await cappedCount(db, l, where) };
  },

  async listing(db: TExecutor, id: number) {
    const [row] = await db
      .select()
      .from(l)
      .where(and(eq(l.id, id), isNull(l.removedAt)));
    return row;
  },

  async save(db: TExecutor, companyId: number, listingId: number) {
    const [row] = await db
      .select()
      .from(collectSaves)
      .where(and(eq(collectSaves.companyId, companyId), eq(collectSaves.listingId, listingId)));
    return row;
  },

  async putSave(
    db: TExecutor,
    companyId: number,
    listingId: number,
    values: { state: number; houseId: number; userId: number; savedAt: Date; convertedAt: Date | null },
  ) {
    await db
      .insert(collectSaves)
      .values({ ...values, companyId, listingId })
      .onConflictDoUpdate({ target: [collectSaves.companyId, collectSaves.listingId], set: values });
  },

  /** The newest collection of a city and type: the feed is asked for what came after it. */
  async newest(db: TExecutor, cityId: number, cloudType: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: max(l.collectedAt) })
      .from(l)
      .where(and(eq(l.cityId, cityId), eq(l.cloudType, cloudType)));
    return row?.at ?? null;
  },

  /** Stores what the feed delivered: new listings are added, known ones (by portal and id) replaced. */
  async upsert(db: TExecutor, items: TFeedListing[]): Promise<void> {
    // One row per listing: a page naming a listing twice keeps its last delivery.
    const unique = [...new Map(items.map((i) => [`${i.source}:${i.id}`, i])).values()];
    if (unique.length === 0) return;
    const values = unique.map(({ id, removed, ...item }) => ({
      ...item,
      externalId: id,
      removedAt: removed ? item.collectedAt : null,
    }));
    await db
      .insert(l)
      .values(values)
      .onConflictDoUpdate({
        target: [l.source, l.externalId],
        set: Object.fromEntries(REPLACED.map((k) => [k, sql.raw(`excluded.${l[k].name}`)])),
      });
  },

  /**
   * The cities the companies collect: their collect setting's, or else the cities they work in (read
   * only, the organisation's and the companies' own rows).
   */
  async usedCities(db: TExecutor): Promise<number[]> {
    const rows = await rowsOf<{ city_id: number | string }>(
      db,
      sql`select distinct (jsonb_array_elements_text(city_ids))::int as city_id from collect_settings
          union select cc.city_id from company_cities cc
            where not exists (select 1 from collect_settings s where s.company_id = cc.company_id)
          union select c.city_id from companies c
            where not exists (select 1 from collect_settings s where s.company_id = c.id)
              and not exists (select 1 from company_cities cc where cc.company_id = c.id)`,
    );
    return rows.map((r) => Number(r.city_id)).sort((a, b) => a - b);
  },
};
