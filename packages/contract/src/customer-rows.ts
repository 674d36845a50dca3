import { z } from 'zod';
import { ZTime } from './common/time-fields.ts';

/**
 * What the customer calls answer. Times are Beijing `YYYY-MM-DD HH:mm` (ZTime), '' when absent;
 * numbers the form left empty are null. Phones are masked (138****5678) unless `phoneVisible`: the holder of a private
 * customer, a manager and holders of 查看客户电话 (customer item 6) see them in full.
 */

/** A row of the pools' lists (私客 / 公客 tabs, search, pickers). */
export const ZCustomerRow = z.object({
  customerId: z.number(),
  /** CUSTOMER_TYPE: 1 出售, 2 出租, 3 新房. */
  customerType: z.number(),
  /** CUSTOMER_ATTRIBUTION: 1 私客, 2 公客. */
  customerAttribution: z.number(),
  /** The first contact of customerInfo. */
  name: z.string(),
  phone: z.string(),
  sex: z.number(),
  phoneVisible: z.boolean(),
  /** LEVEL_NAMES: 1 A … 4 D. */
  level: z.number(),
  state: z.number(),
  stateName: z.string(),
  /** TRANSACTION_STATUS: 1 成交. */
  transactionStatus: z.number(),
  price: z.number().nullable(),
  tprice: z.number().nullable(),
  area: z.number().nullable(),
  tarea: z.number().nullable(),
  /** Rooms wanted, 0 不限, 4 four or more. */
  room: z.number(),
  communityNames: z.array(z.string()),
  regionNames: z.array(z.string()),
  tags: z.array(z.string()),
  /** The holder (维护人); 0 and '' in the public pool. */
  userId: z.number(),
  userName: z.string(),
  lastFollowAt: ZTime,
  createdAt: ZTime,
  /** When the out-to-public rules send this private customer to the public pool ('' never). */
  outAt: ZTime,
  /** When it went to the public pool ('' for a private customer). */
  publicAt: ZTime,
});
export type TCustomerRow = z.output<typeof ZCustomerRow>;

const ZIdName = z.object({ id: z.number(), name: z.string() });

/** What the caller may do with this customer (permission, pool, scope and deal status combined). */
export const ZCustomerActions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  toPublic: z.boolean(),
  pickUp: z.boolean(),
  assign: z.boolean(),
  deal: z.boolean(),
  changeState: z.boolean(),
  followUp: z.boolean(),
});

/** customerDetail: every field of the form plus names, holder, activity and the allowed actions. */
export const ZCustomerDetail = z.object({
  customerId: z.number(),
  customerType: z.number(),
  customerAttribution: z.number(),
  customerInfo: z.array(z.object({ name: z.string(), phone: z.string(), sex: z.number() })),
  phoneVisible: z.boolean(),
  wechat: z.string(),
  floor: z.number().nullable(),
  tfloor: z.number().nullable(),
  area: z.number().nullable(),
  tarea: z.number().nullable(),
  price: z.number().nullable(),
  tprice: z.number().nullable(),
  paymentMethod: z.number(),
  city: z.number().nullable(),
  cityName: z.string(),
  region: z.array(z.number()),
  regionNames: z.array(z.string()),
  tags: z.array(z.string()),
  houseType: z.number(),
  /** Intention community ids (what the edit form sends back) … */
  community: z.array(z.number()),
  /** … and the same with names, in the same order. */
  communityList: z.array(z.object({ communityId: z.number(), communityName: z.string() })),
  renovation: z.number(),
  houseGarage: z.number(),
  elevator: z.number(),
  downPayments: z.number().nullable(),
  uses: z.number(),
  level: z.number(),
  room: z.number(),
  houseAge: z.number(),
  remark: z.string(),
  source: z.number(),
  state: z.number(),
  stateName: z.string(),
  transactionStatus: z.number(),
  dealAt: ZTime,
  userId: z.number(),
  userName: z.string(),
  /** When the current holder got it (add, pick-up, assignment, hand-over). */
  holdSince: ZTime,
  creator: ZIdName,
  createdAt: ZTime,
  updatedAt: ZTime,
  lastFollowAt: ZTime,
  lastVisitAt: ZTime,
  followCount: z.number(),
  visitCount: z.number(),
  outAt: ZTime,
  publicAt: ZTime,
  actions: ZCustomerActions,
});
export type TCustomerDetail = z.output<typeof ZCustomerDetail>;

