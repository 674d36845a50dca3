import { RECHARGE_PERMISSION } from '@awb/contract/recharge-constants';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { companyApps } from '../app-use/company-app.table.ts';
import { rechargeOrders } from './recharge.table.ts';
import { rechargeKit } from './recharge-test-kit.ts';

/**
 * Every /recharge/v2 call but the gateway's notice needs 管理中心 › 充值购买: someone holding every other
 * permission of every app (whole company) is refused with the seeds' message and nothing changes;
 * someone holding just that item, and a manager, are answered (the gateway is the local fake, so
 * paying answers 200 too).
 */
const k = rechargeKit();
const A = DEMO.companyA.id;

/** A fresh pending order of company A, placed by its manager. */
async function orderOfA(): Promise<string> {
  const created = await k.post('/recharge/v2/orderCreate', { planId: await k.planId('manager-12') }, k.managerA);
  if (created.code !== 200) throw new Error(created.msg);
  return created.data.orderNo;
}
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

const CASES: TMatrixCases = {
  'GET /recharge/v2/companyApps': async () => get('/recharge/v2/companyApps'),
  'GET /recharge/v2/planList': async () => get('/recharge/v2/planList?appType=6'),
  'POST /recharge/v2/orderCreate': async () => post('/recharge/v2/orderCreate', { planId: await k.planId('sign-3') }),
  'GET /recharge/v2/orderDetail': async () => get(`/recharge/v2/orderDetail?orderNo=${await orderOfA()}`),
  'POST /recharge/v2/orderPay': async () => post('/recharge/v2/orderPay', { orderNo: await orderOfA(), payChannel: 1 }),
  'GET /recharge/v2/orderRecords': async () => get('/recharge/v2/orderRecords'),
};

const snapshot = () =>
  Promise.all([
    k.t.db.select().from(rechargeOrders).where(eq(rechargeOrders.companyId, A)),
    k.t.db.select().from(companyApps).where(eq(companyApps.companyId, A)),
  ]);
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && /^\/recharge\//.test(e.path));

describe('the recharge authorisation matrix', () => {
  it('has a case for every guarded call, all guarded by 充值购买', () => {
    expect(
      guarded()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
    for (const e of guarded()) expect(e.permission).toEqual(RECHARGE_PERMISSION);
  });

  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', async (key) => {
    const check = permissionMatrix({ t: k.t, companyId: A, cases: CASES, snapshot, manager: k.managerA });
    await check(key);
  });
});
