import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_ITEM, DATA_SCOPE } from '@awb/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { roleRepository } from './role.repository.ts';

let t: TTestApp;
let manager: THeaders;
let agent: THeaders;
let head: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  agent = await t.login(DEMO.users.agentA.phone);
  head = await t.login(DEMO.users.headA.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const get = (url: string, headers?: THeaders) => t.call({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers?: THeaders) => t.call({ method: 'POST', url, payload, headers });
const operate = (appType: unknown, appItemId: unknown, headers: THeaders) =>
  post('/base/getAppUserOperateAuth', { appType, appItemId }, headers);

describe('GET /base/settingMenu', () => {
  it('shows each caller the entries their permissions open, with the applications badge', async () => {
    const keys = async (h: THeaders) => (await get('/base/settingMenu', h)).data.map((e: any) => e.key);
    const all = await get('/base/settingMenu', manager);
    expect(all.data.map((e: any) => e.key)).toEqual([
      'structure',
      'staff',
      'entrant-apply',
      'leave-staff',
      'job-set',
      'role-list',
      'rank-list',
      'auth-setting',
      'invite',
    ]);
    expect(all.data.find((e: any) => e.key === 'entrant-apply')).toMatchObject({
      badge: 1,
      page: 'pages/user/org/entrant-apply',
    });
    expect(await keys(agent)).toEqual(['structure', 'auth-setting', 'invite']);
    expect(await keys(head)).toEqual(['structure', 'staff', 'entrant-apply', 'leave-staff', 'auth-setting', 'invite']);
  });
});

describe('GET /compare/roleAuth', () => {
  it('answers the caller’s own map, scopes, roles and department', async () => {
    const res = await get('/compare/roleAuth', head);
    const wensan = await deptNamed(t, A, '文三路店');
    expect(res.data).toMatchObject({
      isManager: false,
      scopes: { '1': 3, '2': 3, '3': 3, '5': 3, '88': 3 },
      roles: [{ roleName: '店长' }],
      deptId: wensan.id,
    });
    expect(res.data.permissions['88']).toEqual({ '2': [], '3': [], '4': [] });
    expect((await get('/compare/roleAuth', manager)).data).toMatchObject({ isManager: true, roles: [], deptId: 0 });
  });

  it('unites several roles: items add up and the widest scope wins', async () => {
    const person = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    const second = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.company, [2])]);
    const roles = [
      ...(await roleRepository.rolesOf(t.db, A, person.id)),
      ...(await roleRepository.rolesOf(t.db, A, second.id)),
    ];
    await roleRepository.setUserRoles(
      t.db,
      A,
      person.id,
      roles.map((r) => r.roleId),
    );
    const res = await get('/compare/roleAuth', person.headers);
    expect(res.data.permissions).toEqual({ '1': { '1': [], '2': [] } });
    expect(res.data.scopes).toEqual({ '1': DATA_SCOPE.company });
  });
});

