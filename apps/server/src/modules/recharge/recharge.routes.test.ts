import { APP_TYPE, APP_USE_TYPE } from '@awb/contract/common/apps';
import { formatTime } from '@awb/contract/common/china-time';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { companyApps } from '../app-use/company-app.table.ts';
import { signQuotas } from '../sign/sign-contract.table.ts';
import { addMonths } from './order-rules.ts';
import { CONFIGURED_NOTIFY_URL, rechargeKit } from './recharge-test-kit.ts';

/**
 * The whole purchase on a real database with a local fake gateway: company B's e-signing has ended;
 * its manager picks a plan, orders, gets the pay link, pays on the gateway's cashier page, the gateway
 * posts its signed notice over HTTP, the order is paid and the app-use switch lets e-signing in again.
 */
const k = rechargeKit();
const B = DEMO.companyB.id;
const quotasB = () =>
  k.t.db
    .select({ contracts: signQuotas.contracts, source: signQuotas.source, periodEnd: signQuotas.periodEnd })
    .from(signQuotas)
    .where(eq(signQuotas.companyId, B))
    .orderBy(asc(signQuotas.id));
const signRow = async () => {
  const [row] = await k.t.db
    .select()
    .from(companyApps)
    .where(and(eq(companyApps.companyId, B), eq(companyApps.appType, APP_TYPE.sign)));
  return row;
};

describe('the demo’s purchase history', () => {
  it('is where every screen’s expiry comes from: 充值中心, 购买记录 and 经营统计 agree per app', async () => {
    const records = (await k.get('/recharge/v2/orderRecords', k.managerA)).data as {
      paidAt: string;
      granted: { appType: number; expire: string }[];
    }[];
    // The newest payment that granted an app says when it ends.
    const lastGrant = new Map<number, string>();
    for (const order of [...records].reverse()) for (const g of order.granted) lastGrant.set(g.appType, g.expire);
    const apps = (await k.get('/recharge/v2/companyApps', k.managerA)).data.apps as {
      appType: number;
      expire: string;
      daysLeft: number;
    }[];
    expect(apps.map((a) => [a.appType, a.expire])).toEqual(apps.map((a) => [a.appType, lastGrant.get(a.appType)]));
    // Not one date for every app: the books and 电子签约 were bought apart.
    expect(new Set(apps.map((a) => a.expire)).size).toBeGreaterThan(1);
    const account = (await k.get('/ManagementCenter/accountInfo', k.managerA)).data as {
      expirationDate: string;
      apps: { appType: number; expirationDate: string }[];
    };
    expect(account.apps.map((a) => [a.appType, a.expirationDate])).toEqual(
      apps.map((a) => [a.appType, lastGrant.get(a.appType)?.slice(0, 10)]),
    );
    expect(account.expirationDate).toBe(lastGrant.get(APP_TYPE.manager)?.slice(0, 10));
  });
});

