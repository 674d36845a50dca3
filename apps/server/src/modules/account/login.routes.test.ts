import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { sessions } from '../../platform/auth/session.table.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { phoneCodes } from '../../platform/phone-code/phone-code.table.ts';
import { users } from './user.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { managerA, agentA, agentA2, pendingA, managerB, agentB } = DEMO.users;
const signin = (payload: object) => t.call({ method: 'POST', url: '/user/login/mobileSignin', payload });
const initialize = (headers: Record<string, string>) => t.call({ method: 'POST', url: '/user/initialize', headers });
const liveSessions = (userId: number) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('POST /user/login/mobileSignin', () => {
  it('logs in by password and stores only a hash of the token', async () => {
    const res = await signin({ phone: managerA.phone, password: 'demo1234' });
    expect(res).toMatchObject({ code: 200, msg: '登录成功', data: { companyId: DEMO.companyA.id, status: 1 } });
    expect(res.data.token).toMatch(/^[\w-]{43}$/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, res.data.sessionid));
    expect(row?.tokenHash).toBe(hashToken(res.data.token));
    expect(row?.tokenHash).not.toContain(res.data.token);
    expect(row?.userId).toBe(res.data.userId);
  });

  it('logs in by phone code, and the code cannot be used twice', async () => {
    const code = await t.sendCode(agentA.phone, PHONE_CODE_TYPE.login);
    const res = await signin({ phone: agentA.phone, phonecode: code });
    expect(res).toMatchObject({ code: 200, data: { status: 1 } });
    expect((await initialize({ token: res.data.token, sessionid: res.data.sessionid })).data.user.userName).toBe(
      agentA.name,
    );
    expect(await signin({ phone: agentA.phone, phonecode: code })).toMatchObject({
      code: 405,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses a wrong password and a wrong code', async () => {
    expect(await signin({ phone: managerB.phone, password: 'demo12345' })).toMatchObject({
      status: 200,
      code: 405,
      msg: '手机号或密码错误',
      data: null,
    });
    const code = await t.sendCode(managerB.phone, PHONE_CODE_TYPE.login);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await signin({ phone: managerB.phone, phonecode: wrong })).toMatchObject({ code: 405, msg: '验证码错误' });
  });

  it('does not tell an unregistered phone from a registered one, by answer or by time', async () => {
    expect(await signin({ phone: '13612345678', password: 'demo1234' })).toMatchObject({
      code: 405,
      msg: '手机号或密码错误',
    });
    // A code login answers as for a registered phone with a wrong code…
    expect(await signin({ phone: '13612345678', phonecode: '123456' })).toMatchObject({ code: 405, msg: '验证码错误' });
    expect(await signin({ phone: managerB.phone, phonecode: '123456' })).toMatchObject({
      code: 405,
      msg: '验证码错误',
    });
    // …and only the holder of the phone, with its right code, learns that it has no account.
    const code = await t.sendCode('13612345678', PHONE_CODE_TYPE.login);
    expect(await signin({ phone: '13612345678', phonecode: code })).toMatchObject({ code: 405, msg: '该手机号未注册' });
  });

  it('lets a person waiting for review in, with status 0', async () => {
    const res = await signin({ phone: pendingA.phone, password: 'demo1234' });
    expect(res).toMatchObject({ code: 200, data: { status: 0, companyId: DEMO.companyA.id } });
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '2380000000' }, '手机号格式不正确'],
    [{ phone: '1380000000a', password: 'demo1234' }, '手机号格式不正确'],
    [{ phone: '13800000001' }, '请输入验证码'],
    [{ phone: '13800000001', password: '' }, '请输入密码'],
    [{ phone: '13800000001', phonecode: '' }, '请输入验证码'],
    [{ phone: '13800000001', phonecode: '12345' }, '验证码错误'],
  ])('answers %j with %s', async (payload, msg) => {
    expect(await signin(payload)).toMatchObject({ status: 200, code: 405, msg });
  });

  it('answers a body that is not JSON with a Chinese message', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user/login/mobileSignin',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res).toMatchObject({ status: 200, code: 405, msg: '请求格式不正确' });
  });
});

