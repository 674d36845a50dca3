import { z } from 'zod';
import { ZTime } from './common/time-fields.ts';

/** What the 获客小程序管理 calls answer (docs/acquisition.md); times are Beijing YYYY-MM-DD HH:mm. */
export const ZAgentCard = z.object({
  userName: z.string(),
  company: z.string(),
  userPhone: z.string(),
  /** The title the card shows (置业顾问, 店长 …). */
  role: z.string(),
  address: z.string(),
  /** ACQ_CARD_STYLES value. */
  style: z.number(),
  /** False until the agent first saves: the card shows the account's name, phone and company. */
  saved: z.boolean(),
});
export type TAgentCard = z.output<typeof ZAgentCard>;

export const ZAcqStatistics = z.object({
  /** Visits to the agent's micro-site (card, home and listings), all time. */
  viewCount: z.number(),
  /** Visits today (Beijing day). */
  todayViewCount: z.number(),
  entrustmentCount: z.number(),
  reservationCount: z.number(),
  /** Still 待处理 / 待确认: what the admin's home flags. */
  pendingEntrustmentCount: z.number(),
  pendingReservationCount: z.number(),
  /** Listings up on the micro-site, by kind; new houses are not kept by this app (always 0). */
  sellHouseCount: z.number(),
  rentHouseCount: z.number(),
  newHouseCount: z.number(),
});
export type TAcqStatistics = z.output<typeof ZAcqStatistics>;

export const ZCustomerCount = z.object({ newCount: z.number(), total: z.number() });

export const ZVisit = z.object({
  visitId: z.number(),
  clientCustomerId: z.number(),
  fpClientId: z.string(),
  nickName: z.string(),
  /** ACQ_VISIT_KIND. */
  visitKind: z.number(),
  /** 查看了您的名片 / 浏览了微店首页 / 浏览了房源 + the listing's title. */
  description: z.string(),
  houseId: z.number(),
  type: z.number(),
  stayedSeconds: z.number(),
  visitedAt: ZTime,
});
export type TVisit = z.output<typeof ZVisit>;

export const ZFootprint = z.object({
  visitId: z.number(),
  houseId: z.number(),
  type: z.number(),
  houseCode: z.string(),
  /** '' when the listing has since been deleted. */
  title: z.string(),
  sellPrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  stayedSeconds: z.number(),
  visitedAt: ZTime,
});
export type TFootprint = z.output<typeof ZFootprint>;

export const ZEntrustment = z.object({
  entrustmentId: z.number(),
  clientCustomerId: z.number(),
  nickName: z.string(),
  /** ACQ_LISTING_TYPE: the owner wants to sell or to let. */
  type: z.number(),
  contactName: z.string(),
  contactPhone: z.string(),
  communityName: z.string(),
  houseArea: z.number().nullable(),
  /** 万元 for a sale, 元/月 for a let. */
  price: z.number().nullable(),
  room: z.number(),
  remark: z.string(),
  state: z.number(),
  stateName: z.string(),
  createdAt: ZTime,
  handledAt: ZTime,
});
export type TEntrustment = z.output<typeof ZEntrustment>;

export const ZReservation = z.object({
  reservationId: z.number(),
  clientCustomerId: z.number(),
  nickName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  houseId: z.number(),
  type: z.number(),
  houseCode: z.string(),
  houseTitle: z.string(),
  /** When the client wants to view. */
  visitAt: ZTime,
  remark: z.string(),
  state: z.number(),
  stateName: z.string(),
  createdAt: ZTime,
  handledAt: ZTime,
});
export type TReservation = z.output<typeof ZReservation>;

export const ZClientCustomer = z.object({
  clientCustomerId: z.number(),
  /** The mini-program user's id on the micro-site platform. */
  fpClientId: z.string(),
  nickName: z.string(),
  phone: z.string(),
  visitCount: z.number(),
  firstVisitAt: ZTime,
  lastVisitAt: ZTime,
  /** The associated private customer: 0 and '' when none. */
  customerId: z.number(),
  customerName: z.string(),
  customerType: z.number(),
  associatedAt: ZTime,
});
export type TClientCustomer = z.output<typeof ZClientCustomer>;

export const ZAcqListing = z.object({
  /** The listing's id (houseId): what upAndDown and housingDel take. */
  itemId: z.number(),
  type: z.number(),
  houseCode: z.string(),
  /** '' when the listing has since been deleted from the house book. */
  title: z.string(),
  communityName: z.string(),
  houseArea: z.number(),
  sellPrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  state: z.number(),
  stateName: z.string(),
  /** Visits of this listing on the micro-site. */
  viewCount: z.number(),
  upAt: ZTime,
});
export type TAcqListing = z.output<typeof ZAcqListing>;
