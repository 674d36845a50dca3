import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { HOUSING_PERMISSION } from '@awb/contract/housing.contract';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { DEMO_PASSWORD } from '../../db/seed/factories.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { companyApps } from '../../modules/app-use/company-app.table.ts';
import { housingSettings } from '../../modules/housing/protection/protection.table.ts';
import { SESSION_CACHE_SECONDS } from './session-cache.ts';

/**
 * Beside the session, the company's open apps (the app-use gate) and its housing settings (the listing
 * list) are kept for SESSION_CACHE_SECONDS (decision 0007). None of them may keep a caller in: a
 * re-roled, departed, logged-out or re-passworded member is refused on the very next call while the
 * company's entries are warm. A change made through this server shows at once; one made elsewhere
 * (straight in the database) once the TTL has passed. The manual clock stands still unless moved.
 */
let t: TTestApp;
let managerA: THeaders;
let managerB: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  managerA = await t.login(DEMO.users.managerA.phone);
  managerB = await t.login(DEMO.users.managerB.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const B = DEMO.companyB.id;
const post = (url: string, payload: object, headers: THeaders) => t.call({ method: 'POST', url, payload, headers });
const get = (url: string, headers: THeaders) => t.call({ method: 'GET', url, headers });
const list = (headers: THeaders) => post('/housing/v2/housingPosts', { type: 1 }, headers);
const settingsGrant = () =>
  grantOf(HOUSING_PERMISSION.settings.appType, DATA_SCOPE.company, [HOUSING_PERMISSION.settings.itemId]);
const SETTINGS = { dailyViewLimit: 30, protectContacts: true, protectAddress: true, publicPoolDays: 0 };

describe('access is lost at once whatever the company caches hold', () => {
  it('re-roled: a permission taken away refuses the next call', async () => {
    const person = await staffWith(t, A, [settingsGrant()]);
    expect((await list(person.headers)).code).toBe(200);
    expect((await get('/housing/v2/getHousingSetting', person.headers)).code).toBe(200);
    expect((await post('/housing/v2/housingSettingSave', SETTINGS, person.headers)).code).toBe(200);

    const edited = await post(
      '/org/v2/staffEdit',
      { userId: person.id, userName: '撤销权限', phone: person.phone, roleIds: '', isManager: false },
      managerA,
    );
    expect(edited.code).toBe(200);
    expect((await post('/housing/v2/housingSettingSave', SETTINGS, person.headers)).code).toBe(CODE.noPermission);
  });

  it('left the company (disabled): refused on the next call of an open app', async () => {
    const person = await staffWith(t, A, []);
    expect((await list(person.headers)).code).toBe(200);
    const colleague = await userIdOf(t, DEMO.users.agentA2.phone);
    const left = await post(
      '/org/v2/leaveCompany',
      { userId: person.id, handoverUserId: colleague, reason: '离职' },
      managerA,
    );
    expect(left.code).toBe(200);
    expect((await list(person.headers)).code).toBe(400);
  });

  it('logged out, or another session after a password change: refused on the next call', async () => {
    const person = await staffWith(t, A, []);
    const other = await t.login(person.phone);
    expect((await list(other)).code).toBe(200);
    const changed = await post(
      '/user/userPasswordsUpdate',
      { oldPassword: DEMO_PASSWORD, password: 'newpass99' },
      person.headers,
    );
    expect(changed.code).toBe(200);
    expect((await list(other)).code).toBe(400);

    expect((await list(person.headers)).code).toBe(200);
    expect((await post('/user/mobileExit', {}, person.headers)).code).toBe(200);
    expect((await list(person.headers)).code).toBe(400);
  });
});

describe('the company caches', () => {
  it('app gate: a trial started here opens the app at once; a change made elsewhere shows after the TTL', async () => {
    const communities = () => post('/community/companyCommunity', {}, managerB);
    expect((await communities()).code).toBe(200);
    // Closed straight in the database (as another process would): the kept row still stands…
    await t.db.delete(companyApps).where(and(eq(companyApps.companyId, B), eq(companyApps.appType, APP_TYPE.estate)));
    expect((await communities()).code).toBe(200);
    // …until the TTL has passed.
    t.clock.advance(SESSION_CACHE_SECONDS * 1000);
    expect(await communities()).toMatchObject({ code: CODE.needPurchase, msg: '小区档案未开通，请前往pc端开通' });

    expect((await post('/try/appTryout', { appType: APP_TYPE.estate }, managerB)).code).toBe(200);
    expect((await communities()).code).toBe(200);
  });

  it('housing settings: a save here shows at once; a change made elsewhere after the TTL', async () => {
    const read = async () => (await get('/housing/v2/getHousingSetting', managerB)).data;
    expect(await post('/housing/v2/housingSettingSave', { ...SETTINGS, dailyViewLimit: 7 }, managerB)).toMatchObject({
      code: 200,
    });
    expect((await read()).dailyViewLimit).toBe(7);
    expect((await list(managerB)).code).toBe(200);

    await t.db.update(housingSettings).set({ dailyViewLimit: 9 }).where(eq(housingSettings.companyId, B));
    expect((await read()).dailyViewLimit).toBe(7);
    t.clock.advance(SESSION_CACHE_SECONDS * 1000);
    expect((await read()).dailyViewLimit).toBe(9);

    expect((await post('/housing/v2/housingSettingSave', { ...SETTINGS, dailyViewLimit: 11 }, managerB)).code).toBe(
      200,
    );
    expect((await read()).dailyViewLimit).toBe(11);
  });
});