describe('the recharge centre', () => {
  it('lists the company’s apps with their state, expiry and days left', async () => {
    await k.setAppB(APP_TYPE.sign, -1);
    await k.setAppB(APP_TYPE.contract, 10, true);
    const res = await k.get('/recharge/v2/companyApps', k.managerB);
    expect(res.code).toBe(200);
    expect(res.data.pendingOrderNo).toBe('');
    const byType = Object.fromEntries(res.data.apps.map((a: { appType: number }) => [a.appType, a]));
    expect(
      Object.keys(byType)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 5, 6, 88]);
    expect(byType[APP_TYPE.sign]).toMatchObject({
      appName: '电子签约',
      type: APP_USE_TYPE.expired,
      stateName: '已到期',
      daysLeft: 0,
      expire: '2026-11-22 09:00',
    });
    expect(byType[APP_TYPE.contract]).toMatchObject({ stateName: '试用中', isTrial: true, daysLeft: 10 });
    // B's 房源本 runs until the 房客源专业版（2年） it bought 60 days ago ends, as its purchase record says.
    const [bought] = (await k.get('/recharge/v2/orderRecords', k.managerB)).data.filter(
      (o: { planName: string }) => o.planName === '房客源专业版（2年）',
    );
    const houseGrant = bought.granted.find((g: { appType: number }) => g.appType === APP_TYPE.house);
    expect(byType[APP_TYPE.house]).toMatchObject({
      stateName: '已开通',
      type: APP_USE_TYPE.allowed,
      expire: houseGrant.expire,
    });
    expect(byType[APP_TYPE.house].daysLeft).toBeGreaterThan(660);
  });

  it('lists the plans on sale, all or those that open one app', async () => {
    const all = await k.get('/recharge/v2/planList', k.managerB);
    expect(all.total).toBe(8);
    expect(all.data[0]).toMatchObject({
      name: '房客源基础版（1年）',
      appNames: ['房源本', '客源本', '小区档案'],
      months: 12,
    });
    const sign = await k.get('/recharge/v2/planList?appType=6', k.managerB);
    expect(sign.data.map((p: { name: string }) => p.name)).toEqual(['电子签约（1年）', '电子签约（季度）']);
    expect(sign.data[0]).toMatchObject({ price: 298_000, seats: 10, appTypes: [6] });
    expect(await k.get('/recharge/v2/planList?appType=21', k.managerB)).toMatchObject({ code: 405 });
  });

  it('sells a plan end to end: order, pay link, the gateway’s notice, the app open again', async () => {
    const planId = await k.planId('sign-12');
    const created = await k.post('/recharge/v2/orderCreate', { planId }, k.managerB);
    expect(created).toMatchObject({
      code: 200,
      msg: '下单成功',
      data: {
        planName: '电子签约（1年）',
        amount: 298_000,
        state: 1,
        stateName: '待支付',
        userName: DEMO.users.managerB.name,
        createdAt: '2026-11-23 09:00',
        payBefore: '2026-11-23 09:30',
        paidAt: '',
        granted: [],
      },
    });
    const orderNo: string = created.data.orderNo;
    expect(orderNo).toMatch(new RegExp(`^R${B}A20261123090000\\d{6}$`));
    expect((await k.get('/recharge/v2/companyApps', k.managerB)).data.pendingOrderNo).toBe(orderNo);

    expect(await k.post('/recharge/v2/orderPay', { orderNo }, k.managerB)).toMatchObject({
      code: 405,
      msg: '请选择支付方式',
    });
    const pay = await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 1 }, k.managerB);
    expect(pay).toMatchObject({ code: 200, data: { orderNo, payChannel: 1, payBefore: '2026-11-23 09:30' } });
    expect(pay.data.payUrl).toMatch(new RegExp(`^${k.fake.url}/pay/cashier/`));
    expect(pay.data.qrCode).toBe(pay.data.payUrl);
    // What the gateway was asked: the order's amount, its deadline, and the configured notice address.
    expect(k.fake.payments.get(orderNo)).toMatchObject({
      amount: 298_000,
      channel: 'wechat',
      subject: '电子签约（1年）',
      notifyUrl: CONFIGURED_NOTIFY_URL,
      expireTime: Date.parse('2026-11-23T09:30:00+08:00') / 1000,
    });
    // Reopening the page with the same channel gives the same payment.
    const again = await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 1 }, k.managerB);
    expect(again.data.payUrl).toBe(pay.data.payUrl);
    expect(await k.get('/search/appUseSwitch?payStatusId=6', k.managerB)).toMatchObject({
      data: { type: APP_USE_TYPE.expired },
    });

    // The buyer pays on the cashier page; the gateway posts its notice to the server.
    k.t.clock.advance(5 * 60_000);
    const page = await (await fetch(`${pay.data.payUrl}/pay`, { method: 'POST' })).text();
    expect(page).toContain('支付成功，已通知商户');

    const until = addMonths(new Date('2026-11-23T09:05:00+08:00'), 12);
    const detail = await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerB);
    expect(detail.data).toMatchObject({
      state: 2,
      stateName: '已支付',
      payChannelName: '微信支付',
      paidAt: '2026-11-23 09:05',
      granted: [{ appType: 6, appName: '电子签约', expire: formatTime(until) }],
    });
    expect(formatTime(until)).toBe('2027-11-23 09:05');
    expect(await signRow()).toMatchObject({ expiresAt: until, isTrial: false });
    // The gate answers at once (its cached row was forgotten): allowed with the new expiry.
    expect((await k.get('/search/appUseSwitch?payStatusId=6', k.managerB)).data).toMatchObject({
      type: APP_USE_TYPE.allowed,
      expire: '2027-11-23 09:05',
      info: '',
    });
    expect(await k.get('/sign/companyInfo', k.managerB)).toMatchObject({ code: 200 });
    expect((await k.get('/recharge/v2/companyApps', k.managerB)).data.pendingOrderNo).toBe('');
    // The plan's 600 e-signing contracts are B's quota from the payment on (B had none: its submissions were 406).
    expect(await quotasB()).toEqual([{ contracts: 600, source: `recharge:${orderNo}`, periodEnd: until }]);

    // Paying again is refused; the purchase is in the records.
    expect(await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 2 }, k.managerB)).toMatchObject({
      code: 405,
      msg: '订单已支付，无需重复支付',
    });
    // After the demo's two purchases of company B.
    const records = await k.get('/recharge/v2/orderRecords', k.managerB);
    expect(records.total).toBe(3);
    expect(records.data[0]).toMatchObject({ orderNo, state: 2, amount: 298_000 });
  });

  it('extends a running paid period from its end, not from today', async () => {
    const before = (await signRow())?.expiresAt as Date;
    const created = await k.post('/recharge/v2/orderCreate', { planId: await k.planId('sign-3') }, k.managerB);
    const orderNo = created.data.orderNo;
    await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 2 }, k.managerB);
    expect((await k.fake.pay(orderNo)).body).toContain('"code":200');
    expect((await signRow())?.expiresAt).toEqual(addMonths(before, 3));
    // Its 150 contracts add to the 600 still unused; the quota lasts until the later end.
    expect((await quotasB()).at(-1)).toMatchObject({ contracts: 750, source: `recharge:${orderNo}` });
    const records = await k.get('/recharge/v2/orderRecords?pagesize=1', k.managerB);
    expect(records).toMatchObject({ total: 4, data: [{ orderNo, payChannelName: '支付宝' }] });
  });

  it('opens an app never opened and every app of a bundle, from the payment', async () => {
    await k.setAppB(APP_TYPE.manager, -30, true);
    const created = await k.post('/recharge/v2/orderCreate', { planId: await k.planId('books-pro-12') }, k.managerB);
    const orderNo = created.data.orderNo;
    expect(created.data.appNames).toEqual(['房源本', '客源本', '小区档案', '合同管理', '管理中心']);
    await k.post('/recharge/v2/orderPay', { orderNo, payChannel: 1 }, k.managerB);
    await k.fake.pay(orderNo);
    const detail = await k.get(`/recharge/v2/orderDetail?orderNo=${orderNo}`, k.managerB);
    const granted = Object.fromEntries(
      detail.data.granted.map((g: { appType: number; expire: string }) => [g.appType, g.expire]),
    );
    // 管理中心's ended trial starts from the payment; the house book's paid period is extended from its end.
    expect(granted[APP_TYPE.manager]).toBe(formatTime(addMonths(k.t.clock.now(), 12)));
    expect(granted[APP_TYPE.house] > '2029-09-01').toBe(true);
    expect((await k.get('/search/appUseSwitch?payStatusId=88', k.managerB)).data.type).toBe(APP_USE_TYPE.allowed);
  });

  it('makes one order of a double tap (Idempotency-Key)', async () => {
    const planId = await k.planId('contract-12');
    const key = { 'idempotency-key': 'recharge-test-0001' };
    const first = await k.post('/recharge/v2/orderCreate', { planId }, k.managerB, key);
    const second = await k.post('/recharge/v2/orderCreate', { planId }, k.managerB, key);
    expect(second.data.orderNo).toBe(first.data.orderNo);
    expect(await k.post('/recharge/v2/orderCreate', { planId: 999_999 }, k.managerB)).toMatchObject({
      code: 405,
      msg: '套餐不存在或已下架',
    });
  });
});
