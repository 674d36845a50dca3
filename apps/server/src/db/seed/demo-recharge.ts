import { ORDER_STATE, PAY_CHANNEL } from '@awb/contract/recharge-constants';
import { inArray } from 'drizzle-orm';
import { addMonths, newOrderNo, payDeadline } from '../../modules/recharge/order-rules.ts';
import { ensurePlanCatalogue } from '../../modules/recharge/plan-catalogue.ts';
import { rechargeOrders, rechargePlans } from '../../modules/recharge/recharge.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const DAY = 86_400_000;

/**
 * The plan catalogue, and company A's purchase history (docs/recharge.md): three paid orders placed by
 * its manager (the purchase records) and one that closed unpaid. Company A's apps were opened by the
 * demo itself (years ahead), so these orders do not move them again.
 */
export async function seedDemoRecharge(tx: TExecutor, ids: TDemoIds): Promise<void> {
  await ensurePlanCatalogue(tx);
  const plans = await tx
    .select()
    .from(rechargePlans)
    .where(inArray(rechargePlans.code, ['books-pro-12', 'sign-12', 'sign-3', 'books-basic-6']));
  const byCode = new Map(plans.map((p) => [p.code, p]));
  const history = [
    { code: 'books-pro-12', daysAgo: 320, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.101 },
    { code: 'sign-3', daysAgo: 200, state: ORDER_STATE.paid, channel: PAY_CHANNEL.alipay, seq: 0.202 },
    { code: 'books-basic-6', daysAgo: 45, state: ORDER_STATE.closed, channel: PAY_CHANNEL.wechat, seq: 0.303 },
    { code: 'sign-12', daysAgo: 30, state: ORDER_STATE.paid, channel: PAY_CHANNEL.wechat, seq: 0.404 },
  ];
  for (const h of history) {
    const plan = byCode.get(h.code);
    if (!plan) continue;
    const createdAt = new Date(ids.now - h.daysAgo * DAY);
    const paid = h.state === ORDER_STATE.paid;
    const paidAt = new Date(createdAt.getTime() + 3 * 60_000);
    const orderNo = newOrderNo(ids.companyA, createdAt, () => h.seq);
    await tx.insert(rechargeOrders).values({
      companyId: ids.companyA,
      orderNo,
      planId: plan.id,
      appTypes: plan.appTypes,
      months: plan.months,
      seats: plan.seats,
      signContracts: plan.signContracts,
      amount: plan.price,
      state: h.state,
      payChannel: h.channel,
      tradeNo: paid ? `DEMO${orderNo.slice(-12)}` : '',
      userId: ids.users.managerA,
      createdAt,
      payBefore: payDeadline(createdAt),
      paidAt: paid ? paidAt : null,
      closedAt: paid ? null : payDeadline(createdAt),
      granted: paid
        ? plan.appTypes.map((appType) => ({ appType, expiresAt: addMonths(paidAt, plan.months).toISOString() }))
        : [],
    });
  }
}
