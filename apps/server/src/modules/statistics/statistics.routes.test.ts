import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE, MANAGER_ITEM } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { contractRepository } from '../contract/contract.repository.ts';
import { customers } from '../customer/customer.table.ts';
import { customerKit } from '../customer/customer-test-kit.ts';
import { addListing, firstCommunity, rentBody, saleBody } from '../housing/housing-fixtures.ts';

const { t, manager, agent, managerB } = setupFileApp({ manager: 'managerA', agent: 'agentA', managerB: 'managerB' });
const kit = customerKit(t);
const A = DEMO.companyA.id;
const MC = '/ManagementCenter';
const today = { dateType: 1 };

let managerId: number;
let communityId: number;
beforeAll(async () => {
  managerId = await userIdOf(t, DEMO.users.managerA.phone);
  communityId = (await firstCommunity(t, A)).communityId;
});

const post = (path: string, headers: THeaders, payload: object = {}) =>
  t.call({ method: 'POST', url: `${MC}/${path}`, headers, payload });
const get = (url: string, headers: THeaders) => t.call({ method: 'GET', url, headers });
const business = async (headers: THeaders, body: object = today) => {
  const res = await post('businessStatistics', headers, body);
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

describe('businessStatistics', () => {
  it("counts the period's new listings, customers, follow-ups and visits, with a daily series", async () => {
    const before = await business(manager);
    const beforeB = await business(managerB);
    await addListing(t, manager, saleBody(communityId));
    const customerId = await kit.add(manager);
    expect(
      (await kit.post('/customer/v2/customerfollowUp', manager, { customerId, categoryType: 4, content: '带看' })).code,
    ).toBe(200);
    expect(
      (await kit.post('/customer/v2/customerfollowUp', manager, { customerId, categoryType: 1, content: '电话' })).code,
    ).toBe(200);
    expect((await kit.post('/customer/v2/customerTransactionStatus', manager, { customerId, status: 1 })).code).toBe(
      200,
    );

    const after = await business(manager);
    expect(after.period).toEqual({ dateType: 1, startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(after.summary.newHouseCount).toBe(before.summary.newHouseCount + 1);
    expect(after.summary.newCustomerCount).toBe(before.summary.newCustomerCount + 1);
    expect(after.summary.customerFollowCount).toBe(before.summary.customerFollowCount + 2);
    expect(after.summary.visitCount).toBe(before.summary.visitCount + 1);
    expect(after.summary.dealCount).toBe(before.summary.dealCount + 1);
    expect(after.series).toHaveLength(1);
    expect(after.series[0]).toMatchObject({ date: '2026-11-23', ...after.summary });
    // Company B never sees A's rows.
    expect(await business(managerB)).toEqual(beforeB);
  });

  it('gives one series entry per day of the period, days without activity as zeros', async () => {
    const data = await business(manager, { dateType: 3 });
    expect(data.period).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(data.series).toHaveLength(23);
    const sum = data.series.reduce((s: number, d: { newHouseCount: number }) => s + d.newHouseCount, 0);
    expect(sum).toBe(data.summary.newHouseCount);
    const week = await business(manager, { dateType: 2 });
    expect(week.period).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-23' });
    const year = await business(manager, { dateType: 4 });
    expect(year.period).toMatchObject({ startDate: '2026-01-01' });
    expect(year.summary.newHouseCount).toBeGreaterThan(data.summary.newHouseCount);
  });

  it('refuses bad periods with Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ dateType: 5 }, '请选择开始日期和结束日期'],
      [{ dateType: 5, startDate: '2026-11-20', endDate: '2026-11-01' }, '开始日期不能晚于结束日期'],
      [{ dateType: 5, startDate: '2025-01-01', endDate: '2026-11-01' }, '自定义时间范围不能超过366天'],
      [{ dateType: 5, startDate: '2026-02-30', endDate: '2026-03-01' }, '日期格式不正确'],
      [{ dateType: 9 }, '时间类型不正确'],
      [{ dateType: 1, type: 7 }, '统计类型不正确'],
    ];
    for (const [body, msg] of cases) {
      expect(await post('businessStatistics', manager, body), msg).toMatchObject({ code: 405, msg });
    }
    const custom = await business(manager, { dateType: 5, startDate: '2026-11-01', endDate: '2026-11-23' });
    expect(custom.series).toHaveLength(23);
  });
});

describe('the tables', () => {
  it('lists listings per department, adding up to the total, and per agent when narrowed', async () => {
    const res = await post('houseStatisticsTabelV2', manager, { dateType: 4 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.groupBy).toBe('dept');
    expect(res.data.rows.length).toBeGreaterThan(0);
    for (const key of ['newCount', 'followCount', 'keyCount', 'entrustCount', 'surveyCount']) {
      expect(
        res.data.rows.reduce((s: number, r: Record<string, number>) => s + (r[key] ?? 0), 0),
        key,
      ).toBe(res.data.total[key]);
    }
    expect(res.data.total.newCount).toBeGreaterThan(0);

    const saleBefore = await post('houseStatisticsTabelV2', manager, { dateType: 1, type: 1, userIds: [managerId] });
    const rentBefore = await post('houseStatisticsTabelV2', manager, { dateType: 1, type: 2, userIds: [managerId] });
    await addListing(t, manager, rentBody(communityId));
    const sale = await post('houseStatisticsTabelV2', manager, { dateType: 1, type: 1, userIds: [managerId] });
    const rent = await post('houseStatisticsTabelV2', manager, { dateType: 1, type: 2, userIds: [managerId] });
    expect(rent.data.groupBy).toBe('user');
    expect(rent.data.rows).toEqual([expect.objectContaining({ id: managerId, name: DEMO.users.managerA.name })]);
    expect(rent.data.total.newCount).toBe(rentBefore.data.total.newCount + 1);
    expect(sale.data.total).toEqual(saleBefore.data.total);
  });

  it('lists customers per department and per agent', async () => {
    const byDept = await post('customerStatisticsTabelV2', manager, { dateType: 4 });
    expect(byDept.code, byDept.msg).toBe(200);
    expect(byDept.data.groupBy).toBe('dept');
    const before = await post('customerStatisticsTabelV2', manager, { dateType: 1, userIds: `${managerId}` });
    const id = await kit.add(manager, { customerType: 2 });
    expect((await kit.post('/customer/v2/customerToPublic', manager, { customerId: id })).code).toBe(200);
    const after = await post('customerStatisticsTabelV2', manager, { dateType: 1, userIds: `${managerId}` });
    expect(after.data.total.newCount).toBe(before.data.total.newCount + 1);
    expect(after.data.total.publicCount).toBe(before.data.total.publicCount + 1);
    const sale = await post('customerStatisticsTabelV2', manager, { dateType: 1, type: 1, userIds: [managerId] });
    expect(sale.data.total.publicCount).toBe(before.data.total.publicCount);
  });

  it("never counts another company's people, even by id", async () => {
    const res = await post('houseStatisticsTabelV2', managerB, { dateType: 4, userIds: [managerId] });
    expect(res.data.rows).toEqual([]);
    expect(Object.values(res.data.total).every((n) => n === 0)).toBe(true);
  });
});

describe('the cards', () => {
  it('answers the company, the account and the waiting counts', async () => {
    const company = await get(`${MC}/companyInfo`, manager);
    expect(company.data).toMatchObject({
      companyInfo: { companyId: A, companyName: DEMO.companyA.name },
      managementName: DEMO.users.managerA.name,
      managementPhone: DEMO.users.managerA.phone,
    });
    const account = await get(`${MC}/accountInfo`, manager);
    // No call log exists, so no call minutes are answered (a constant 0 would mislead).
    expect(account.data).not.toHaveProperty('callDuration');
    expect(account.data.account).toBeGreaterThan(3);
    expect((await get(`${MC}/accountInfo`, managerB)).data.account).toBeLessThan(account.data.account);
  });

  it('counts customers about to go public and listings due for the public pool', async () => {
    const before = await get(`${MC}/waitCount`, manager);
    expect(before.data.oaWaitCount).toBe(2); // the demo approvals waiting for the manager
    const beforeB = await get(`${MC}/waitCount`, managerB);
    const id = await kit.add(manager);
    await t.db
      .update(customers)
      .set({ outDueAt: new Date(t.clock.now().getTime() + 3_600_000) })
      .where(eq(customers.id, id));
    const save = await kit.post('/housing/v2/housingSettingSave', manager, {
      dailyViewLimit: 20,
      protectContacts: true,
      protectAddress: true,
      publicPoolDays: 7,
    });
    expect(save.code, save.msg).toBe(200);
    const after = await get(`${MC}/waitCount`, manager);
    expect(after.data.clientOutCount).toBe(before.data.clientOutCount + 1);
    expect(after.data.houseOutCount).toBeGreaterThan(0);
    expect(await get(`${MC}/waitCount`, managerB)).toMatchObject({ data: beforeB.data });
  });
});

let contractNo = 0;
const addContract = (
  companyId: number,
  userId: number,
  values: { contractType: number; state: number; fee: number },
) => {
  contractNo += 1;
  return contractRepository.insert(t.db, {
    companyId,
    contractType: values.contractType,
    contractNo: `TJ${contractNo}`,
    signDate: '2026-11-20',
    houseName: '测试房源',
    partyAName: '甲',
    partyBName: '乙',
    amount: 100,
    partyAFee: values.fee,
    partyBFee: values.fee,
    paymentMethod: 1,
    userId,
    state: values.state,
    createdBy: userId,
  });
};

describe('contracts', () => {
  it('reports contracts by state and the commission of the period', async () => {
    const reportBefore = await get(`${MC}/contractReport`, manager);
    expect(reportBefore.code, reportBefore.msg).toBe(200);
    const perfBefore = await post('performanceStatistics', manager, { dateType: 3 });
    expect(perfBefore.code, perfBefore.msg).toBe(200);
    const bBefore = await post('performanceStatistics', managerB, { dateType: 3 });
    await addContract(A, managerId, { contractType: 1, state: 4, fee: 1000 });
    await addContract(A, managerId, { contractType: 1, state: 1, fee: 500 });
    await addContract(A, managerId, { contractType: 1, state: 6, fee: 9000 });
    await addContract(A, managerId, { contractType: 2, state: 1, fee: 100 });

    const perf = await post('performanceStatistics', manager, { dateType: 3 });
    expect(perf.data.contractCount).toBe(perfBefore.data.contractCount + 3);
    expect(perf.data.paidCount).toBe(perfBefore.data.paidCount + 2000);
    expect(perf.data.receivableCount).toBe(perfBefore.data.receivableCount + 3200);
    const rent = await post('performanceStatistics', manager, { dateType: 3, type: 2, userIds: [managerId] });
    expect(rent.data.receivableCount).toBeGreaterThanOrEqual(200);
    expect((await post('performanceStatistics', manager, { dateType: 1 })).data.contractCount).toBe(0);
    expect(await post('performanceStatistics', managerB, { dateType: 3 })).toMatchObject({ data: bBefore.data });

    const report = await get(`${MC}/contractReport`, manager);
    expect(report.data.sale.total).toBe(reportBefore.data.sale.total + 3);
    expect(report.data.sale.states.find((s: { state: number }) => s.state === 6).count).toBeGreaterThan(0);
    expect(report.data.rent.monthCount).toBe(reportBefore.data.rent.monthCount + 1);
    expect((await get(`${MC}/accountInfo`, manager)).data.contractCount).toBeGreaterThanOrEqual(4);
  });
});

describe('money figures', () => {
  it('are all in 元, and what was received never exceeds what is receivable', async () => {
    await addContract(A, managerId, { contractType: 1, state: 4, fee: 12_500 });
    await addContract(A, managerId, { contractType: 2, state: 1, fee: 1_800 });
    for (const type of [0, 1, 2]) {
      for (const dateType of [1, 3, 4]) {
        const perf = await post('performanceStatistics', manager, { dateType, type });
        expect(perf.code, perf.msg).toBe(200);
        expect(perf.data.moneyUnit).toBe('元');
        expect(perf.data.paidCount).toBeLessThanOrEqual(perf.data.receivableCount);
      }
    }
    // Both kinds add up to the whole, in the same unit.
    const all = await post('performanceStatistics', manager, { dateType: 4 });
    const sale = await post('performanceStatistics', manager, { dateType: 4, type: 1 });
    const rent = await post('performanceStatistics', manager, { dateType: 4, type: 2 });
    expect(all.data.receivableCount).toBeCloseTo(sale.data.receivableCount + rent.data.receivableCount, 2);
    expect(all.data.paidCount).toBeCloseTo(sale.data.paidCount + rent.data.paidCount, 2);
    expect(all.data.paidCount).toBeGreaterThanOrEqual(25_000);

    const report = await get(`${MC}/contractReport`, manager);
    expect(report.data.moneyUnit).toBe('元');
    for (const kind of [report.data.sale, report.data.rent]) {
      const sum = kind.states.reduce((n: number, s: { amount: number }) => n + s.amount, 0);
      expect(kind.totalAmount).toBeCloseTo(sum, 2);
    }
  });
});

describe('who may see the statistics', () => {
  it('refuses an agent without the item and tells the page so', async () => {
    for (const path of ['companyInfo', 'accountInfo', 'waitCount']) {
      expect(await get(`${MC}/${path}`, agent)).toMatchObject({ code: 403, data: null });
    }
    expect(await post('businessStatistics', agent, today)).toMatchObject({ code: 403 });
    const setting = await get('/ChangeCenter/getManageSetting', agent);
    expect(setting.data).toMatchObject({ statistics: false, sections: { business: false, contract: false } });
    const mine = await get('/ChangeCenter/getManageSetting', manager);
    expect(mine.data).toMatchObject({ statistics: true, dataScope: DATA_SCOPE.company, allDepts: true });
  });

  it('counts only own rows for a holder with the own-rows scope', async () => {
    const holder = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.own, [MANAGER_ITEM.statistics])]);
    const res = await post('houseStatisticsTabelV2', holder.headers, { dateType: 4 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.groupBy).toBe('user');
    expect(res.data.rows.map((r: { id: number }) => r.id)).toEqual([holder.id]);
    const narrowed = await post('houseStatisticsTabelV2', holder.headers, { dateType: 4, userIds: [managerId] });
    expect(narrowed.data.rows).toEqual([]);
  });
});
