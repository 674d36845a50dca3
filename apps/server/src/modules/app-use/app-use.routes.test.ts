import { APP_TYPE, APP_USE_TYPE } from '@awb/contract/common/apps';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { appUseService } from './app-use.service.ts';
import { companyApps } from './company-app.table.ts';

let t: TTestApp;
let staffA: THeaders;
let staffB: THeaders;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  staffA = await t.login(DEMO.users.agentA.phone);
  staffB = await t.login(DEMO.users.agentB.phone);
  // The demo has every app open for both companies; these tests set up the other states. Company A's
  // e-signing ends in 5 days; company B has the house book only, its customer-book trial ended 3 days
  // ago, and the rest were never opened.
  const now = t.clock.now().getTime();
  await appUseService.open(t.db, DEMO.companyA.id, APP_TYPE.sign, new Date(now + 5 * DAY));
  await t.db.delete(companyApps).where(eq(companyApps.companyId, DEMO.companyB.id));
  await appUseService.open(t.db, DEMO.companyB.id, APP_TYPE.house, new Date(now + 365 * DAY));
  await appUseService.open(t.db, DEMO.companyB.id, APP_TYPE.customer, new Date(now - 3 * DAY), true);
});
afterAll(async () => {
  await t.close();
});

const useSwitch = (headers: THeaders, payStatusId: number | string) =>
  t.call({ method: 'GET', url: `/search/appUseSwitch?payStatusId=${payStatusId}`, headers });
const tryout = (headers: THeaders, payload: object) =>
  t.call({ method: 'POST', url: '/try/appTryout', headers, payload });

describe('GET /search/appUseSwitch', () => {
  it('company A: open apps pass without a prompt (type 0)', async () => {
    for (const app of [APP_TYPE.house, APP_TYPE.customer, APP_TYPE.estate, APP_TYPE.contract, APP_TYPE.manager]) {
      const res = await useSwitch(staffA, app);
      expect(res, String(app)).toMatchObject({
        code: 200,
        data: { type: APP_USE_TYPE.allowed, info: '', appType: app },
      });
    }
  });

  it('company A: e-signing expires in 5 days, so it passes with a reminder (type 0)', async () => {
    const res = await useSwitch(staffA, APP_TYPE.sign);
    expect(res.data).toEqual({
      type: APP_USE_TYPE.allowed,
      appType: APP_TYPE.sign,
      tryDays: 15,
      expire: '2026-11-28 09:00',
      info: '电子签约将于2026-11-28到期，请前往pc端续费',
    });
  });

  it('company B: its own state, not company A’s (types 0, 1, 3)', async () => {
    expect((await useSwitch(staffB, APP_TYPE.house)).data).toMatchObject({ type: APP_USE_TYPE.allowed, info: '' });
    expect((await useSwitch(staffB, APP_TYPE.customer)).data).toMatchObject({
      type: APP_USE_TYPE.notOpened,
      info: '客源本试用已结束，请前往pc端开通',
    });
    for (const app of [APP_TYPE.estate, APP_TYPE.contract, APP_TYPE.sign, APP_TYPE.manager]) {
      expect((await useSwitch(staffB, app)).data, String(app)).toMatchObject({
        type: APP_USE_TYPE.trialOffered,
        expire: '',
        tryDays: 15,
      });
    }
  });

  it('refuses unknown or missing apps', async () => {
    expect(await useSwitch(staffA, 99)).toMatchObject({ code: 405, msg: '未知的应用类型' });
    expect(await useSwitch(staffA, APP_TYPE.promotion)).toMatchObject({ code: 405, msg: '未知的应用类型' });
    expect(await useSwitch(staffA, 'abc')).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await t.call({ method: 'GET', url: '/search/appUseSwitch', headers: staffA })).toMatchObject({
      code: 405,
      msg: '参数错误',
    });
  });

  it('keeps a person waiting for review out with 4010', async () => {
    const pending = await t.login(DEMO.users.pendingA.phone);
    expect(await useSwitch(pending, APP_TYPE.house)).toMatchObject({ code: 4010, msg: '您的账号正在等待管理员审核' });
    expect(await tryout(pending, { appType: APP_TYPE.house })).toMatchObject({ code: 4010 });
  });
});

