import { APP_TYPE } from '@awb/contract/common/apps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { users } from './user.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { managerA, agentA, agentA2, pendingA, managerB, agentB } = DEMO.users;
const userByPhone = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!;
const form = (headers: THeaders, body: string) =>
  t.call({
    method: 'POST',
    url: '/user/userNameUpdate',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('POST /user/initialize', () => {
  it('gives a manager the user, the company with its invite code, and the open apps', async () => {
    const res = await t.call({ method: 'POST', url: '/user/initialize', headers: await t.login(managerA.phone) });
    expect(res).toMatchObject({
      code: 200,
      data: {
        user: { userName: managerA.name, phone: managerA.phone, isManager: true, status: 1, cancelExecuteAt: null },
        company: { companyId: DEMO.companyA.id, name: DEMO.companyA.name },
        permissions: {},
      },
    });
    expect(res.data.company.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.data.openApps).toEqual([
      APP_TYPE.house,
      APP_TYPE.customer,
      APP_TYPE.estate,
      APP_TYPE.contract,
      APP_TYPE.sign,
      APP_TYPE.manager,
    ]);
    // Only what the contract declares leaves the server.
    expect(Object.keys(res.data.user).sort()).toEqual(
      ['avatar', 'cancelExecuteAt', 'isManager', 'phone', 'roleNames', 'status', 'userId', 'userName'].sort(),
    );
    expect(JSON.stringify(res)).not.toMatch(/password|hash/i);
  });

  it('hides the invite code from staff and shows company B its own apps', async () => {
    const staff = await t.call({ method: 'POST', url: '/user/initialize', headers: await t.login(agentA.phone) });
    expect(staff.data.user).toMatchObject({ isManager: false, roleNames: ['经纪人'] });
    const head = await t.call({
      method: 'POST',
      url: '/user/initialize',
      headers: await t.login(DEMO.users.headA.phone),
    });
    expect(head.data.user.roleNames).toEqual(['店长']);
    expect(staff.data.company.inviteCode).toBe('');
    const other = await t.call({ method: 'POST', url: '/user/initialize', headers: await t.login(agentB.phone) });
    expect(other.data.company).toMatchObject({ companyId: DEMO.companyB.id, name: DEMO.companyB.name });
    // The demo opens every sold app for both companies (the server gates each app's calls).
    expect(other.data.openApps).toEqual([
      APP_TYPE.house,
      APP_TYPE.customer,
      APP_TYPE.estate,
      APP_TYPE.contract,
      APP_TYPE.sign,
      APP_TYPE.manager,
    ]);
  });

  it('answers a person waiting for review, with status 0', async () => {
    const res = await t.call({ method: 'POST', url: '/user/initialize', headers: await t.login(pendingA.phone) });
    expect(res).toMatchObject({ code: 200, data: { user: { status: 0, userName: pendingA.name } } });
  });
});

describe('POST /user/userNameUpdate (form body)', () => {
  it('changes the name from a form body', async () => {
    const headers = await t.login(agentA2.phone);
    const res = await form(headers, `userName=${encodeURIComponent('  王小强 ')}`);
    expect(res).toMatchObject({ code: 200, msg: '修改成功', data: null });
    expect((await userByPhone(agentA2.phone)).name).toBe('王小强');
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers });
    expect(init.data.user.userName).toBe('王小强');
  });

  it('accepts JSON as well', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user/userNameUpdate',
      headers: await t.login(agentB.phone),
      payload: { userName: '刘阳' },
    });
    expect(res.code).toBe(200);
    expect((await userByPhone(agentB.phone)).name).toBe('刘阳');
  });

  it.each([
    ['', '请输入用户名称'],
    ['userName=', '请输入用户名称'],
    ['userName=%20%20', '请输入用户名称'],
    [`userName=${'很'.repeat(21)}`, '内容不能超过20个字'],
  ])('answers %j with %s and changes nothing', async (body, msg) => {
    const headers = await t.login(pendingA.phone);
    expect(await form(headers, body)).toMatchObject({ code: 405, msg });
    expect((await userByPhone(pendingA.phone)).name).toBe(pendingA.name);
  });

  it('is open to a person waiting for review', async () => {
    const res = await form(await t.login(pendingA.phone), `userName=${encodeURIComponent('赵敏敏')}`);
    expect(res.code).toBe(200);
    expect((await userByPhone(pendingA.phone)).name).toBe('赵敏敏');
  });
});

describe('POST /user/userPasswordsUpdate', () => {
  const update = (headers: THeaders, payload: object) =>
    t.call({ method: 'POST', url: '/user/userPasswordsUpdate', headers, payload });

  it('changes the password, keeps this session and ends the others', async () => {
    const phone = managerB.phone;
    const other = await t.login(phone);
    const own = await t.login(phone);
    const res = await update(own, { oldPassword: 'demo1234', password: 'changed99', confirmPwd: 'changed99' });
    expect(res).toMatchObject({ code: 200, msg: '密码修改成功' });
    expect((await t.call({ method: 'POST', url: '/user/initialize', headers: own })).code).toBe(200);
    expect(await t.call({ method: 'POST', url: '/user/initialize', headers: other })).toMatchObject({
      code: 400,
      msg: '登录已过期，请重新登录',
    });
    expect(await verifyPassword((await userByPhone(phone)).passwordHash, 'changed99')).toBe(true);
    expect(
      (await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone, password: 'changed99' } }))
        .code,
    ).toBe(200);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const headers = await t.login(agentA.phone);
    expect(await update(headers, { oldPassword: 'wrong1234', password: 'changed99' })).toMatchObject({
      code: 405,
      msg: '原密码错误',
    });
    expect(await verifyPassword((await userByPhone(agentA.phone)).passwordHash, 'demo1234')).toBe(true);
  });

  it.each([
    [{ password: 'changed99' }, '请输入原密码'],
    [{ oldPassword: 'demo1234' }, '请输入密码'],
    [{ oldPassword: 'demo1234', password: 'abcdefgh' }, '密码为6-20位，需同时包含字母和数字'],
    [{ oldPassword: 'demo1234', password: 'abc12' }, '密码为6-20位，需同时包含字母和数字'],
    [{ oldPassword: 'demo1234', password: 'changed99', confirmPwd: 'changed98' }, '两次输入的密码不一致'],
    [{ oldPassword: 'demo1234', password: 'demo1234' }, '新密码不能与原密码相同'],
  ])('answers %j with %s', async (payload, msg) => {
    const headers = await t.login(agentA.phone);
    expect(await update(headers, payload)).toMatchObject({ code: 405, msg });
    expect(await verifyPassword((await userByPhone(agentA.phone)).passwordHash, 'demo1234')).toBe(true);
  });
});
