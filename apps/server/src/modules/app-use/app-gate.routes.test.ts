import { APP_TYPE, GATED_APPS } from '@awb/contract/common/apps';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { appOfCall } from './app-gate.ts';
import { appUseRows, appUseService } from './app-use.service.ts';
import { companyApps } from './company-app.table.ts';

let t: TTestApp;
let managerB: THeaders;
let managerA: THeaders;
const B = DEMO.companyB.id;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  managerA = await t.login(DEMO.users.managerA.phone);
  managerB = await t.login(DEMO.users.managerB.phone);
});
afterAll(async () => {
  await t.close();
});

// Both change the rows as plan purchase would, then forget what the gate kept, as it must (decision 0007).
const closeApp = async (appType: number) => {
  await t.db.delete(companyApps).where(and(eq(companyApps.companyId, B), eq(companyApps.appType, appType)));
  appUseRows(t.app).forget(B);
};
const openUntil = async (appType: number, days: number, isTrial = false) => {
  await appUseService.open(t.db, B, appType, new Date(t.clock.now().getTime() + days * DAY), isTrial);
  appUseRows(t.app).forget(B);
};

const post = (url: string, headers: THeaders, payload: object = {}) =>
  t.call({ method: 'POST', url, headers, payload });
const get = (url: string, headers: THeaders) => t.call({ method: 'GET', url, headers });

describe('the app-use gate on the server', () => {
  it('refuses the calls of an app never opened with 406 and the open-on-PC prompt, and passes once opened', async () => {
    await closeApp(APP_TYPE.contract);
    expect(await post('/contract/v2/contractSalePosts', managerB)).toMatchObject({
      code: 406,
      msg: '合同管理未开通，请前往pc端开通',
      data: null,
    });
    // Company A keeps its own open app.
    expect(await post('/contract/v2/contractSalePosts', managerA)).toMatchObject({ code: 200 });
    // The switch still answers (the app asks it first), and the trial opens the app.
    expect((await get('/search/appUseSwitch?payStatusId=5', managerB)).data).toMatchObject({ type: 3 });
    expect(await post('/try/appTryout', managerB, { appType: APP_TYPE.contract })).toMatchObject({ code: 200 });
    expect(await post('/contract/v2/contractSalePosts', managerB)).toMatchObject({ code: 200 });
  });

  it('refuses an ended trial and an expired paid app with the switch’s own prompt', async () => {
    await openUntil(APP_TYPE.customer, -3, true);
    expect(await post('/customer/v2/privateClients', managerB)).toMatchObject({
      code: 406,
      msg: '客源本试用已结束，请前往pc端开通',
    });
    await openUntil(APP_TYPE.house, -1);
    const refused = await post('/housing/v2/housingPosts', managerB, { type: 1 });
    expect(refused).toMatchObject({ code: 406 });
    expect(refused.msg).toMatch(/^房源本已于\d{4}-\d{2}-\d{2}到期，请前往pc端续费$/);

    // Renewed (on PC): the same calls pass again.
    await openUntil(APP_TYPE.customer, 30);
    await openUntil(APP_TYPE.house, 30);
    expect(await post('/customer/v2/privateClients', managerB)).toMatchObject({ code: 200 });
    expect(await post('/housing/v2/housingPosts', managerB, { type: 1 })).toMatchObject({ code: 200 });
  });

  it('gates the /app/* calls by the app they name, and statistics by 管理中心', async () => {
    await closeApp(APP_TYPE.contract);
    expect(await get('/app/getCategoryV2?appType=5', managerB)).toMatchObject({ code: 406 });
    expect(await get('/app/getCategoryV2?appType=1', managerB)).toMatchObject({ code: 200 });
    await closeApp(APP_TYPE.manager);
    const stats = await post('/ManagementCenter/businessStatistics', managerB, { dateType: 1 });
    expect(stats).toMatchObject({ code: 406, msg: '管理中心未开通，请前往pc端开通' });
    await openUntil(APP_TYPE.contract, 30);
    await openUntil(APP_TYPE.manager, 30);
    expect(await get('/app/getCategoryV2?appType=5', managerB)).toMatchObject({ code: 200 });
  });

  it('lets every member reach the calls of no sub-app whatever the company has open', async () => {
    for (const app of GATED_APPS) await closeApp(app);
    expect(await get('/base/systemInfo', managerB)).toMatchObject({ code: 200 });
    expect(await get('/ManagementCenter/companyInfo', managerB)).toMatchObject({ code: 200 });
    expect(await get('/search/appUseSwitch?payStatusId=1', managerB)).toMatchObject({ code: 200 });
    // Bad input is still told first (validation precedes the gate).
    expect(await post('/housing/v2/housingAdd', managerB, {})).toMatchObject({ code: 405 });
    for (const app of GATED_APPS) await openUntil(app, 30);
  });
});

/** Prefixes of calls that belong to no sold sub-app: account, company administration, messages, approvals. */
const EVERYONE = [
  '/user/',
  '/base/',
  '/ManagementCenter/',
  '/ChangeCenter/',
  '/org/',
  '/setting/',
  '/compare/',
  '/oa/',
  '/omp/',
  '/search/appUseSwitch',
  '/try/appTryout',
  // 获客小程序管理 is an item of 房源推广 (21), which is not among the sold sub-apps (GATED_APPS).
  '/hk/',
  // 充值中心: buying is how a company opens or renews an app, so it never needs one open.
  '/recharge/',
  // 房源推广 (21): the portal pushes and bindings, like 获客小程序管理.
  '/house/push/',
  '/promotion/',
];

describe('which calls the gate covers', () => {
  it('names a sub-app for every member call, or the call is everyone’s', () => {
    const undecided = [...registeredEndpoints.values()]
      .filter((e) => e.auth === 'member')
      .filter((e) => appOfCall(e.path, { query: { appType: 1 } }) === undefined)
      .filter((e) => !EVERYONE.some((prefix) => e.path.startsWith(prefix)))
      .map((e) => `${e.method} ${e.path}`);
    expect(undecided).toEqual([]);
    expect(appOfCall('/housing/v2/housingAdd')).toBe(APP_TYPE.house);
    expect(appOfCall('/gather/page')).toBe(APP_TYPE.house);
    expect(appOfCall('/sign/companyInfo')).toBe(APP_TYPE.sign);
    expect(appOfCall('/app/followUp', { body: { appType: 5 } })).toBe(APP_TYPE.contract);
    expect(appOfCall('/app/followUp', { body: { appType: 21 } })).toBeUndefined();
  });
});