describe('POST /try/appTryout', () => {
  it('starts a 15-day trial once; a second try is refused; after it ends the app is not opened', async () => {
    const res = await tryout(staffB, { appType: APP_TYPE.estate });
    const expiresAt = new Date(t.clock.now().getTime() + 15 * DAY);
    const expire = '2026-12-08 09:00';
    expect(res).toMatchObject({
      code: 200,
      msg: '试用已开通',
      data: { type: APP_USE_TYPE.allowed, appType: APP_TYPE.estate, expire, info: '' },
    });
    const [row] = await t.db
      .select()
      .from(companyApps)
      .where(and(eq(companyApps.companyId, DEMO.companyB.id), eq(companyApps.appType, APP_TYPE.estate)));
    expect(row).toMatchObject({ isTrial: true, trialUsed: true, expiresAt });
    expect((await useSwitch(staffB, APP_TYPE.estate)).data.type).toBe(APP_USE_TYPE.allowed);

    expect(await tryout(staffB, { appType: APP_TYPE.estate })).toMatchObject({
      code: 405,
      msg: '该应用已开通，无需试用',
    });
    // Company A's estate book is untouched by B's trial.
    const [a] = await t.db
      .select()
      .from(companyApps)
      .where(and(eq(companyApps.companyId, DEMO.companyA.id), eq(companyApps.appType, APP_TYPE.estate)));
    expect(a?.isTrial).toBe(false);

    t.clock.advance(9 * DAY);
    expect((await useSwitch(staffB, APP_TYPE.estate)).data.info).toMatch(/^小区档案试用将于.+到期，请前往pc端开通$/);
    t.clock.advance(6 * DAY);
    expect((await useSwitch(staffB, APP_TYPE.estate)).data).toMatchObject({ type: APP_USE_TYPE.notOpened });
    expect(await tryout(staffB, { appType: APP_TYPE.estate })).toMatchObject({
      code: 405,
      msg: '试用机会已使用，请前往pc端开通',
    });
  });

  it('refuses a trial of an ended trial and of an app already paid for', async () => {
    expect(await tryout(staffB, { appType: APP_TYPE.customer })).toMatchObject({
      code: 405,
      msg: '试用机会已使用，请前往pc端开通',
    });
    expect(await tryout(staffA, { appType: APP_TYPE.house })).toMatchObject({
      code: 405,
      msg: '该应用已开通，无需试用',
    });
  });

  it('applies to the caller’s company whatever company id is sent', async () => {
    const res = await tryout(staffB, { appType: APP_TYPE.contract, companyId: DEMO.companyA.id });
    expect(res.code).toBe(200);
    const rows = await t.db.select().from(companyApps).where(eq(companyApps.appType, APP_TYPE.contract));
    expect(rows.map((r) => [r.companyId, r.isTrial]).sort()).toEqual([
      [DEMO.companyA.id, false],
      [DEMO.companyB.id, true],
    ]);
  });

  it('validates the app type', async () => {
    expect(await tryout(staffB, {})).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await tryout(staffB, { appType: 21 })).toMatchObject({ code: 405, msg: '未知的应用类型' });
  });
});

describe('expiry of a paid app', () => {
  it('turns into type 2 once the paid period ends', async () => {
    // Company A's e-signing ended 5 days after the start; the clock has moved 15 days since.
    expect((await useSwitch(staffA, APP_TYPE.sign)).data).toMatchObject({
      type: APP_USE_TYPE.expired,
      info: '电子签约已于2026-11-28到期，请前往pc端续费',
    });
  });
});