/** A follow-up (getCustomerfollowUp). */
export const ZCustomerFollowUp = z.object({
  followId: z.number(),
  customerId: z.number(),
  /** FOLLOW_CATEGORY: 1 普通跟进, 4 带看. */
  categoryType: z.number(),
  content: z.string(),
  /** Listings shown on a visit. */
  houses: z.array(z.object({ houseId: z.number(), title: z.string() })),
  userId: z.number(),
  userName: z.string(),
  createdAt: ZTime,
});
export type TCustomerFollowUp = z.output<typeof ZCustomerFollowUp>;

/** A change record (customerChangeRecord): what changed, who (0/'系统' for the out-to-public job) and when. */
export const ZCustomerChangeRecord = z.object({
  recordId: z.number(),
  /** CUSTOMER_RECORD_TYPE. */
  type: z.number(),
  typeName: z.string(),
  /** E.g. "价格：200-300万 → 250-350万；状态：有效 → 暂缓". */
  content: z.string(),
  userId: z.number(),
  userName: z.string(),
  createdAt: ZTime,
});
export type TCustomerChangeRecord = z.output<typeof ZCustomerChangeRecord>;

/** Why a listing and a customer fit: one reason per criterion that matched. */
export const ZMatchReason = z.object({
  /** 'price' | 'area' | 'layout' | 'community' | 'region'. */
  kind: z.string(),
  text: z.string(),
});
export const MATCH_REASON_NAMES: Record<string, string> = {
  price: '价格',
  area: '面积',
  layout: '户型',
  community: '小区',
  region: '区域',
};

/** A listing that fits a customer's intention (customerMatchHouses). */
export const ZMatchedHouse = z.object({
  houseId: z.number(),
  /** Listing type: 1 sale, 2 rent. */
  type: z.number(),
  title: z.string(),
  communityId: z.number(),
  communityName: z.string(),
  /** Sale: total 万元; rent: 元/月. */
  price: z.number().nullable(),
  area: z.number().nullable(),
  room: z.number(),
  hall: z.number(),
  /** 0–100: the share of the customer's criteria the listing meets. */
  score: z.number(),
  reasons: z.array(ZMatchReason),
});
export type TMatchedHouse = z.output<typeof ZMatchedHouse>;

/** A customer that fits a listing (/housing/v2/showCustomers). */
export const ZMatchedCustomer = ZCustomerRow.extend({ score: z.number(), reasons: z.array(ZMatchReason) });
export type TMatchedCustomer = z.output<typeof ZMatchedCustomer>;

/** customerPortrait: what the customer wants, drawn from the intention and the follow-ups. */
export const ZCustomerPortrait = z.object({
  customerId: z.number(),
  name: z.string(),
  customerType: z.number(),
  level: z.number(),
  /** One paragraph in plain Chinese, e.g. "意向购买西湖区文三路一带三室，预算300-350万…". */
  summary: z.string(),
  /** The intention as label/value pairs, only those filled in (预算, 面积, 户型, 意向小区 …). */
  points: z.array(z.object({ label: z.string(), value: z.string() })),
  tags: z.array(z.string()),
  /** 0–100: how warm the customer is (level, recency and number of follow-ups and visits). */
  heat: z.number(),
  activity: z.object({
    followCount: z.number(),
    visitCount: z.number(),
    lastFollowAt: ZTime,
    /** Days since the last follow-up, -1 without any. */
    daysSinceFollow: z.number(),
    /** Days with the current holder (0 in the public pool). */
    holdDays: z.number(),
  }),
  /** Follow-ups of the last 6 months, oldest first (a bar chart). */
  monthly: z.array(z.object({ month: z.string(), normal: z.number(), visit: z.number() })),
  /** Communities of the listings shown on visits, most visited first. */
  visitedCommunities: z.array(z.object({ communityName: z.string(), count: z.number() })),
  /** Words that recur in the follow-ups (e.g. 学区, 采光, 预算), most frequent first, up to 8. */
  keywords: z.array(z.object({ word: z.string(), count: z.number() })),
});
export type TCustomerPortrait = z.output<typeof ZCustomerPortrait>;
