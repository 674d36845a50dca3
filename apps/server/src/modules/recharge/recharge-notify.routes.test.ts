import { APP_TYPE } from '@awb/contract/common/apps';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { companyApps } from '../app-use/company-app.table.ts';
import { signed } from './payment/pay-signature.ts';
import { rechargeOrders } from './recharge.table.ts';
import { rechargeKit } from './recharge-test-kit.ts';

/**
 * The gateway's notice and what must never pass it: a forged signature, another merchant, a wrong
 * amount, a repeat; a late payment of a closed order; a lost notice; another company's order; a
 * member who may not buy.
 */
const k = rechargeKit();
const B = DEMO.companyB.id;
const envelope = (body: string) => JSON.parse(body) as { code: number; msg: string };

/** A pending order of company B for e-signing (1 year), with its payment at the gateway. */
async function pendingOrder(): Promise<string> {
  const created = await k.post('/recharge/v2/orderCreate', { planId: await k.planId('sign-12') }, k.managerB);
  const orderNo: string = created.data.orderNo;
  const pay = await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 1 }, k.managerB);
  if (pay.code !== 200) throw new Error(pay.msg);
  return orderNo;
}
const orderRow = async (orderNo: string) => {
  const [row] = await k.t.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row;
};
const signExpiry = async () => {
  const [row] = await k.t.db
    .select()
    .from(companyApps)
    .where(and(eq(companyApps.companyId, B), eq(companyApps.appType, APP_TYPE.sign)));
  return row?.expiresAt;
};

describe('POST /recharge/v2/payNotify', () => {
  it('refuses a forged signature and a notice of another merchant, and changes nothing', async () => {
    const orderNo = await pendingOrder();
    const before = await signExpiry();
    const forged = await k.fake.pay(orderNo, { key: 'not-the-merchant-key' });
    expect(envelope(forged.body)).toMatchObject({ code: 405, msg: '签名校验失败' });
    const zeros = await k.fake.pay(orderNo, { sign: '0'.repeat(64) });
    expect(envelope(zeros.body)).toMatchObject({ code: 405, msg: '签名校验失败' });
    const payment = k.fake.payments.get(orderNo);
    const otherMerchant = signed(
      { merchantId: 'M999', orderNo, tradeNo: payment?.tradeNo ?? '', amount: 298_000, status: 'SUCCESS', nonce: 'n1' },
      k.fake.key,
    );
    expect(await k.t.call({ method: 'POST', url: '/recharge/v2/payNotify', payload: otherMerchant })).toMatchObject({
      code: 405,
      msg: '商户号不一致',
    });
    expect(await orderRow(orderNo)).toMatchObject({ state: 1, paidAt: null });
    expect(await signExpiry()).toEqual(before);
  });

  it('refuses a notice whose amount is not the order’s', async () => {
    const orderNo = await pendingOrder();
    const before = await signExpiry();
    const answer = await k.fake.pay(orderNo, { amount: 1 });
    expect(envelope(answer.body)).toMatchObject({ code: 405, msg: '支付金额与订单金额不一致' });
    expect(await orderRow(orderNo)).toMatchObject({ state: 1 });
    expect(await signExpiry()).toEqual(before);
  });

  it('acts once: a repeated notice is acknowledged and changes nothing', async () => {
    const orderNo = await pendingOrder();
    expect(envelope((await k.fake.pay(orderNo)).body)).toMatchObject({ code: 200, msg: 'success' });
    const paid = await orderRow(orderNo);
    const expiry = await signExpiry();
    for (let i = 0; i < 3; i += 1) {
      k.t.clock.advance(60_000);
      expect(envelope((await k.fake.renotify(orderNo)).body)).toMatchObject({ code: 200 });
    }
    expect(await orderRow(orderNo)).toEqual(paid);
    expect(await signExpiry()).toEqual(expiry);
  });

  it('answers 404 for an order no company has, without telling whose it could be', async () => {
    const ghost = signed(
      {
        merchantId: k.fake.merchantId,
        orderNo: 'R2A20261123090000999999',
        tradeNo: 'T1',
        amount: 1,
        status: 'SUCCESS',
        nonce: 'x',
      },
      k.fake.key,
    );
    expect(await k.t.call({ method: 'POST', url: '/recharge/v2/payNotify', payload: ghost })).toMatchObject({
      code: 404,
      msg: '订单不存在',
    });
  });
});

describe('closing unpaid orders and lost notices', () => {
  it('closes an order 30 minutes after it was placed; a payment taken late still counts', async () => {
    const orderNo = await pendingOrder();
    k.t.clock.advance(29 * 60_000);
    expect((await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerB)).data.state).toBe(1);
    k.t.clock.advance(60_000);
    const closed = await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerB);
    expect(closed.data).toMatchObject({ state: 3, stateName: '已关闭', closedAt: closed.data.payBefore });
    expect(await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 2 }, k.managerB)).toMatchObject({
      code: 405,
      msg: '订单已关闭，请重新下单',
    });
    // The gateway took the money just before its own deadline and its notice arrives now.
    const before = await signExpiry();
    expect(envelope((await k.fake.pay(orderNo)).body)).toMatchObject({ code: 200 });
    expect(await orderRow(orderNo)).toMatchObject({ state: 2, closedAt: null });
    expect((await signExpiry())?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
  });

  it('asks the gateway about a pending order whose notice was lost', async () => {
    const orderNo = await pendingOrder();
    const payment = k.fake.payments.get(orderNo);
    if (payment) payment.status = 'SUCCESS';
    const detail = await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerB);
    expect(detail.data).toMatchObject({ state: 2, stateName: '已支付' });
    expect(detail.data.granted).toHaveLength(1);
  });
});

describe('who may buy, and whose orders', () => {
  it('answers 404 for another company’s order', async () => {
    const orderNo = await pendingOrder();
    expect(await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerA)).toMatchObject({
      code: 404,
      msg: '订单不存在',
    });
    expect(await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 1 }, k.managerA)).toMatchObject({
      code: 404,
    });
    // A's records are A's own (the demo's purchases), never B's.
    const records = await k.get('/recharge/v2/orderRecords', k.managerA);
    expect(records.total).toBe(4);
    expect(records.data.every((o: { orderNo: string }) => o.orderNo.startsWith(`R${DEMO.companyA.id}A`))).toBe(true);
  });

  it('refuses a member without 充值购买', async () => {
    const refusal = { code: 403, msg: '您没有权限，请联系管理员设置相关权限' };
    expect(await k.get('/recharge/v2/companyApps', k.agentB)).toMatchObject(refusal);
    expect(await k.get('/recharge/v2/planList', k.agentB)).toMatchObject(refusal);
    expect(await k.post('/recharge/v2/orderCreate', { planId: await k.planId('sign-12') }, k.agentB)).toMatchObject(
      refusal,
    );
    expect(await k.get('/recharge/v2/orderRecords', k.agentB)).toMatchObject(refusal);
  });
});