describe('POST /user/getPhoneCode', () => {
  it.each([
    [PHONE_CODE_TYPE.login, 'login'],
    [PHONE_CODE_TYPE.retrievePassword, 'retrieve password'],
    [PHONE_CODE_TYPE.cancellation, 'cancellation'],
  ])('sends a code of type %i (%s)', async (type, _purpose) => {
    const before = t.sms.messages(agentB.phone).length;
    const res = await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone: agentB.phone, type } });
    expect(res).toMatchObject({ code: 200, msg: '验证码已发送', data: null });
    expect(t.sms.messages(agentB.phone)).toHaveLength(before + 1);
    const [row] = await t.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, agentB.phone), eq(phoneCodes.purpose, type)));
    expect(row).toBeDefined();
  });

  it('sends a login code when no type is given, and refuses unknown types', async () => {
    t.clock.advance(61_000);
    const res = await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone: agentA2.phone } });
    expect(res.code).toBe(200);
    await signin({ phone: agentA2.phone, phonecode: t.sms.lastCode(agentA2.phone) }).then((r) =>
      expect(r.code).toBe(200),
    );
    for (const type of [PHONE_CODE_TYPE.register, 0, 9, 'x']) {
      const bad = await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone: agentA2.phone, type } });
      expect(bad, String(type)).toMatchObject({ code: 405, msg: '参数错误' });
    }
  });

  it('refuses a second code within 60 s', async () => {
    t.clock.advance(61_000);
    const payload = { phone: managerA.phone, type: PHONE_CODE_TYPE.login };
    expect((await t.call({ method: 'POST', url: '/user/getPhoneCode', payload })).code).toBe(200);
    t.clock.advance(30_000);
    expect(await t.call({ method: 'POST', url: '/user/getPhoneCode', payload })).toMatchObject({
      code: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
    t.clock.advance(30_000);
    expect((await t.call({ method: 'POST', url: '/user/getPhoneCode', payload })).code).toBe(200);
  });

  it('stops at the daily cap', async () => {
    const now = t.clock.now().getTime();
    // Ten codes over the last 23 hours (sent from the PC site, say).
    await t.db.insert(phoneCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        phone: pendingA.phone,
        purpose: PHONE_CODE_TYPE.login,
        codeHash: 'x',
        createdAt: new Date(now - (23 - i) * 3_600_000),
        expiresAt: new Date(now - (23 - i) * 3_600_000 + 300_000),
      })),
    );
    const payload = { phone: pendingA.phone, type: PHONE_CODE_TYPE.retrievePassword };
    expect(await t.call({ method: 'POST', url: '/user/getPhoneCode', payload })).toMatchObject({
      code: 429,
      msg: '今日验证码发送次数已达上限，请明天再试',
    });
    expect(t.sms.messages(pendingA.phone)).toHaveLength(0);
    // An hour later the oldest of them is more than a day old.
    t.clock.advance(3_601_000);
    expect((await t.call({ method: 'POST', url: '/user/getPhoneCode', payload })).code).toBe(200);
  });

  it('answers an unregistered phone as a registered one: the code goes to that phone', async () => {
    const payload = (phone: string) => ({ phone, type: 1 });
    const unknown = await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: payload('13612345679') });
    const known = await t.call({
      method: 'POST',
      url: '/user/getPhoneCode',
      payload: payload(DEMO.users.agentA2.phone),
    });
    expect(unknown).toEqual({ ...known, status: 200 });
    expect(unknown).toMatchObject({ code: 200, msg: '验证码已发送' });
    expect(t.sms.messages('13612345679')).toHaveLength(1);
  });

  it('validates the phone', async () => {
    expect(await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: {} })).toMatchObject({
      code: 405,
      msg: '请输入手机号',
    });
    expect(await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone: '1380000' } })).toMatchObject({
      code: 405,
      msg: '手机号格式不正确',
    });
  });
});

