import { MSG } from '@awb/contract/common/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, uniquePhone, userIdOf } from '../../../test/org-fixtures.ts';
import { sessions } from '../../platform/auth/session.table.ts';
import { users } from '../account/user.table.ts';
import { companies } from '../company/company.table.ts';
import { reminders } from '../message/reminder.table.ts';
import { userRoles } from '../role/role.table.ts';
import { joinApplications } from './application.table.ts';

let t: TTestApp;
let manager: THeaders;
let inviteCode: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  inviteCode = (await t.db.select().from(companies).where(eq(companies.id, DEMO.companyA.id)))[0]!.inviteCode;
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const get = (url: string, headers?: THeaders) => t.call({ method: 'GET', url, headers });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Someone registers with company A's invite code and logs in: they wait for review. */
async function applicant(name = '应聘者') {
  const phone = uniquePhone();
  const code = await t.sendCode(phone, 'register');
  const res = await t.call({
    method: 'POST',
    url: '/register/userRegister',
    payload: { phone, phonecode: code, password: 'abc12345', sourceParam: inviteCode, userName: name },
  });
  expect(res).toMatchObject({ code: 200, data: { status: 0, companyId: A } });
  const [application] = await t.db.select().from(joinApplications).where(eq(joinApplications.userId, res.data.userId));
  return {
    userId: res.data.userId as number,
    phone,
    applyId: application!.id,
    headers: await t.login(phone, 'abc12345'),
  };
}

