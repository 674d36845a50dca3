/**
 * Constants of the recharge centre (充值中心, seed 000 §1–§2 "Recharge"; docs/recharge.md). Imports no
 * Zod, so that the 我的 tab's entry and the app-use prompts stay light.
 */
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { MANAGER_ITEM } from './permissions.ts';

/** Every /recharge/v2 call (but the gateway's notify) needs 管理中心 › 充值购买; a manager always passes. */
export const RECHARGE_PERMISSION: TPermissionRef = { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.recharge };

/** The seeds' pages of the recharge centre. */
export const RECHARGE_PAGE = {
  index: 'pages/user/recharge/index',
  detail: 'pages/user/recharge/detail',
  record: 'pages/user/recharge/record',
  orderDetail: 'pages/user/recharge/order-detail',
} as const;

/** An order's state: 待支付 → 已支付 (the gateway's notify), or 已关闭 after ORDER_PAY_MINUTES; 已退款 by customer service. */
export const ORDER_STATE = { pending: 1, paid: 2, closed: 3, refunded: 4 } as const;
export const ORDER_STATE_NAMES: Record<number, string> = { 1: '待支付', 2: '已支付', 3: '已关闭', 4: '已退款' };

/** How the buyer pays through the gateway (0: not chosen yet). */
export const PAY_CHANNEL = { none: 0, wechat: 1, alipay: 2 } as const;
export const PAY_CHANNEL_NAMES: Record<number, string> = { 0: '', 1: '微信支付', 2: '支付宝' };

/** An unpaid order closes this many minutes after it was placed (the gateway is told the same deadline). */
export const ORDER_PAY_MINUTES = 30;

/** Purchase records per page. */
export const RECHARGE_PAGE_SIZE = 15;

/** How often the order page asks for the order's state while it waits for the payment (ms). */
export const ORDER_POLL_MS = 3000;

/** A company app's state as the recharge centre shows it. */
export const APP_STATE_NAMES = {
  open: '已开通',
  trial: '试用中',
  expired: '已到期',
  trialEnded: '试用已结束',
  notOpened: '未开通',
} as const;

export const RECHARGE_MSG = {
  orderCreated: '下单成功',
  planNotFound: '套餐不存在或已下架',
  orderNotFound: '订单不存在',
  orderPaid: '订单已支付，无需重复支付',
  orderClosed: '订单已关闭，请重新下单',
  orderRefunded: '订单已退款',
  payNotConfigured: '在线支付未开通，请联系客服',
  payUnavailable: '支付服务暂时不可用，请稍后重试',
  channelInvalid: '请选择支付方式',
  orderNoInvalid: '订单号格式不正确',
  notifySignInvalid: '签名校验失败',
  notifyAmountMismatch: '支付金额与订单金额不一致',
  notifyMerchantMismatch: '商户号不一致',
  notifyReceived: 'success',
  goPc: '请前往pc端购买!',
} as const;

/** An order number: `R` + company id + `A` + the Beijing time `yyyyMMddHHmmss` + 6 random digits. */
export const ORDER_NO_PATTERN = /^R(\d{1,15})A(\d{20})$/;

const CNY = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

/** Fen as yuan with two decimals and thousands separators: 198000 → `¥1,980.00`. */
export function yuan(fen: number): string {
  return CNY.format(fen / 100);
}
