import { z } from 'zod';
import { APP_NAMES, GATED_APPS } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZTime } from './common/time-fields.ts';
import {
  ORDER_NO_PATTERN,
  PAY_CHANNEL,
  PAY_CHANNEL_NAMES,
  RECHARGE_MSG,
  RECHARGE_PAGE_SIZE,
  RECHARGE_PERMISSION,
} from './recharge-constants.ts';

/**
 * 充值中心 (seed 000 §1 "recharge or buy company plans", §2 pages/user/recharge/*): the company's apps
 * and how long they last, the plan catalogue, orders paid through an outside payment gateway, and the
 * purchase records. The seeds show no call or field of it: every shape here is designed, in
 * docs/recharge.md. Every call but the gateway's notify needs 管理中心 › 充值购买 (a manager always).
 */

const rc = (path: string) => `/recharge/v2/${path}`;

export const ZOrderNo = z
  .string({ error: RECHARGE_MSG.orderNoInvalid })
  .trim()
  .regex(ORDER_NO_PATTERN, RECHARGE_MSG.orderNoInvalid);

const ZPayChannel = withLabels(
  numeric({ error: RECHARGE_MSG.channelInvalid })
    .int(RECHARGE_MSG.channelInvalid)
    .refine((v) => v === PAY_CHANNEL.wechat || v === PAY_CHANNEL.alipay, RECHARGE_MSG.channelInvalid),
  { 1: PAY_CHANNEL_NAMES[1] ?? '', 2: PAY_CHANNEL_NAMES[2] ?? '' },
);

/** 0: every plan; otherwise the plans that open this app. */
const ZAppFilter = withLabels(
  numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => v === 0 || (GATED_APPS as readonly number[]).includes(v), '未知的应用类型')
    .default(0),
  { 0: '全部', ...Object.fromEntries(GATED_APPS.map((a) => [a, APP_NAMES[a] ?? ''])) },
);

/** One of the company's sold apps, as the recharge centre lists it. */
export const ZCompanyApp = z.object({
  appType: z.number(),
  appName: z.string(),
  /** APP_USE_TYPE of the app-use switch: 0 allowed, 1 not opened (or trial over), 2 expired, 3 never opened. */
  type: z.number(),
  /** 已开通 / 试用中 / 已到期 / 试用已结束 / 未开通. */
  stateName: z.string(),
  isTrial: z.boolean(),
  /** When access ends ('' when never opened). */
  expire: ZTime,
  /** Whole days left, rounded up; 0 once ended or never opened. */
  daysLeft: z.number(),
});
export type TCompanyApp = z.output<typeof ZCompanyApp>;

export const ZCompanyApps = z.object({
  apps: z.array(ZCompanyApp),
  /** The company's order still waiting for payment ('' when none): the centre offers to finish it. */
  pendingOrderNo: z.string(),
});
export type TCompanyApps = z.output<typeof ZCompanyApps>;

export const ZRechargePlan = z.object({
  planId: z.number(),
  name: z.string(),
  description: z.string(),
  /** The apps the plan opens (or extends), with their names. */
  appTypes: z.array(z.number()),
  appNames: z.array(z.string()),
  /** How long each app is opened or extended, in calendar months. */
  months: z.number(),
  /** Accounts the plan is sold for (shown; not enforced by the server, docs/recharge.md). */
  seats: z.number(),
  /** 电子签约 contracts (份数) the plan adds (0: none). */
  signContracts: z.number(),
  /** Price in fen (分), and the list price before discount (0: none). */
  price: z.number(),
  originalPrice: z.number(),
  /** A badge such as 推荐 or 限时优惠 ('' for none). */
  tag: z.string(),
});
export type TRechargePlan = z.output<typeof ZRechargePlan>;

export const ZGrantedApp = z.object({ appType: z.number(), appName: z.string(), expire: ZTime });

