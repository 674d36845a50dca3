import { ORDER_STATE, PAY_CHANNEL } from '@awb/contract/recharge-constants';
import { inArray } from 'drizzle-orm';
import { appUseService } from '../../modules/app-use/app-use.service.ts';
import { newOrderNo, payDeadline, replayPaidOrders } from '../../modules/recharge/order-rules.ts';
import { ensurePlanCatalogue } from '../../modules/recharge/plan-catalogue.ts';
import { rechargeOrders, rechargePlans } from '../../modules/recharge/recharge.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';

const DAY = 86_400_000;

type TDemoOrder = { code: string; daysAgo: number; state: number; channel: number; seq: number };

/**
 * The demo's purchase history, the one source of its apps' expiries (docs/recharge.md "Demo"). Company
 * A bought 房客源专业版（2年） and renewed it a month ago before its end, let a quarter of 电子签约
 * lapse and bought a year of it again, and left one order unpaid; company B bought both two months ago.
 * Every plan keeps the six sold apps open well past the tests' clock.
 */
export const DEMO_RECHARGE_HISTORY: Record<'companyA' | 'companyB', readonly TDemoOrder[]> = {
  companyA: [
    { code: 'books-pro-24', daysAgo: 400, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.101 },
    { code: 'sign-3', daysAgo: 200, state: ORDER_STATE.paid, channel: PAY_CHANNEL.alipay, seq: 0.202 },
    { code: 'sign-12', daysAgo: 100, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.303 },
    { code: 'books-basic-6', daysAgo: 45, state: ORDER_STATE.closed, channel: PAY_CHANNEL.wechat, seq: 0.404 },
    { code: 'books-pro-24', daysAgo: 30, state: ORDER_STATE.paid, channel: PAY_CHANNEL.alipay, seq: 0.505 },
  ],
  companyB: [
    { code: 'books-pro-24', daysAgo: 60, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.111 },
    { code: 'sign-12', daysAgo: 60, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.222 },
  ],
};

/**
 * Writes a company's purchase history (paid orders with what each granted, and the closed one) and
 * opens its apps until the expiries those payments add up to, by the rule paying applies.
 * Returns each app's expiry.
 */
export async function seedDemoRecharge(
  tx: TExecutor,
  company: { id: number; managerId: number; history: readonly TDemoOrder[] },
  now: number,
): Promise<Map<number, Date>> {
  await ensurePlanCatalogue(tx);
  const plans = await tx
    .select()
    .from(rechargePlans)
    .where(inArray(rechargePlans.code, [...new Set(company.history.map((h) => h.code))]));
  const byCode = new Map(plans.map((p) => [p.code, p]));
  const orders = company.history.flatMap((h) => {
    const plan = byCode.get(h.code);
    if (!plan) return [];
    const createdAt = new Date(now - h.daysAgo * DAY);
    return [{ ...h, plan, createdAt, paidAt: new Date(createdAt.getTime() + 3 * 60_000) }];
  });
  const paid = orders.filter((o) => o.state === ORDER_STATE.paid);
  const { granted, expiries } = replayPaidOrders(
    paid.map((o) => ({ paidAt: o.paidAt, appTypes: o.plan.appTypes, months: o.plan.months })),
  );
  for (const o of orders) {
    const isPaid = o.state === ORDER_STATE.paid;
    const orderNo = newOrderNo(company.id, o.createdAt, () => o.seq);
    const grants = isPaid ? (granted[paid.indexOf(o)] ?? []) : [];
    await tx.insert(rechargeOrders).values({
      companyId: company.id,
      orderNo,
      planId: o.plan.id,
      appTypes: o.plan.appTypes,
      months: o.plan.months,
      seats: o.plan.seats,
      signContracts: o.plan.signContracts,
      amount: o.plan.price,
      state: o.state,
      payChannel: o.channel,
      tradeNo: isPaid ? `DEMO${orderNo.slice(-12)}` : '',
      userId: company.managerId,
      createdAt: o.createdAt,
      payBefore: payDeadline(o.createdAt),
      paidAt: isPaid ? o.paidAt : null,
      closedAt: isPaid ? null : payDeadline(o.createdAt),
      granted: grants.map((g) => ({ appType: g.appType, expiresAt: g.expiresAt.toISOString() })),
    });
  }
  for (const [appType, expiresAt] of expiries) await appUseService.open(tx, company.id, appType, expiresAt);
  return expiries;
}