describe('joining by invite', () => {
  it('names the company of an invite code without a login, and gives members the code', async () => {
    expect(await get(`/org/v2/inviteCompany?code=${inviteCode.toLowerCase()}`)).toMatchObject({
      code: 200,
      data: { companyName: DEMO.companyA.name },
    });
    expect(await get('/org/v2/inviteCompany?code=NOPE1234')).toMatchObject({
      code: 404,
      msg: '邀请码无效，请核对后重试',
    });
    expect(await get('/org/v2/inviteCompany')).toMatchObject({ code: 405, msg: '邀请码无效，请核对后重试' });
    const agent = await t.login(DEMO.users.agentA.phone);
    expect(await get('/org/v2/invite', agent)).toMatchObject({
      data: { inviteCode, companyName: DEMO.companyA.name, invitePath: `pages/h5/invite?code=${inviteCode}` },
    });
  });

  it('registering creates a pending member and an application the badge counts', async () => {
    const before = (await get('/org/v2/applyCount', manager)).data.count;
    expect(before).toBe(1);
    const person = await applicant();
    expect(await userRow(person.userId)).toMatchObject({ status: 0, companyId: A, isManager: false });
    expect((await get('/org/v2/applyCount', manager)).data.count).toBe(before + 1);
    expect(await get('/org/v2/lwpV2', person.headers)).toMatchObject({ code: 4010 });
    const list = await get('/org/v2/myEmployeeApplicationList', manager);
    expect(list.data[0]).toMatchObject({ userId: person.userId, userName: '应聘者', phone: person.phone, status: 0 });
    expect(list.data.map((r: any) => r.userName)).toContain(DEMO.users.pendingA.name);
  });

  it('approving activates the person where the administrator places them, with a reminder', async () => {
    const person = await applicant('通过者');
    const team = await deptNamed(t, A, '滨江一组');
    const role = (await get('/org/v2/roleList', manager)).data.find((r: any) => r.roleName === '经纪人');
    const res = await get(
      `/org/v2/pendingProcessing?applyId=${person.applyId}&status=1&deptId=${team.id}&roleIds=${role.roleId}`,
      manager,
    );
    expect(res).toMatchObject({ code: 200, msg: '已通过' });
    expect(await userRow(person.userId)).toMatchObject({ status: 1, departmentId: team.id });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, person.userId))).toHaveLength(1);
    const [application] = await t.db.select().from(joinApplications).where(eq(joinApplications.id, person.applyId));
    expect(application).toMatchObject({ status: 1, handledBy: await userIdOf(t, DEMO.users.managerA.phone) });
    const notes = await t.db.select().from(reminders).where(eq(reminders.userId, person.userId));
    expect(notes.map((n) => n.title)).toContain('加入申请已通过');
    // The same session now works for business calls, with the role's grants.
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers: person.headers });
    expect(init.data.user.status).toBe(1);
    expect(Object.keys(init.data.permissions)).toContain('1');
    expect((await get('/org/v2/lwpV2', person.headers)).code).toBe(200);
    expect(await get(`/org/v2/pendingProcessing?applyId=${person.applyId}&status=2`, manager)).toMatchObject({
      code: 405,
      msg: '该申请已处理',
    });
  });

  it('rejecting closes the account and its sessions; the phone may register again', async () => {
    const person = await applicant('驳回者');
    expect(await get(`/org/v2/pendingProcessing?applyId=${person.applyId}&status=2`, manager)).toMatchObject({
      code: 200,
      msg: '已驳回',
    });
    expect((await userRow(person.userId)).status).toBe(4);
    expect(await t.call({ method: 'POST', url: '/user/initialize', headers: person.headers })).toMatchObject({
      code: 400,
    });
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // The right password learns why; a wrong one gets the usual message (no probing).
    const login = (password: string) =>
      t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone: person.phone, password } });
    expect(await login('abc12345')).toMatchObject({ code: 405, msg: MSG.applicationRejected });
    expect(await login('wrong999')).toMatchObject({ code: 405, msg: MSG.passwordWrong });
    const code = await t.sendCode(person.phone, 'register');
    const again = await t.call({
      method: 'POST',
      url: '/register/userRegister',
      payload: { phone: person.phone, phonecode: code, password: 'abc12345', sourceParam: inviteCode },
    });
    expect(again).toMatchObject({ code: 200, data: { status: 0 } });
  });

  it.each([
    ['', '参数错误'],
    ['?applyId=1', '请选择通过或驳回'],
    ['?applyId=1&status=3', '请选择通过或驳回'],
    ['?applyId=1&status=1&roleIds=x', '参数错误'],
  ])('refuses %s with %s', async (query, msg) => {
    expect(await get(`/org/v2/pendingProcessing${query}`, manager)).toMatchObject({ code: 405, msg });
  });

  it('keeps a head to their store and never decides another company’s applications', async () => {
    const person = await applicant('店长审核');
    const head = await t.login(DEMO.users.headA.phone);
    const binjiang = await deptNamed(t, A, '滨江店');
    expect(
      await get(`/org/v2/pendingProcessing?applyId=${person.applyId}&status=1&deptId=${binjiang.id}`, head),
    ).toMatchObject({ code: 403 });
    const managerB = await t.login(DEMO.users.managerB.phone);
    expect(await get(`/org/v2/pendingProcessing?applyId=${person.applyId}&status=1`, managerB)).toMatchObject({
      code: 404,
    });
    expect((await get('/org/v2/myEmployeeApplicationList', managerB)).data).toEqual([]);
    expect((await get('/org/v2/applyCount', managerB)).data.count).toBe(0);
    expect((await userRow(person.userId)).status).toBe(0);
    // Without a department the head places the person in their own store.
    expect((await get(`/org/v2/pendingProcessing?applyId=${person.applyId}&status=1`, head)).code).toBe(200);
    const wensan = await deptNamed(t, A, '文三路店');
    expect((await userRow(person.userId)).departmentId).toBe(wensan.id);
  });

  it('filters the list by status and pages it', async () => {
    const pending = await get('/org/v2/myEmployeeApplicationList?status=0', manager);
    expect(pending.data.every((r: any) => r.status === 0)).toBe(true);
    const approved = await get('/org/v2/myEmployeeApplicationList?status=1', manager);
    expect(approved.data.every((r: any) => r.status === 1 && r.handlerName !== '')).toBe(true);
    expect((await get('/org/v2/myEmployeeApplicationList?pagesize=1', manager)).data).toHaveLength(1);
    expect(await get('/org/v2/myEmployeeApplicationList?status=7', manager)).toMatchObject({ code: 405 });
  });
});