describe('GET /base/manageAccountAuthInfo and POST /org/v2/lwpRigthV2', () => {
  it('answer the whole company to a manager', async () => {
    const info = await get('/base/manageAccountAuthInfo', manager);
    expect(info.data.allDepts).toBe(true);
    expect(info.data.deptIds).toHaveLength(5);
    const picker = await post('/org/v2/lwpRigthV2', { appType: APP_TYPE.house }, manager);
    expect(picker.data).toMatchObject({ allDepts: true });
    const staff = await get('/org/v2/employeeListV2?pagesize=100', manager);
    expect(picker.data.users).toHaveLength(staff.total!);
  });

  it('answer a store head their store and its teams, and the people in them', async () => {
    const ids = await Promise.all(
      ['文三路店', '文三路一组', '文三路二组'].map(async (n) => (await deptNamed(t, A, n)).id),
    );
    expect((await get('/base/manageAccountAuthInfo', head)).data).toEqual({ allDepts: false, deptIds: ids });
    expect((await get('/base/manageAccountAuthInfo?appType=2', head)).data).toEqual({ allDepts: false, deptIds: ids });
    const picker = await post('/org/v2/lwpRigthV2', { appType: APP_TYPE.customer }, head);
    expect(picker.data.depts.map((d: any) => d.deptName)).toEqual(['文三路店', '文三路一组', '文三路二组']);
    expect(picker.data.users.map((u: any) => u.userName)).toEqual([
      DEMO.users.agentA.name,
      DEMO.users.agentA2.name,
      DEMO.users.headA.name,
    ]);
    expect(picker.data.users.find((u: any) => u.userName === DEMO.users.headA.name)).toMatchObject({ isLeader: true });
  });

  it('answer an agent (own rows) nothing but themselves', async () => {
    expect((await get('/base/manageAccountAuthInfo', agent)).data).toEqual({ allDepts: false, deptIds: [] });
    const picker = await post('/org/v2/lwpRigthV2', { appType: APP_TYPE.house }, agent);
    expect(picker.data).toMatchObject({ allDepts: false, depts: [], users: [{ userName: DEMO.users.agentA.name }] });
  });

  it('refuse an unknown app type', async () => {
    expect(await post('/org/v2/lwpRigthV2', {}, agent)).toMatchObject({ code: 405, msg: '参数错误' });
    expect(await post('/org/v2/lwpRigthV2', { appType: 7 }, agent)).toMatchObject({ code: 405, msg: '未知的应用类型' });
    expect(await get('/base/manageAccountAuthInfo?appType=x', agent)).toMatchObject({ code: 405 });
  });
});

describe('POST /base/getAppUserOperateAuth', () => {
  it('answers whether the caller holds an item, with its children and the data scope', async () => {
    expect((await operate(1, 5, agent)).data).toEqual({
      appType: 1,
      appItemId: 5,
      auth: true,
      children: [501, 502],
      dataScope: DATA_SCOPE.own,
    });
    expect((await operate('1', '9', agent)).data).toMatchObject({ auth: false, children: [] });
    expect((await operate(1, 5, manager)).data).toMatchObject({ auth: true, children: [501, 502], dataScope: 4 });
    expect((await operate(1, 999, manager)).data).toMatchObject({ auth: false });
    expect((await operate(88, 2, head)).data).toMatchObject({ auth: true, dataScope: 3 });
  });

  it.each([
    [undefined, 1, '参数错误'],
    [4, 1, '未知的应用类型'],
    [1, undefined, '参数错误'],
    [1, 0, '参数错误'],
  ])('refuses appType %s, appItemId %s with %s', async (appType, appItemId, msg) => {
    expect(await operate(appType, appItemId, agent)).toMatchObject({ code: 405, msg });
  });
});

describe('GET /base/getContractAddOperateAuth', () => {
  it('answers the add buttons from the contract items', async () => {
    const all = { newAddBtn: true, saleContractNewAdd: true, rentContractNewAdd: true };
    expect((await get('/base/getContractAddOperateAuth', manager)).data).toEqual(all);
    expect((await get('/base/getContractAddOperateAuth', agent)).data).toEqual(all);
    const rentOnly = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.own, [CONTRACT_ITEM.rentAdd])]);
    expect((await get('/base/getContractAddOperateAuth', rentOnly.headers)).data).toEqual({
      newAddBtn: true,
      saleContractNewAdd: false,
      rentContractNewAdd: true,
    });
    const nobody = await staffWith(t, A, []);
    expect((await get('/base/getContractAddOperateAuth', nobody.headers)).data).toEqual({
      newAddBtn: false,
      saleContractNewAdd: false,
      rentContractNewAdd: false,
    });
  });

  it('need a login, and an approved member', async () => {
    for (const [method, url] of [
      ['GET', '/base/getContractAddOperateAuth'],
      ['GET', '/base/settingMenu'],
      ['GET', '/compare/roleAuth'],
      ['GET', '/base/manageAccountAuthInfo'],
      ['POST', '/base/getAppUserOperateAuth'],
    ] as const) {
      expect(await t.call({ method, url }), url).toMatchObject({ code: 400 });
      const pending = await t.login(DEMO.users.pendingA.phone);
      expect(await t.call({ method, url, headers: pending }), url).toMatchObject({ code: 4010 });
    }
  });
});
