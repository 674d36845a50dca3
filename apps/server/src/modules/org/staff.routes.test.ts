import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE, MANAGER_ITEM } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, staffWith, uniquePhone, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { users } from '../account/user.table.ts';
import { userRoles } from '../role/role.table.ts';

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
const U = DEMO.users;
const get = (url: string, headers?: THeaders) => t.call({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers?: THeaders) => t.call({ method: 'POST', url, payload, headers });
const names = (res: { data: { userName: string }[] }) => res.data.map((r) => r.userName);
const list = (headers: THeaders, query = '') => get(`/org/v2/employeeListV2${query}`, headers);
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /org/v2/employeeListV2: the data scope of the manager app, in SQL', () => {
  it('shows a manager every active member, managers first, with department, job and rank', async () => {
    const res = await list(manager);
    expect(res).toMatchObject({ code: 200, total: 6 });
    expect(names(res)).toEqual([
      U.managerA.name,
      U.agentA.name,
      U.agentA2.name,
      U.headA.name,
      U.headA2.name,
      U.agentA3.name,
    ]);
    expect(res.data[1]).toMatchObject({
      phone: U.agentA.phone,
      deptName: '文三路一组',
      jobName: '组长',
      rankName: '高级经纪人',
      entryDate: '2021-05-10',
      isManager: false,
      status: 1,
    });
  });

  it('shows an agent (own rows) only themselves', async () => {
    const res = await list(await t.login(U.agentA.phone));
    expect(names(res)).toEqual([U.agentA.name]);
    expect(res.total).toBe(1);
  });

  it('shows a store head (department and below) their store and its teams only', async () => {
    expect(names(await list(await t.login(U.headA.phone)))).toEqual([U.agentA.name, U.agentA2.name, U.headA.name]);
    expect(names(await list(await t.login(U.headA2.phone)))).toEqual([U.headA2.name, U.agentA3.name]);
  });

  it('shows someone with the own-department scope only the people directly in it', async () => {
    const wensan = await deptNamed(t, A, '文三路店');
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.department, [MANAGER_ITEM.staff])], {
      dept: wensan,
    });
    const res = await list(clerk.headers);
    expect(names(res).sort()).toEqual([U.headA.name, (await userRow(clerk.id)).name].sort());
  });

  it('searches by name or phone and limits to a department and below, within the scope', async () => {
    expect(names(await list(manager, `?key=${encodeURIComponent('王')}`))).toEqual([U.agentA2.name]);
    expect(names(await list(manager, '?key=13800000007'))).toEqual([U.agentA3.name]);
    expect(names(await list(manager, '?key=0000000'))).toHaveLength(6);
    expect(names(await list(manager, `?key=${encodeURIComponent('%')}`))).toEqual([]);
    const binjiang = await deptNamed(t, A, '滨江店');
    expect(names(await list(manager, `?deptId=${binjiang.id}`))).toEqual([U.headA2.name, U.agentA3.name]);
    // A head filtering on another store sees nobody: the filter never widens the scope.
    expect(names(await list(await t.login(U.headA.phone), `?deptId=${binjiang.id}`))).toEqual([]);
    const jiangnan = await deptNamed(t, DEMO.companyB.id, '江南大道店');
    expect(await list(manager, `?deptId=${jiangnan.id}`)).toMatchObject({ code: 404 });
  });

  it('answers another company its own staff only, whatever is sent', async () => {
    const res = await list(await t.login(U.managerB.phone), `?companyId=${A}&key=138`);
    expect(names(res)).toEqual([]);
    expect(names(await list(await t.login(U.managerB.phone)))).toEqual([U.managerB.name, U.agentB.name]);
  });
});

