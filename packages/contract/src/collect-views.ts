import { z } from 'zod';
import { ZTime } from './common/time-fields.ts';

/** What the 云采集 calls answer (docs/collect.md); times are Beijing YYYY-MM-DD HH:mm. */

/** A collected listing in a list (云出售 / 云出租). */
export const ZCollectRow = z.object({
  id: z.number(),
  /** 0 sale, 1 rent (CLOUD_TYPE). */
  cloudtype: z.number(),
  title: z.string(),
  /** The community (小区) as the portal names it. */
  village: z.string(),
  cityId: z.number(),
  districtName: z.string(),
  address: z.string(),
  room: z.number(),
  hall: z.number(),
  toilet: z.number(),
  /** ㎡. */
  area: z.number(),
  /** Sale: total in 万元; rent: 元/月. */
  price: z.number(),
  /** Sale: 元/㎡ (0 for rent). */
  unitPrice: z.number(),
  floor: z.number().nullable(),
  totalFloor: z.number().nullable(),
  toward: z.string(),
  /** COLLECT_SOURCE_NAMES code and its name. */
  source: z.number(),
  sourceName: z.string(),
  /** The first picture's link, '' when none. */
  picture: z.string(),
  collectedAt: ZTime,
  /** The caller's company's mark: 0 none, 1 已保存, 2 已转房源 (COLLECT_SAVE_STATE). */
  saveState: z.number(),
  /** The listing it became (saveState 2), 0 otherwise. */
  houseId: z.number(),
});
export type TCollectRow = z.output<typeof ZCollectRow>;

/** `sellInfo`: one collected listing. */
export const ZCollectDetail = ZCollectRow.extend({
  pictures: z.array(z.string()),
  decoration: z.string(),
  description: z.string(),
  /** The listing on the portal (原文链接). */
  url: z.string(),
  publishedAt: ZTime,
  contactName: z.string(),
  /** Masked (138****5678) unless the company setting shows owners' phones, or the caller is a manager. */
  contactPhone: z.string(),
  phoneVisible: z.boolean(),
  savedAt: ZTime,
});
export type TCollectDetail = z.output<typeof ZCollectDetail>;

/** `findSetting`: the company's collect setting and the service's state. */
export const ZCollectSetting = z.object({
  cityIds: z.array(z.number()),
  cities: z.array(z.object({ cityId: z.number(), cityName: z.string() })),
  /** Portals collected (COLLECT_SOURCE_NAMES codes); all of them when none were chosen. */
  sources: z.array(z.number()),
  /** 1: agents see owners' phone numbers in full; 0: masked (managers always see them). */
  showPhone: z.number(),
  /** Whether the collection service is configured on the server (COLLECT_FEED_URL / COLLECT_FEED_KEY). */
  configured: z.boolean(),
  /** The newest collection of the company's cities, '' when nothing was collected. */
  lastCollectedAt: ZTime,
  /** Whether the caller may change the setting (云采集设置). */
  editable: z.boolean(),
  /** The districts of the company's cities, for the 区域 filter. */
  districts: z.array(z.object({ id: z.number(), name: z.string(), cityId: z.number() })),
});
export type TCollectSetting = z.output<typeof ZCollectSetting>;

/** `gather/save`: the mark, and the listing form's prefill (pages/house/operation?collectId). */
export const ZCollectPrefill = z.object({
  /** Listing type of the form: 1 出售, 2 出租. */
  type: z.number(),
  communityId: z.number(),
  communityName: z.string(),
  address: z.string(),
  room: z.number(),
  hall: z.number(),
  showerRoom: z.number(),
  houseArea: z.number(),
  floor: z.number().nullable(),
  totalFloor: z.number().nullable(),
  /** TOWARD_NAMES / RENOVATION_NAMES codes, 0 when the portal's words match none. */
  toward: z.number(),
  renovation: z.number(),
  sellPrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), level: z.string() })),
  /** LISTING_SOURCE_NAMES 3 网络. */
  source: z.number(),
  remark: z.string(),
});
export type TCollectPrefill = z.output<typeof ZCollectPrefill>;

export const ZCollectSaved = z.object({
  id: z.number(),
  saveState: z.number(),
  houseId: z.number(),
  prefill: ZCollectPrefill,
});
export type TCollectSaved = z.output<typeof ZCollectSaved>;

export const ZCollectRefreshed = z.object({ received: z.number(), cities: z.number() });
