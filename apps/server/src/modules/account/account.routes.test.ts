import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('login by password', () => {
  it('returns token and sessionid, and initialize shows the user and company', async () => {
    const headers = await t.login(DEMO.users.managerA.phone);
    const res = await t.call({ method: 'POST', url: '/user/initialize', headers });
    expect(res.code).toBe(200);
    expect(res.data.user.userName).toBe('张伟');
    expect(res.data.user.isManager).toBe(true);
    expect(res.data.company.name).toBe(DEMO.companyA.name);
    expect(res.data.openApps).toContain(1);
  });

  it('refuses a wrong password with one message', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user/login/mobileSignin',
      payload: { phone: DEMO.users.managerA.phone, password: 'wrong111' },
    });
    expect(res).toMatchObject({ status: 200, code: 405, msg: '手机号或密码错误' });
  });

  it('validates the phone in the seeds wording', async () => {
    const missing = await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: {} });
    expect(missing).toMatchObject({ code: 405, msg: '请输入手机号' });
    const bad = await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone: '2380000000' } });
    expect(bad).toMatchObject({ code: 405, msg: '手机号格式不正确' });
  });
});

describe('session headers', () => {
  it('answers code 400 without a token', async () => {
    const res = await t.call({ method: 'POST', url: '/user/initialize' });
    expect(res).toMatchObject({ status: 200, code: 400, msg: '您还未登录请登录！' });
  });

  it('ends the session on mobileExit', async () => {
    const headers = await t.login(DEMO.users.agentA.phone);
    const exit = await t.call({ method: 'POST', url: '/user/mobileExit', headers });
    expect(exit).toMatchObject({ code: 200, msg: '退出成功！' });
    const after = await t.call({ method: 'POST', url: '/user/initialize', headers });
    expect(after.code).toBe(400);
  });
});
