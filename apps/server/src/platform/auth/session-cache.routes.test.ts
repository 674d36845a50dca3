import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { DEMO_PASSWORD } from '../../db/seed/factories.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { users } from '../../modules/account/user.table.ts';
import { roleRepository } from '../../modules/role/role.repository.ts';
import { SESSION_CACHE_SECONDS } from './session-cache.ts';

/**
 * The resolved session is kept for SESSION_CACHE_SECONDS (decision 0005): every change made through
 * this server applies on the very next call; one made elsewhere (another process, straight in the
 * database) once the kept entry runs out. The manual clock stands still unless a test moves it, so
 * without the forgetting the second call of each test would still see the old state.
 */
let t: TTestApp;
let manager: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const get = (url: string, headers: THeaders) => t.call({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: THeaders) => t.call({ method: 'POST', url, payload, headers });
const roleAuth = (headers: THeaders) => get('/compare/roleAuth', headers);
const houseItems = (res: { data: { permissions: Record<string, Record<string, number[]>> } }) =>
  Object.keys(res.data.permissions[String(APP_TYPE.house)] ?? {});

describe('the session cache', () => {
  it('serves a change made outside this process (straight in the database) after the TTL, not before', async () => {
    const person = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    expect(houseItems(await roleAuth(person.headers))).toEqual(['1']);

    await roleRepository.setUserRoles(t.db, A, person.id, []);
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, person.id));
    // Within the bound the kept answer still stands…
    t.clock.advance(SESSION_CACHE_SECONDS * 1000 - 1);
    expect(houseItems(await roleAuth(person.headers))).toEqual(['1']);
    // …and once it has passed, the database's.
    t.clock.advance(1);
    expect(await roleAuth(person.headers)).toMatchObject({ code: 400 });
  });

  it('refuses a logged-out session on the very next call', async () => {
    const headers = await t.login(DEMO.users.agentA.phone);
    expect((await post('/user/initialize', {}, headers)).code).toBe(200);
    expect((await post('/user/mobileExit', {}, headers)).code).toBe(200);
    expect((await post('/user/initialize', {}, headers)).code).toBe(400);
  });

  it('refuses the other sessions at once after a password change, and keeps the one that changed it', async () => {
    const person = await staffWith(t, A, []);
    const other = await t.login(person.phone);
    expect((await post('/user/initialize', {}, other)).code).toBe(200);
    const changed = await post(
      '/user/userPasswordsUpdate',
      { oldPassword: DEMO_PASSWORD, password: 'newpass99' },
      person.headers,
    );
    expect(changed.code).toBe(200);
    expect((await post('/user/initialize', {}, other)).code).toBe(400);
    expect((await post('/user/initialize', {}, person.headers)).code).toBe(200);
  });

  it('shuts out a member who leaves the company on the very next call', async () => {
    const person = await staffWith(t, A, []);
    expect((await post('/user/initialize', {}, person.headers)).code).toBe(200);
    const colleague = await userIdOf(t, DEMO.users.agentA2.phone);
    const left = await post(
      '/org/v2/leaveCompany',
      { userId: person.id, handoverUserId: colleague, reason: '另谋高就' },
      manager,
    );
    expect(left.code).toBe(200);
    expect((await post('/user/initialize', {}, person.headers)).code).toBe(400);
  });

  it('applies a role’s new grants to its holders on their next call', async () => {
    const person = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    const before = await roleAuth(person.headers);
    expect(houseItems(before)).toEqual(['1']);
    const role = before.data.roles[0];

    const saved = await post(
      '/base/roleAuthSave',
      { roleId: role.roleId, ...grantOf(APP_TYPE.house, DATA_SCOPE.own, [1, 2]) },
      manager,
    );
    expect(saved.code).toBe(200);
    expect(houseItems(await roleAuth(person.headers))).toEqual(['1', '2']);

    const edited = await post('/base/roleEdit', { roleId: role.roleId, roleName: role.roleName, grants: [] }, manager);
    expect(edited.code).toBe(200);
    expect(houseItems(await roleAuth(person.headers))).toEqual([]);
  });

  it('applies a staff edit (roles, manager flag) on the very next call', async () => {
    const person = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    expect(await roleAuth(person.headers)).toMatchObject({ data: { isManager: false } });
    const edited = await post(
      '/org/v2/staffEdit',
      { userId: person.id, userName: '升任管理员', phone: person.phone, roleIds: '', isManager: true },
      manager,
    );
    expect(edited).toMatchObject({ code: 200 });
    const after = await roleAuth(person.headers);
    expect(after.data).toMatchObject({ isManager: true, roles: [] });
    expect(houseItems(after)).toEqual([]);
  });

  it('follows a department move at once: the data scope uses the department’s new path', async () => {
    const top = (await post('/org/v2/deptCreate', { deptName: '缓存测试店', parentId: 0 }, manager)).data.deptId;
    const other = (await post('/org/v2/deptCreate', { deptName: '缓存测试片区', parentId: 0 }, manager)).data.deptId;
    const person = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.department, [])], {
      dept: await deptNamed(t, A, '缓存测试店'),
    });
    const scoped = () => get(`/base/manageAccountAuthInfo?appType=${APP_TYPE.manager}`, person.headers);
    expect((await scoped()).data.deptIds).toEqual([top]);

    expect((await post('/org/v2/deptMove', { deptId: top, parentId: other }, manager)).code).toBe(200);
    expect((await scoped()).data.deptIds).toEqual([top]);
  });
});
