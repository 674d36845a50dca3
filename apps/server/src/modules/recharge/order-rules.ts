import { CHINA_OFFSET_MS } from '@awb/contract/common/china-time';
import { ORDER_NO_PATTERN, ORDER_PAY_MINUTES } from '@awb/contract/recharge-constants';

/**
 * The pure rules of an order (docs/recharge.md): its number, its payment deadline, and how far a paid
 * plan moves an app's expiry.
 */

/** `R<company>A<yyyyMMddHHmmss Beijing><6 random digits>`: unique per company, and it names the company. */
export function newOrderNo(companyId: number, now: Date, random: () => number = Math.random): string {
  const stamp = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  const tail = String(Math.floor(random() * 1_000_000)).padStart(6, '0');
  return `R${companyId}A${stamp}${tail}`;
}

/** The company an order number belongs to, or undefined for a malformed one. */
export function companyOfOrderNo(orderNo: string): number | undefined {
  const m = ORDER_NO_PATTERN.exec(orderNo);
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** An unpaid order closes ORDER_PAY_MINUTES after it was placed. */
export function payDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ORDER_PAY_MINUTES * 60_000);
}

/**
 * `months` calendar months after a moment, on the Beijing calendar; a day the target month lacks
 * becomes its last day (Jan 31 + 1 month = Feb 28/29), as contracts and app stores count a month.
 */
export function addMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + CHINA_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - CHINA_OFFSET_MS);
}

/**
 * The new expiry of an app a paid plan opens: a paid period still running is extended from its end;
 * an app never opened, ended, or on trial starts from the payment (a trial's days are not added).
 */
export function extendedExpiry(
  current: { expiresAt: Date; isTrial: boolean } | undefined,
  paidAt: Date,
  months: number,
): Date {
  const from = current && !current.isTrial && current.expiresAt > paidAt ? current.expiresAt : paidAt;
  return addMonths(from, months);
}

export type TPaidPlan = { paidAt: Date; appTypes: readonly number[]; months: number };

/**
 * Each app's expiry after a company's paid orders, replayed in payment order with the rule paying
 * applies (`extendedExpiry`): `granted[i]` is what order i wrote, `expiries` what the apps end with.
 * The demo's history is built with it, so its purchase records and its apps tell one story.
 */
export function replayPaidOrders(orders: readonly TPaidPlan[]): {
  granted: { appType: number; expiresAt: Date }[][];
  expiries: Map<number, Date>;
} {
  const expiries = new Map<number, Date>();
  const granted = [...orders]
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order.paidAt.getTime() - b.order.paidAt.getTime())
    .map(({ order, index }) => {
      const grants = order.appTypes.map((appType) => {
        const current = expiries.get(appType);
        const expiresAt = extendedExpiry(current && { expiresAt: current, isTrial: false }, order.paidAt, order.months);
        expiries.set(appType, expiresAt);
        return { appType, expiresAt };
      });
      return { index, grants };
    })
    .sort((a, b) => a.index - b.index)
    .map((g) => g.grants);
  return { granted, expiries };
}