describe('GET /org/v2/staffDetail', () => {
  it('answers a member with roles and department path', async () => {
    const res = await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentA.phone)}`, manager);
    const wensan = await deptNamed(t, A, '文三路店');
    const team = await deptNamed(t, A, '文三路一组');
    expect(res.data).toMatchObject({
      userName: U.agentA.name,
      roles: [{ roleName: '经纪人' }],
      deptPath: [
        { deptId: wensan.id, deptName: '文三路店' },
        { deptId: team.id, deptName: '文三路一组' },
      ],
    });
  });

  it('lets anyone read themselves, a head read their store, and refuses the rest', async () => {
    const agent = await t.login(U.agentA3.phone);
    expect((await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentA3.phone)}`, agent)).code).toBe(200);
    expect(await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentA.phone)}`, agent)).toMatchObject({
      code: 403,
      msg: '该员工不在您的管理范围内',
    });
    const head = await t.login(U.headA.phone);
    expect((await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentA2.phone)}`, head)).code).toBe(200);
    expect((await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentA3.phone)}`, head)).code).toBe(403);
    expect(await get(`/org/v2/staffDetail?userId=${await userIdOf(t, U.agentB.phone)}`, manager)).toMatchObject({
      code: 404,
      msg: '员工不存在',
    });
  });
});

describe('POST /org/v2/staffCreate and staffEdit', () => {
  it('adds a member who is active at once, placed and with roles, and who can log in by code', async () => {
    const team = await deptNamed(t, A, '滨江一组');
    const roles = (await get('/org/v2/roleList', manager)).data;
    const agentRole = roles.find((r: any) => r.roleName === '经纪人');
    const jobs = (await get('/org/v2/jobList', manager)).data;
    const phone = uniquePhone();
    const res = await post(
      '/org/v2/staffCreate',
      {
        userName: '新同事',
        phone,
        deptId: team.id,
        jobId: jobs[2].jobId,
        roleIds: [agentRole.roleId],
        entryDate: '2025-01-02',
      },
      manager,
    );
    expect(res).toMatchObject({ code: 200, msg: '员工已添加' });
    expect(await userRow(res.data.userId)).toMatchObject({
      companyId: A,
      phone,
      status: 1,
      isManager: false,
      departmentId: team.id,
      entryDate: '2025-01-02',
      passwordHash: null,
    });
    const code = await t.sendCode(phone, 1);
    const login = await post('/user/login/mobileSignin', { phone, phonecode: code });
    expect(login).toMatchObject({ code: 200, data: { status: 1 } });
    const init = await post('/user/initialize', {}, { token: login.data.token, sessionid: login.data.sessionid });
    expect(Object.keys(init.data.permissions).sort()).toEqual(['1', '2', '3', '5']);
  });

  it('edits name, phone, department and roles; the new roles come with the next login on the new phone', async () => {
    const person = await staffWith(t, A, []);
    const before = await post('/user/initialize', {}, person.headers);
    expect(before.data.permissions).toEqual({});
    const head = (await get('/org/v2/roleList', manager)).data.find((r: any) => r.roleName === '店长');
    const binjiang = await deptNamed(t, A, '滨江店');
    const phone = uniquePhone();
    const phonecode = await t.sendCode(phone, PHONE_CODE_TYPE.staffPhone);
    const res = await post(
      '/org/v2/staffEdit',
      { userId: person.id, userName: '改过的名字', phone, phonecode, deptId: binjiang.id, roleIds: `${head.roleId}` },
      manager,
    );
    expect(res).toMatchObject({ code: 200, msg: '员工信息已保存' });
    expect(await userRow(person.id)).toMatchObject({ name: '改过的名字', phone, departmentId: binjiang.id });
    const code = await t.sendCode(phone, 1);
    const login = await post('/user/login/mobileSignin', { phone, phonecode: code });
    const after = await post('/user/initialize', {}, { token: login.data.token, sessionid: login.data.sessionid });
    expect(after.data.permissions['88']).toEqual({ '2': [], '3': [], '4': [] });
  });

  it('lets only a manager grant or remove the manager flag, and keeps the last manager', async () => {
    const head = await t.login(U.headA.phone);
    const wensan = await deptNamed(t, A, '文三路店');
    expect(
      await post(
        '/org/v2/staffCreate',
        { userName: '想当管理员', phone: uniquePhone(), deptId: wensan.id, isManager: true },
        head,
      ),
    ).toMatchObject({ code: 403, msg: '只有管理员可以设置或变更管理员' });
    const agentA2 = await userIdOf(t, U.agentA2.phone);
    const team = await deptNamed(t, A, '文三路二组');
    const payload = { userId: agentA2, userName: U.agentA2.name, phone: U.agentA2.phone, deptId: team.id };
    expect(await post('/org/v2/staffEdit', { ...payload, isManager: true }, head)).toMatchObject({ code: 403 });
    expect((await userRow(agentA2)).isManager).toBe(false);

    const managerId = await userIdOf(t, U.managerA.phone);
    expect(
      await post(
        '/org/v2/staffEdit',
        { userId: managerId, userName: U.managerA.name, phone: U.managerA.phone, isManager: false },
        manager,
      ),
    ).toMatchObject({ code: 405, msg: '公司至少需要保留一名管理员' });
  });

  it('keeps a manager’s account out of reach of non-managers, so that nobody takes it over by phone', async () => {
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.company, [MANAGER_ITEM.staff])]);
    const managerId = await userIdOf(t, U.managerA.phone);
    const takeOver = {
      userId: managerId,
      userName: U.managerA.name,
      phone: clerk.phone.replace(/^137/, '136'),
      isManager: true,
    };
    expect(await post('/org/v2/staffEdit', takeOver, clerk.headers)).toMatchObject({
      code: 403,
      msg: '只有管理员可以设置或变更管理员',
    });
    expect((await userRow(managerId)).phone).toBe(U.managerA.phone);
  });

  it('lets only a manager change a phone, confirmed by the code sent to the new one', async () => {
    // The review's case: the store head 13800000005 moved 李娜 (user 2) to a phone of their own, then
    // logged in by code as 李娜 with her roles.
    const head = await t.login(U.headA.phone);
    const agentA = await userIdOf(t, U.agentA.phone);
    const team = await deptNamed(t, A, '文三路一组');
    const mine = uniquePhone();
    const takeOver = { userId: agentA, userName: U.agentA.name, phone: mine, deptId: team.id };
    const code = await t.sendCode(mine, PHONE_CODE_TYPE.staffPhone);
    expect(await post('/org/v2/staffEdit', { ...takeOver, phonecode: code }, head)).toMatchObject({
      code: 403,
      msg: '只有管理员可以修改员工手机号',
    });
    expect((await userRow(agentA)).phone).toBe(U.agentA.phone);
    const login = await post('/user/login/mobileSignin', { phone: mine, phonecode: await t.sendCode(mine, 1) });
    expect(login).toMatchObject({ code: 405, msg: '该手机号未注册' });

    // A manager needs the new phone's code: none, a wrong one, or one for another phone are refused.
    const person = await staffWith(t, A, []);
    const phone = uniquePhone();
    const edit = { userId: person.id, userName: '换号', phone };
    expect(await post('/org/v2/staffEdit', edit, manager)).toMatchObject({
      code: 405,
      msg: '请输入新手机号收到的验证码',
    });
    const right = await t.sendCode(phone, PHONE_CODE_TYPE.staffPhone);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await post('/org/v2/staffEdit', { ...edit, phonecode: wrong }, manager)).toMatchObject({
      code: 405,
      msg: '验证码错误',
    });
    expect(await post('/org/v2/staffEdit', { ...edit, phone: uniquePhone(), phonecode: right }, manager)).toMatchObject(
      { code: 405 },
    );
    expect((await userRow(person.id)).phone).toBe(person.phone);
    expect((await post('/org/v2/staffEdit', { ...edit, phonecode: right }, manager)).code).toBe(200);
    expect((await userRow(person.id)).phone).toBe(phone);
  });

  it('caps an editor by the roles the colleague already holds, not only the new ones', async () => {
    // A staff clerk with company scope but no listing rights may not edit a colleague who holds more.
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.company, [MANAGER_ITEM.staff])]);
    const agentA = await userIdOf(t, U.agentA.phone);
    const rolesBefore = await t.db.select().from(userRoles).where(eq(userRoles.userId, agentA));
    const held = rolesBefore.map((r) => r.roleId);
    const team = await deptNamed(t, A, '文三路一组');
    expect(
      await post(
        '/org/v2/staffEdit',
        { userId: agentA, userName: '被改名', phone: U.agentA.phone, deptId: team.id, roleIds: held },
        clerk.headers,
      ),
    ).toMatchObject({ code: 403, msg: '不能授予超出您自身的权限或数据范围' });
    expect((await userRow(agentA)).name).toBe(U.agentA.name);
  });

  it('ends the sessions of someone whose phone changes', async () => {
    const person = await staffWith(t, A, []);
    const phone = uniquePhone();
    const phonecode = await t.sendCode(phone, PHONE_CODE_TYPE.staffPhone);
    expect(
      (await post('/org/v2/staffEdit', { userId: person.id, userName: '换号', phone, phonecode }, manager)).code,
    ).toBe(200);
    expect(await post('/user/initialize', {}, person.headers)).toMatchObject({ code: 400 });
    const same = await staffWith(t, A, []);
    await post('/org/v2/staffEdit', { userId: same.id, userName: '只改名', phone: same.phone }, manager);
    expect((await post('/user/initialize', {}, same.headers)).code).toBe(200);
  });

  it('keeps a store head within their store', async () => {
    const head = await t.login(U.headA.phone);
    const binjiang = await deptNamed(t, A, '滨江店');
    const wensan2 = await deptNamed(t, A, '文三路二组');
    const outside = { userName: '外店员工', phone: uniquePhone(), deptId: binjiang.id };
    expect(await post('/org/v2/staffCreate', outside, head)).toMatchObject({
      code: 403,
      msg: '该员工不在您的管理范围内',
    });
    expect(await post('/org/v2/staffCreate', { ...outside, deptId: null }, head)).toMatchObject({ code: 403 });
    const inside = await post('/org/v2/staffCreate', { ...outside, deptId: wensan2.id }, head);
    expect(inside.code).toBe(200);
    const agentA3 = await userIdOf(t, U.agentA3.phone);
    expect(
      await post(
        '/org/v2/staffEdit',
        { userId: agentA3, userName: '改名', phone: U.agentA3.phone, deptId: wensan2.id },
        head,
      ),
    ).toMatchObject({ code: 403 });
    expect((await userRow(agentA3)).name).toBe(U.agentA3.name);
  });

  it.each([
    [{}, '请输入员工姓名'],
    [{ userName: '小王' }, '请输入手机号'],
    [{ userName: '小王', phone: '1380000' }, '手机号格式不正确'],
    [{ userName: '名'.repeat(21), phone: '13712340000' }, '内容不能超过20个字'],
    [{ userName: '小王', phone: '13712340000', entryDate: '2025/01/01' }, '入职日期格式不正确'],
    [{ userName: '小王', phone: '13712340000', deptId: 'x' }, '参数错误'],
    [{ userName: '小王', phone: '13712340000', roleIds: 'a,b' }, '参数错误'],
    [{ userName: '小王', phone: '13712340000', isManager: 'maybe' }, '参数错误'],
  ])('refuses %j with %s', async (payload, msg) => {
    expect(await post('/org/v2/staffCreate', payload, manager)).toMatchObject({ code: 405, msg });
  });

  it('refuses a phone in use, and another company’s department, job, rank or role', async () => {
    expect(await post('/org/v2/staffCreate', { userName: '重复', phone: U.agentB.phone }, manager)).toMatchObject({
      code: 405,
      msg: '该手机号已被其他账号使用',
    });
    const jiangnan = await deptNamed(t, DEMO.companyB.id, '江南大道店');
    const managerB = await t.login(U.managerB.phone);
    const bRole = (await get('/org/v2/roleList', managerB)).data[0].roleId;
    const bJob = (await get('/org/v2/jobList', managerB)).data[0].jobId;
    const bRank = (await get('/setting/rankList', managerB)).data[0].rankId;
    const count = async () => (await t.db.select().from(users).where(eq(users.companyId, A))).length;
    const before = await count();
    for (const [field, value, msg] of [
      ['deptId', jiangnan.id, '部门不存在或已删除'],
      ['jobId', bJob, '岗位不存在或已删除'],
      ['rankId', bRank, '职级不存在或已删除'],
      ['roleIds', [bRole], '角色不存在或已删除'],
    ] as const) {
      const res = await post(
        '/org/v2/staffCreate',
        { userName: '越界', phone: uniquePhone(), [field]: value },
        manager,
      );
      expect(res, field).toMatchObject({ code: 404, msg });
    }
    expect(await count()).toBe(before);
    const agentA = await userIdOf(t, U.agentA.phone);
    const rolesBefore = await t.db.select().from(userRoles).where(eq(userRoles.userId, agentA));
    expect(
      await post(
        '/org/v2/staffEdit',
        { userId: agentA, userName: '被改', phone: U.agentA.phone, roleIds: [] },
        managerB,
      ),
    ).toMatchObject({ code: 404 });
    expect((await userRow(agentA)).name).toBe(U.agentA.name);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, agentA))).toEqual(rolesBefore);
  });

  it('pages 15 at a time', async () => {
    for (let i = 0; i < 14; i++) await staffWith(t, A, []);
    const first = await list(manager);
    const total = first.total!;
    expect(first.data).toHaveLength(15);
    const last = await list(manager, `?pageindex=${Math.ceil(total / 15)}`);
    expect(last.data).toHaveLength(total % 15 || 15);
    expect(await list(manager, '?pagesize=5&pageindex=2')).toMatchObject({ total });
    expect((await list(manager, '?pagesize=5')).data).toHaveLength(5);
  });

  it('needs a login', async () => {
    expect(await get('/org/v2/employeeListV2')).toMatchObject({ code: 400 });
    expect(await post('/org/v2/staffCreate', {})).toMatchObject({ code: 400, msg: '您还未登录请登录！' });
  });
});
