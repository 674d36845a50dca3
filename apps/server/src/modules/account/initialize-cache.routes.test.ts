import { APP_TYPE } from '@awb/contract/common/apps';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { SESSION_CACHE_SECONDS } from '../../platform/auth/session-cache.ts';
import { companyApps } from '../app-use/company-app.table.ts';
import { roles, userRoles } from '../role/role.table.ts';
import { users } from './user.table.ts';

/**
 * What `/user/initialize` read is kept per user for SESSION_CACHE_SECONDS (initialize.repository.ts):
 * a change made through this server shows on the very next call, one made elsewhere (another process,
 * straight in the database) once the kept answer runs out. The manual clock stands still unless a test
 * moves it, so without the forgetting each test's second call would still show the old state.
 */
let t: TTestApp;
let manager: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerB.phone);
});
afterAll(async () => {
  await t.close();
});

const B = DEMO.companyB.id;
type TInitialize = { data: { user: { userName: string; roleNames: string[] }; openApps: number[] } };
const initialize = async (headers: THeaders) =>
  (await t.call({ method: 'POST', url: '/user/initialize', headers })) as unknown as TInitialize;
const post = (url: string, payload: object, headers: THeaders) => t.call({ method: 'POST', url, payload, headers });

describe('initialize, kept for a few seconds', () => {
  it('shows a change made straight in the database once the kept answer runs out, not before', async () => {
    const person = await staffWith(t, B, []);
    const before = (await initialize(person.headers)).data.user.userName;
    await t.db.update(users).set({ name: '库外改名' }).where(eq(users.id, person.id));
    t.clock.advance(SESSION_CACHE_SECONDS * 1000 - 1);
    expect((await initialize(person.headers)).data.user.userName).toBe(before);
    t.clock.advance(1);
    expect((await initialize(person.headers)).data.user.userName).toBe('库外改名');
  });

  it('shows a new name at once', async () => {
    const person = await staffWith(t, B, []);
    await initialize(person.headers);
    const res = await t.call({
      method: 'POST',
      url: '/user/userNameUpdate',
      headers: { ...person.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userName=${encodeURIComponent('新名字')}`,
    });
    expect(res.code).toBe(200);
    expect((await initialize(person.headers)).data.user.userName).toBe('新名字');
  });

  it("shows a role's new name at once to the people who hold it", async () => {
    const person = await staffWith(t, B, []);
    const [held] = await t.db
      .select({ roleId: roles.id, roleName: roles.name })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
      .where(and(eq(userRoles.companyId, B), eq(userRoles.userId, person.id)));
    expect((await initialize(person.headers)).data.user.roleNames).toEqual([held!.roleName]);
    const renamed = `改名角色${held!.roleId}`;
    expect((await post('/base/roleEdit', { roleId: held!.roleId, roleName: renamed, grants: [] }, manager)).code).toBe(
      200,
    );
    expect((await initialize(person.headers)).data.user.roleNames).toEqual([renamed]);
  });

  it("shows an app's trial at once, and closes an app at its exact time though the answer is kept", async () => {
    await t.db.delete(companyApps).where(and(eq(companyApps.companyId, B), eq(companyApps.appType, APP_TYPE.contract)));
    t.clock.advance(SESSION_CACHE_SECONDS * 1000);
    expect((await initialize(manager)).data.openApps).not.toContain(APP_TYPE.contract);
    expect((await post('/try/appTryout', { appType: APP_TYPE.contract }, manager)).code).toBe(200);
    expect((await initialize(manager)).data.openApps).toContain(APP_TYPE.contract);

    // House closes one second after the answer is next read, well within the seconds it is kept.
    const closesAt = new Date(t.clock.now().getTime() + SESSION_CACHE_SECONDS * 1000 + 1000);
    await t.db
      .update(companyApps)
      .set({ expiresAt: closesAt })
      .where(and(eq(companyApps.companyId, B), eq(companyApps.appType, APP_TYPE.house)));
    t.clock.advance(SESSION_CACHE_SECONDS * 1000);
    expect((await initialize(manager)).data.openApps).toContain(APP_TYPE.house);
    t.clock.advance(1000);
    expect((await initialize(manager)).data.openApps).not.toContain(APP_TYPE.house);
  });
});
