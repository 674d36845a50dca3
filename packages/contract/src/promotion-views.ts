import { z } from 'zod';
import { ZTime } from './common/time-fields.ts';

/** Answers of 房源推广 (docs/promotion.md). Secrets never leave the server, not even in part. */

/** A portal's binding as the bind page sees it: clear fields as saved, and which secrets are saved. */
export const ZPortalBinding = z.object({
  portal: z.number(),
  portalName: z.string(),
  /** Seed 001 §4: bound when credentials come back. */
  bound: z.boolean(),
  /** The open flag: pushing needs bound and open. */
  open: z.boolean(),
  /** Whether the server can reach this portal at all (its client is configured). */
  configured: z.boolean(),
  /** Field → value of the clear fields; secrets are never in it. */
  fields: z.record(z.string(), z.string()),
  /** The secret fields that have a saved value (the page says 已保存 and leaves the input empty). */
  savedSecrets: z.array(z.string()),
  boundAt: ZTime,
  updatedAt: ZTime,
});
export type TPortalBinding = z.output<typeof ZPortalBinding>;

/** Which portals may take pushes now (the push pages decide whether to go to the bind page). */
export const ZPortalState = z.object({
  portal: z.number(),
  portalName: z.string(),
  bound: z.boolean(),
  open: z.boolean(),
  configured: z.boolean(),
});
export type TPortalState = z.output<typeof ZPortalState>;

/** One listing's record on one portal. */
export const ZPushRecord = z.object({
  portal: z.number(),
  portalName: z.string(),
  state: z.number(),
  stateName: z.string(),
  /** The portal's own message (why it failed, or its review note). */
  message: z.string(),
  /** The portal's listing id, '' until it answered one. */
  portalListingId: z.string(),
  publisherName: z.string(),
  pushedByName: z.string(),
  pushedAt: ZTime,
  updatedAt: ZTime,
});
export type TPushRecord = z.output<typeof ZPushRecord>;

/** A row of a promotion list tab: a listing of the company with its state on that portal. */
export const ZPromotionRow = z.object({
  houseId: z.number(),
  type: z.number(),
  houseCode: z.string(),
  title: z.string(),
  communityName: z.string(),
  houseArea: z.number(),
  sellPrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  rentUnitName: z.string(),
  cover: z.string(),
  push: ZPushRecord,
});
export type TPromotionRow = z.output<typeof ZPromotionRow>;

/** queryHousePushState: the listing's state on each portal and on the caller's micro-site. */
export const ZHousePushState = z.object({
  houseId: z.number(),
  type: z.number(),
  title: z.string(),
  portals: z.array(ZPushRecord.extend({ bound: z.boolean(), open: z.boolean(), configured: z.boolean() })),
  /** The caller's acquisition micro-site: 1 up, 0 down, -1 not on it. */
  microWeb: z.number(),
});
export type THousePushState = z.output<typeof ZHousePushState>;

/** housingPromotionSellDetail: what a portal shows of a sale listing. */
export const ZPromotionSellDetail = z.object({
  houseId: z.number(),
  houseCode: z.string(),
  title: z.string(),
  communityName: z.string(),
  address: z.string(),
  districtName: z.string(),
  regionName: z.string(),
  room: z.number(),
  hall: z.number(),
  showerRoom: z.number(),
  houseArea: z.number(),
  floorLevel: z.string(),
  totalFloor: z.number(),
  towardName: z.string(),
  renovationName: z.string(),
  sellPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  /** 卖点: the listing's tags as words. */
  sellingPoints: z.array(z.string()),
  description: z.string(),
  pictures: z.array(z.object({ url: z.string(), title: z.string(), isCover: z.boolean() })),
});
export type TPromotionSellDetail = z.output<typeof ZPromotionSellDetail>;

/** rentExtension: the rent terms a portal needs, and the Tmall on/off (seed 001 §4: 0 means off). */
export const ZRentExtension = ZPromotionSellDetail.omit({ sellPrice: true, unitPrice: true }).extend({
  rentPrice: z.number().nullable(),
  rentUnitName: z.string(),
  rentPaywayName: z.string(),
  rentwayName: z.string(),
  moveIntoTime: z.string(),
  facilities: z.array(z.string()),
  tmallRent: z.number(),
});
export type TRentExtension = z.output<typeof ZRentExtension>;

/** mobileAcqCustomerShare: what the agent shares of a listing on their micro-site. */
export const ZAcqShare = z.object({
  houseId: z.number(),
  type: z.number(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  /** The mini-program page of the listing on the caller's micro-site. */
  path: z.string(),
  /** A web link to it when the micro-site's address is configured (MICRO_SITE_URL), else ''. */
  url: z.string(),
  /** 1 up on the micro-site, 0 down, -1 not on it. */
  microWeb: z.number(),
});
export type TAcqShare = z.output<typeof ZAcqShare>;
