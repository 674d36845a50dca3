import { z } from 'zod';
import {
  CLOUD_TYPE,
  COLLECT_LIMITS,
  COLLECT_MSG,
  COLLECT_PERMISSION,
  COLLECT_ROOM_NAMES,
  COLLECT_SORT_FIELD,
  COLLECT_SORT_WAY,
  COLLECT_SOURCES,
} from './collect-constants.ts';
import { ZCollectDetail, ZCollectRefreshed, ZCollectRow, ZCollectSaved, ZCollectSetting } from './collect-views.ts';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';

/**
 * 云采集 (seed 001 §2 pages/collect/index and detail, §3 "Collect search", §7 "Cloud collect (base E)",
 * §9): listings an outside collection service gathered from the portals of the company's cities, and
 * what the company did with them (saved, turned into a listing of its own). Shapes the seeds do not
 * show are designed in docs/collect.md.
 */

const oneOf = (allowed: readonly number[]) =>
  numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => allowed.includes(v), MSG.invalidParams);

/** A lower or upper bound of a range filter; '' or absent means none. */
const ZBound = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  numeric({ error: MSG.invalidParams }).min(0, MSG.invalidParams).max(1e9, MSG.invalidParams).optional(),
);

/** `roomtypestr`: one room filter value or several, comma-separated ("2" or "2,3"); 0 or '' means all. */
const ZRoomTypes = z
  .string({ error: MSG.invalidParams })
  .trim()
  .max(20, MSG.invalidParams)
  .regex(/^(\d(,\d)*)?$/, MSG.invalidParams)
  .default('')
  .transform((v) => [...new Set(v === '' ? [] : v.split(',').map(Number))])
  .refine((rooms) => rooms.every((r) => r in COLLECT_ROOM_NAMES), MSG.invalidParams)
  .transform((rooms) => (rooms.includes(0) ? [] : rooms));

const keyword = z.string({ error: MSG.invalidParams }).trim().max(COLLECT_LIMITS.keyword, MSG.invalidParams);

export const ZCollectSearch = z.object({
  pageindex: numeric().int().min(1).max(COLLECT_LIMITS.maxPage).default(1),
  pagesize: ZPageSize(PAGE_SIZE.collect, 50),
  cloudtype: oneOf(Object.values(CLOUD_TYPE)).default(CLOUD_TYPE.sale),
  /** Words of the address, title or community. */
  address: keyword.default(''),
  /** One of the company's collect cities; absent: all of them. */
  cityid: numeric().int().min(0).max(100_000).default(0),
  /** 区域: a district (6-digit GB/T 2260 code); 0 all. */
  districtId: numeric().int().min(0).max(999_999).default(0),
  areaMin: ZBound,
  areaMax: ZBound,
  /** Sale: 万元; rent: 元/月. */
  priceMin: ZBound,
  priceMax: ZBound,
  /** 元/㎡ (sale). */
  unitPriceMin: ZBound,
  unitPriceMax: ZBound,
  roomtypestr: ZRoomTypes,
  village: keyword.default(''),
  /** COLLECT_SOURCE_NAMES code; 0 all. */
  source: oneOf([0, ...COLLECT_SOURCES]).default(0),
  sortField: oneOf(Object.values(COLLECT_SORT_FIELD)).default(COLLECT_SORT_FIELD.collectedAt),
  sortWay: oneOf(Object.values(COLLECT_SORT_WAY)).default(COLLECT_SORT_WAY.desc),
});
export type TCollectSearch = z.input<typeof ZCollectSearch>;

export const ZCollectId = z.object({ id: ZId });

/**
 * `gather/save`: marks a collected listing for the caller's company. Without `houseId`: 已保存 (and the
 * prefill of the listing form). With the `houseId` of a listing the company just entered from it:
 * 已转房源.
 */
export const ZCollectSave = z.object({
  id: ZId,
  houseId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZId.optional()),
});
export type TCollectSave = z.input<typeof ZCollectSave>;

export const ZCollectSettingSave = z.object({
  cityIds: z
    .array(numeric().int().positive().max(100_000), { error: COLLECT_MSG.citiesRequired })
    .min(1, COLLECT_MSG.citiesRequired)
    .max(COLLECT_LIMITS.cities, COLLECT_MSG.citiesTooMany),
  /** Empty: every portal. */
  sources: z.array(oneOf(COLLECT_SOURCES)).max(COLLECT_SOURCES.length).default([]),
  showPhone: oneOf([0, 1]).default(0),
});
export type TCollectSettingSave = z.input<typeof ZCollectSettingSave>;

const saveSummary =
  'Mark a collected listing for the caller’s company: without houseId 已保存, answering the prefill of the listing form; with the houseId of a listing entered from it 已转房源';

export const collectEndpoints = {
  findSetting: endpoint({
    method: 'GET',
    path: '/info/findSetting',
    auth: 'member',
    permission: COLLECT_PERMISSION.view,
    summary:
      'The company’s collect setting (cities, portals, whether owners’ phones show), whether the service is configured, the districts for the filter',
    response: ZEnvelope(ZCollectSetting),
  }),
  saveSetting: endpoint({
    method: 'POST',
    path: '/info/saveSetting',
    auth: 'member',
    permission: COLLECT_PERMISSION.setting,
    summary: '(designed) Save the company’s collect setting: cities (1–5), portals, showPhone',
    body: ZCollectSettingSave,
    response: ZEnvelope(ZCollectSetting),
  }),
  page: endpoint({
    method: 'GET',
    path: '/gather/page',
    auth: 'member',
    permission: COLLECT_PERMISSION.view,
    summary:
      'Collected listings of the company’s cities, 20 a page: cloudtype 0 云出售 / 1 云出租, filters and sort; each row carries the company’s mark',
    query: ZCollectSearch,
    response: ZListEnvelope(ZCollectRow),
  }),
  sellInfo: endpoint({
    method: 'GET',
    path: '/info/sellInfo',
    auth: 'member',
    permission: COLLECT_PERMISSION.view,
    summary: 'One collected listing: pictures, fields, portal and original link, owner contact (masked unless shown)',
    query: ZCollectId,
    response: ZEnvelope(ZCollectDetail),
  }),
  save: endpoint({
    method: 'GET',
    path: '/gather/save',
    auth: 'member',
    permission: COLLECT_PERMISSION.view,
    summary: `${saveSummary} (the seed lists it as GET)`,
    query: ZCollectSave,
    response: ZEnvelope(ZCollectSaved),
  }),
  savePost: endpoint({
    method: 'POST',
    path: '/gather/save',
    auth: 'member',
    permission: COLLECT_PERMISSION.view,
    summary: `${saveSummary} (the same call as a POST)`,
    body: ZCollectSave,
    response: ZEnvelope(ZCollectSaved),
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/gather/refresh',
    auth: 'member',
    permission: COLLECT_PERMISSION.setting,
    summary: '(designed) Collect the company’s cities now from the collection service; 503 when it is not configured',
    response: ZEnvelope(ZCollectRefreshed),
  }),
} as const;
