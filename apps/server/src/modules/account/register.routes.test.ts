import { USER_STATUS } from '@awb/contract/account.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { createUser } from '../../db/seed/factories.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { phoneCodes } from '../../platform/phone-code/phone-code.table.ts';
import { companies } from '../company/company.table.ts';
import { reminders } from '../message/reminder.table.ts';
import { users } from './user.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let phoneNo = 0;
/** A phone nobody has registered yet. */
const newPhone = () => `1350000${String(++phoneNo).padStart(4, '0')}`;
const post = (url: string, payload: object) => t.call({ method: 'POST', url, payload });
const companyOf = async (id: number) => (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const userOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /register/GetRegPhoneCode', () => {
  it('texts a code to a new phone and answers with result text', async () => {
    const phone = newPhone();
    const res = await post('/register/GetRegPhoneCode', { phone });
    expect(res).toMatchObject({ code: 200, msg: '验证码已发送', result: '验证码已发送', data: null });
    expect(t.sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('answers a registered phone as a new one, and says it is taken only once its code checks', async () => {
    const phone = DEMO.users.agentA.phone;
    expect(await post('/register/GetRegPhoneCode', { phone })).toMatchObject({ code: 200, msg: '验证码已发送' });
    expect(await post('/register/GetRegPhoneCheckCode', { phone, phonecode: '000000' })).toMatchObject({
      code: 405,
    });
    const code = t.sms.lastCode(phone);
    expect(await post('/register/GetRegPhoneCheckCode', { phone, phonecode: code })).toMatchObject({
      code: 405,
      msg: '该手机号已注册，请直接登录',
    });
  });

  it('keeps the 60 s rule', async () => {
    const phone = newPhone();
    expect((await post('/register/GetRegPhoneCode', { phone })).code).toBe(200);
    expect(await post('/register/GetRegPhoneCode', { phone })).toMatchObject({
      code: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '2380000000' }, '手机号格式不正确'],
    [{ phone: '138000000011' }, '手机号格式不正确'],
  ])('answers %j with %s', async (payload, msg) => {
    expect(await post('/register/GetRegPhoneCode', payload)).toMatchObject({ code: 405, msg });
  });
});

describe('POST /register/GetRegPhoneCheckCode', () => {
  it('checks a code without using it up', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    expect(await post('/register/GetRegPhoneCheckCode', { phone, phonecode: code })).toMatchObject({
      code: 200,
      result: '验证通过',
    });
    expect(await post('/register/GetRegPhoneCheckCode', { phone, phonecode: code })).toMatchObject({ code: 200 });
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row?.consumedAt).toBeNull();
    const res = await post('/register/userRegister', {
      phone,
      phonecode: code,
      company: '余杭好房',
      password: 'abc12345',
    });
    expect(res.code).toBe(200);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post('/register/GetRegPhoneCheckCode', { phone, phonecode: wrong })).toMatchObject({
      code: 405,
      msg: '验证码错误',
    });
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row?.attempts).toBe(1);
  });

  it('validates phone and code', async () => {
    expect(await post('/register/GetRegPhoneCheckCode', { phone: '13500000000' })).toMatchObject({
      code: 405,
      msg: '请输入验证码',
    });
    expect(await post('/register/GetRegPhoneCheckCode', { phonecode: '123456' })).toMatchObject({
      code: 405,
      msg: '请输入手机号',
    });
  });
});

describe('POST /register/getCityAreas', () => {
  it('lists the districts of a city', async () => {
    const res = await post('/register/getCityAreas', { city: 1013 });
    expect(res).toMatchObject({ code: 200, result: '获取成功' });
    expect(res.data).toContainEqual({ cityId: 1013, id: 140105, name: '小店区' });
    expect(res.data.every((d: { cityId: number }) => d.cityId === 1013)).toBe(true);
  });

  it('answers an unknown city with an empty list and a missing one with 请选择省市！', async () => {
    expect(await post('/register/getCityAreas', { city: 99999 })).toMatchObject({ code: 200, data: [] });
    expect(await post('/register/getCityAreas', {})).toMatchObject({ code: 405, msg: '请选择省市！' });
    expect(await post('/register/getCityAreas', { city: 'abc' })).toMatchObject({ code: 405, msg: '请选择省市！' });
  });
});