export const ZRechargeOrder = z.object({
  orderNo: z.string(),
  planId: z.number(),
  /** The plan as it was bought (a later change of the catalogue does not change the order). */
  planName: z.string(),
  appTypes: z.array(z.number()),
  appNames: z.array(z.string()),
  months: z.number(),
  seats: z.number(),
  signContracts: z.number(),
  /** Amount in fen (分). */
  amount: z.number(),
  /** ORDER_STATE: 1 待支付, 2 已支付, 3 已关闭, 4 已退款. */
  state: z.number(),
  stateName: z.string(),
  /** PAY_CHANNEL: 0 not chosen, 1 微信支付, 2 支付宝. */
  payChannel: z.number(),
  payChannelName: z.string(),
  /** Who placed the order. */
  userName: z.string(),
  createdAt: ZTime,
  /** An unpaid order closes at this moment. */
  payBefore: ZTime,
  paidAt: ZTime,
  closedAt: ZTime,
  /** After payment: each app's new expiry. */
  granted: z.array(ZGrantedApp),
});
export type TRechargeOrder = z.output<typeof ZRechargeOrder>;

export const ZOrderPayment = z.object({
  orderNo: z.string(),
  payChannel: z.number(),
  /** The gateway's cashier page (opened in a new window) and the content of its QR code. */
  payUrl: z.string(),
  qrCode: z.string(),
  payBefore: ZTime,
});
export type TOrderPayment = z.output<typeof ZOrderPayment>;

/** The gateway's signed payment notice (docs/recharge.md "Gateway protocol"). */
export const ZPayNotify = z.object({
  merchantId: z.string().trim().min(1, MSG.invalidParams).max(64, MSG.invalidParams),
  orderNo: ZOrderNo,
  tradeNo: z.string().trim().min(1, MSG.invalidParams).max(64, MSG.invalidParams),
  /** Paid amount in fen; must equal the order's. */
  amount: numeric({ error: MSG.invalidParams }).int(MSG.invalidParams).positive(MSG.invalidParams).max(1e10),
  /** SUCCESS acts; any other status is acknowledged and changes nothing. */
  status: z.string().trim().min(1, MSG.invalidParams).max(16, MSG.invalidParams),
  nonce: z.string().trim().min(1, MSG.invalidParams).max(64, MSG.invalidParams),
  /** HMAC-SHA256 (hex) of the other fields, sorted by name as `k=v&…`, with the merchant key. */
  sign: z
    .string({ error: RECHARGE_MSG.notifySignInvalid })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, RECHARGE_MSG.notifySignInvalid),
});
export type TPayNotify = z.output<typeof ZPayNotify>;

export const rechargeEndpoints = {
  companyApps: endpoint({
    method: 'GET',
    path: rc('companyApps'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    summary: "充值中心: the company's sold apps with their state, expiry and days left",
    response: ZEnvelope(ZCompanyApps),
  }),
  planList: endpoint({
    method: 'GET',
    path: rc('planList'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    summary: 'The plans on sale (套餐), optionally those that open one app',
    query: z.object({ appType: ZAppFilter }),
    response: ZListEnvelope(ZRechargePlan),
  }),
  orderCreate: endpoint({
    method: 'POST',
    path: rc('orderCreate'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    idempotent: true,
    summary: 'Place an order for a plan (立即购买): 待支付 until paid, closed after 30 minutes',
    body: z.object({ planId: ZId }),
    response: ZEnvelope(ZRechargeOrder),
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: rc('orderDetail'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    summary: "One of the company's orders; a pending one is checked with the gateway",
    query: z.object({ orderNo: ZOrderNo }),
    response: ZEnvelope(ZRechargeOrder),
  }),
  orderPay: endpoint({
    method: 'POST',
    path: rc('orderPay'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    summary: 'Start paying a pending order: the pay link and QR content of the gateway (503 when not configured)',
    body: z.object({ orderNo: ZOrderNo, payChannel: ZPayChannel }),
    response: ZEnvelope(ZOrderPayment),
  }),
  orderRecords: endpoint({
    method: 'GET',
    path: rc('orderRecords'),
    auth: 'member',
    permission: RECHARGE_PERMISSION,
    summary: "购买记录: the company's paid (and refunded) orders, newest payment first",
    query: z.object({ pageindex: ZPageIndex, pagesize: ZPageSize(RECHARGE_PAGE_SIZE) }),
    response: ZListEnvelope(ZRechargeOrder),
  }),
  payNotify: endpoint({
    method: 'POST',
    path: rc('payNotify'),
    auth: 'none',
    summary: "The payment gateway's signed notice (no session): marks the order paid and opens its apps, once",
    body: ZPayNotify,
    response: ZEnvelope(ZEmpty),
  }),
} as const;