describe('POST /user/retrievePassword', () => {
  const phone = agentA2.phone;
  const retrieve = (payload: object) => t.call({ method: 'POST', url: '/user/retrievePassword', payload });

  it('sets a new password with a code, uses the code up and signs every session out', async () => {
    const first = await t.login(phone);
    const second = await t.login(phone);
    const code = await t.sendCode(phone, PHONE_CODE_TYPE.retrievePassword);
    const res = await retrieve({ phone, phonecode: code, password: 'newpass88', confirmPwd: 'newpass88' });
    expect(res).toMatchObject({ code: 200, msg: '密码已重置，请重新登录', data: null });

    expect((await initialize(first)).code).toBe(400);
    expect((await initialize(second)).code).toBe(400);
    expect(await signin({ phone, password: 'demo1234' })).toMatchObject({ code: 405, msg: '手机号或密码错误' });
    const again = await signin({ phone, password: 'newpass88' });
    expect(again.code).toBe(200);
    expect(await liveSessions(again.data.userId)).toHaveLength(1);

    expect(await retrieve({ phone, phonecode: code, password: 'other888' })).toMatchObject({
      code: 405,
      msg: '验证码已失效，请重新获取',
    });
  });

  it('refuses two different passwords', async () => {
    const code = await t.sendCode(agentB.phone, PHONE_CODE_TYPE.retrievePassword);
    const [before] = await t.db.select().from(users).where(eq(users.phone, agentB.phone));
    expect(
      await retrieve({ phone: agentB.phone, phonecode: code, password: 'abc12345', confirmPwd: 'abc12346' }),
    ).toMatchObject({ code: 405, msg: '两次输入的密码不一致' });
    const [after] = await t.db.select().from(users).where(eq(users.phone, agentB.phone));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a weak password, a wrong code and a code of another purpose', async () => {
    expect(await retrieve({ phone, phonecode: '123456', password: '123456' })).toMatchObject({
      code: 405,
      msg: '密码为6-20位，需同时包含字母和数字',
    });
    const loginCode = await t.sendCode(managerB.phone, PHONE_CODE_TYPE.login);
    expect(await retrieve({ phone: managerB.phone, phonecode: loginCode, password: 'abc12345' })).toMatchObject({
      code: 405,
      msg: '验证码错误',
    });
    expect(await signin({ phone: managerB.phone, password: 'demo1234' })).toMatchObject({ code: 200 });
  });

  it('answers an unregistered phone as a wrong code until its right code is given; refuses missing fields', async () => {
    expect(await retrieve({ phone: '13612345670', phonecode: '123456', password: 'abc12345' })).toMatchObject({
      code: 405,
      msg: '验证码错误',
    });
    const code = await t.sendCode('13612345670', PHONE_CODE_TYPE.retrievePassword);
    expect(await retrieve({ phone: '13612345670', phonecode: code, password: 'abc12345' })).toMatchObject({
      code: 405,
      msg: '该手机号未注册',
    });
    expect(await retrieve({ phone })).toMatchObject({ code: 405, msg: '请输入验证码' });
    expect(await retrieve({ phone, phonecode: '123456' })).toMatchObject({ code: 405, msg: '请输入密码' });
  });
});

describe('POST /user/mobileExit', () => {
  it('ends only the session it is called with', async () => {
    const phone = managerB.phone;
    const kept = await t.login(phone);
    const ended = await t.login(phone);
    expect(await t.call({ method: 'POST', url: '/user/mobileExit', headers: ended })).toMatchObject({
      code: 200,
      msg: '退出成功！',
    });
    expect(await initialize(ended)).toMatchObject({ code: 400, msg: '登录已过期，请重新登录' });
    expect((await initialize(kept)).code).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, ended.sessionid));
    expect(row?.revokedAt).toEqual(t.clock.now());
    // Leaving twice is not possible: the session is gone.
    expect((await t.call({ method: 'POST', url: '/user/mobileExit', headers: ended })).code).toBe(400);
  });
});