describe.each(['/register/userRegister', '/user/userRegister'])('POST %s', (url) => {
  it('registers a company with the seed defaults; the registrant becomes its manager', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    const res = await post(url, {
      phone,
      phonecode: code,
      company: '太原晋阳房产',
      address: '太原市小店区长风街1号',
      password: 'abc12345',
      confirmPwd: 'abc12345',
    });
    expect(res).toMatchObject({ code: 200, msg: '注册成功', result: '注册成功', data: { status: 1 } });

    const user = await userOf(res.data.userId);
    expect(user).toMatchObject({ phone, isManager: true, status: USER_STATUS.active, name: `用户${phone.slice(-4)}` });
    expect(user.companyId).toBe(res.data.companyId);
    expect(await verifyPassword(user.passwordHash, 'abc12345')).toBe(true);
    // Defaults: province 5, city 1013, sourcetype 10. City 1013 is 太原 in province 4 (山西) in our
    // numbering, so the province is corrected to the city's own.
    const company = await companyOf(res.data.companyId);
    expect(company).toMatchObject({
      name: '太原晋阳房产',
      address: '太原市小店区长风街1号',
      provinceId: 4,
      cityId: 1013,
      sourceType: 10,
      sourceParam: '',
    });
    expect(company.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const [welcome] = await t.db.select().from(reminders).where(eq(reminders.userId, user.id));
    expect(welcome?.title).toBe('欢迎使用经纪工作本');

    const login = await t.call({
      method: 'POST',
      url: '/user/login/mobileSignin',
      payload: { phone, password: 'abc12345' },
    });
    const init = await t.call({
      method: 'POST',
      url: '/user/initialize',
      headers: { token: login.data.token, sessionid: login.data.sessionid },
    });
    expect(init.data).toMatchObject({
      user: { isManager: true, status: 1 },
      company: { name: '太原晋阳房产', inviteCode: company.inviteCode },
      openApps: [],
    });
    // The code is used up.
    expect(await post(url, { phone, phonecode: code, company: 'x', password: 'abc12345' })).toMatchObject({
      code: 405,
    });
  });

  it('keeps the chosen city and takes its province, whatever province is sent', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    const res = await post(url, {
      phone,
      phonecode: code,
      company: '杭州城西房产',
      password: 'abc12345',
      province: '5',
      city: '1086',
      area: '西湖区',
      sourcetype: '3',
      userName: '孙丽',
    });
    expect(res.code).toBe(200);
    expect(await companyOf(res.data.companyId)).toMatchObject({
      provinceId: 11,
      cityId: 1086,
      area: '西湖区',
      sourceType: 3,
    });
    expect((await userOf(res.data.userId)).name).toBe('孙丽');
  });

  it("joins another company by its invite code and waits for review; the company's managers hear of it", async () => {
    const [companyA] = await t.db.select().from(companies).where(eq(companies.id, DEMO.companyA.id));
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    const res = await post(url, {
      phone,
      phonecode: code,
      password: 'abc12345',
      sourceParam: companyA!.inviteCode.toLowerCase(),
      userName: '周杰',
    });
    expect(res).toMatchObject({
      code: 200,
      msg: '申请已提交，请等待管理员审核',
      result: '申请已提交，请等待管理员审核',
      data: { companyId: DEMO.companyA.id, status: 0 },
    });
    expect(await userOf(res.data.userId)).toMatchObject({ isManager: false, status: USER_STATUS.pending });
    const companyCount = (await t.db.select().from(companies)).length;
    expect(companyCount).toBeGreaterThan(2);

    const [manager] = await t.db.select().from(users).where(eq(users.phone, DEMO.users.managerA.phone));
    const notes = await t.db.select().from(reminders).where(eq(reminders.userId, manager!.id));
    expect(notes.map((n) => n.content)).toContain(`周杰（${phone}）申请加入公司，请及时审核。`);

    const login = await t.call({
      method: 'POST',
      url: '/user/login/mobileSignin',
      payload: { phone, password: 'abc12345' },
    });
    expect(login.data.status).toBe(0);
    const headers = { token: login.data.token, sessionid: login.data.sessionid };
    expect(await t.call({ method: 'GET', url: '/search/appUseSwitch?payStatusId=1', headers })).toMatchObject({
      code: 4010,
      msg: '您的账号正在等待管理员审核',
    });
  });

  it('refuses an unknown invite code and keeps the code for another try', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    expect(await post(url, { phone, phonecode: code, password: 'abc12345', sourceParam: 'NOSUCH22' })).toMatchObject({
      code: 405,
      msg: '邀请码无效，请核对后重试',
    });
    expect((await post(url, { phone, phonecode: code, password: 'abc12345', company: '重试房产' })).code).toBe(200);
  });

  it('refuses a phone that was registered after its code was sent', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    await createUser(t.db, { companyId: DEMO.companyB.id, phone, name: '抢先' });
    expect(await post(url, { phone, phonecode: code, company: '晚到房产', password: 'abc12345' })).toMatchObject({
      code: 405,
      msg: '该手机号已注册，请直接登录',
    });
    expect((await t.db.select().from(users).where(eq(users.phone, phone))).length).toBe(1);
  });

  it('checks the code before anything else', async () => {
    // A registered phone and an unknown invite code, but the wrong code is what the person hears of.
    expect(
      await post(url, {
        phone: DEMO.users.agentA2.phone,
        phonecode: '123456',
        password: 'abc12345',
        sourceParam: 'NOSUCH22',
      }),
    ).toMatchObject({ code: 405, msg: '验证码错误' });
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '23500000000', phonecode: '123456' }, '手机号格式不正确'],
    [{ phone: '1350000000' }, '手机号格式不正确'],
    [{ phone: '13500000000', city: '' }, '请选择省市！'],
    [{ phone: '13500000000', city: 0 }, '请选择省市！'],
    [{ phone: '13500000000', city: null }, '请选择省市！'],
    [{ phone: '13500000000', province: 'x' }, '请选择省市！'],
    [{ phone: '13500000000' }, '请输入验证码'],
    [{ phone: '13500000000', phonecode: '' }, '请输入验证码'],
    [{ phone: '13500000000', phonecode: '123456' }, '请输入密码'],
    [{ phone: '13500000000', phonecode: '123456', password: 'abcdef' }, '密码为6-20位，需同时包含字母和数字'],
    [
      { phone: '13500000000', phonecode: '123456', password: 'abc12345', confirmPwd: 'abc1234' },
      '两次输入的密码不一致',
    ],
    [{ phone: '13500000000', phonecode: '123456', password: 'abc12345' }, '请输入公司名称'],
  ])('answers %j with %s', async (payload, msg) => {
    expect(await post(url, payload)).toMatchObject({ status: 200, code: 405, msg });
  });

  it('answers a city that does not exist with 请选择省市！ after the code check', async () => {
    const phone = newPhone();
    const code = await t.sendCode(phone, 'register');
    expect(await post(url, { phone, phonecode: code, company: 'x', password: 'abc12345', city: 5000 })).toMatchObject({
      code: 405,
      msg: '请选择省市！',
    });
  });
});
