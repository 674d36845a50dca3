import { PHONE_CODE_TYPE, USER_STATUS } from '@awb/contract/account.contract';
import { formatTime } from '@awb/contract/common/china-time';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { sessions } from '../../platform/auth/session.table.ts';
import { AccountService } from './account.service.ts';
import { users } from './user.table.ts';

let t: TTestApp;
let accounts: AccountService;
beforeAll(async () => {
  t = await createTestApp();
  accounts = new AccountService(t.app.deps);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const { managerA, agentA, agentB } = DEMO.users;
const apply = (headers: THeaders, phonecode: string) =>
  t.call({ method: 'POST', url: '/user/cancellationApply', headers, payload: { phonecode } });
const withdraw = (headers: THeaders) => t.call({ method: 'POST', url: '/user/cancellationWithdraw', headers });
const appUse = (headers: THeaders) => t.call({ method: 'GET', url: '/search/appUseSwitch?payStatusId=1', headers });
const userByPhone = async (phone: string) =>
  (await t.db.select().from(users).where(eq(users.phone, phone)).orderBy(users.id)).at(-1)!;

describe('account cancellation', () => {
  it('needs a code sent to the bound phone', async () => {
    const headers = await t.login(agentB.phone);
    expect(await apply(headers, '123456')).toMatchObject({ code: 405, msg: '验证码错误' });
    // A login code is not a cancellation code.
    const loginCode = await t.sendCode(agentB.phone, PHONE_CODE_TYPE.login);
    expect(await apply(headers, loginCode)).toMatchObject({ code: 405, msg: '验证码错误' });
    expect(await t.call({ method: 'POST', url: '/user/cancellationApply', headers, payload: {} })).toMatchObject({
      code: 405,
      msg: '请输入验证码',
    });
    expect((await userByPhone(agentB.phone)).cancelExecuteAt).toBeNull();
  });

  it('refuses the only manager of a company with staff', async () => {
    const headers = await t.login(managerA.phone);
    const code = await t.sendCode(managerA.phone, PHONE_CODE_TYPE.cancellation);
    expect(await apply(headers, code)).toMatchObject({
      code: 405,
      msg: '您是公司唯一的管理员，请先将管理员移交给其他同事后再注销',
    });
  });

  it('can be withdrawn during the cooling-off period, which blocks business calls with 4011', async () => {
    const headers = await t.login(agentB.phone);
    const code = await t.sendCode(agentB.phone, PHONE_CODE_TYPE.cancellation);
    const res = await apply(headers, code);
    expect(res).toMatchObject({ code: 200, msg: '注销申请已提交' });
    const due = new Date(t.clock.now().getTime() + 15 * DAY);
    // 15 days on, in the seeds' time format (Beijing time), not ISO UTC.
    expect(res.data.cancelExecuteAt).toMatch(/^2026-12-08 09:\d{2}$/);
    expect(res.data.cancelExecuteAt).toBe(formatTime(due));
    expect((await userByPhone(agentB.phone)).cancelExecuteAt).toEqual(due);

    expect(await appUse(headers)).toMatchObject({ code: 4011, msg: '您的账号正在注销中' });
    // Account calls still answer, so that the person can see the state and withdraw.
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers });
    expect(init.data.user.cancelExecuteAt).toBe(formatTime(due));
    expect((await t.call({ method: 'GET', url: '/base/systemInfo', headers })).code).toBe(200);
    expect(await apply(headers, code)).toMatchObject({ code: 405, msg: '您已提交注销申请，请勿重复提交' });

    expect(await withdraw(headers)).toMatchObject({
      code: 200,
      msg: '已撤销注销申请',
      data: { cancelExecuteAt: null },
    });
    expect((await userByPhone(agentB.phone)).cancelExecuteAt).toBeNull();
    expect((await appUse(headers)).code).toBe(200);
    expect(await withdraw(headers)).toMatchObject({ code: 405, msg: '您没有待处理的注销申请' });

    // Nothing happens when the 15 days pass after a withdrawal.
    t.clock.advance(16 * DAY);
    expect(await accounts.processDueCancellations()).toBe(0);
    expect((await userByPhone(agentB.phone)).status).toBe(USER_STATUS.active);
  });

  it('is carried out after 15 days: the account closes, cannot log in, and the phone may register again', async () => {
    const phone = agentA.phone;
    const headers = await t.login(phone);
    const code = await t.sendCode(phone, PHONE_CODE_TYPE.cancellation);
    expect((await apply(headers, code)).code).toBe(200);
    const { id: userId } = await userByPhone(phone);

    t.clock.advance(15 * DAY - 60_000);
    expect(await accounts.processDueCancellations()).toBe(0);
    expect((await t.call({ method: 'POST', url: '/user/initialize', headers })).code).toBe(200);

    t.clock.advance(60_000);
    expect(await accounts.processDueCancellations()).toBe(1);
    const [closed] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(closed?.status).toBe(USER_STATUS.cancelled);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    ).toHaveLength(0);
    expect(await t.call({ method: 'POST', url: '/user/initialize', headers })).toMatchObject({ code: 400 });
    expect(
      await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone, password: 'demo1234' } }),
    ).toMatchObject({ code: 405, msg: '手机号或密码错误' });
    const loginCode = await t.sendCode(phone, PHONE_CODE_TYPE.login);
    expect(
      await t.call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone, phonecode: loginCode } }),
    ).toMatchObject({ code: 405, msg: '该手机号未注册' });
    // Running the job again changes nothing.
    expect(await accounts.processDueCancellations()).toBe(0);

    const regCode = await t.sendCode(phone, 'register');
    const again = await t.call({
      method: 'POST',
      url: '/register/userRegister',
      payload: { phone, phonecode: regCode, company: '杭州新安居房产', password: 'again123' },
    });
    expect(again).toMatchObject({ code: 200, data: { status: 1 } });
    expect(again.data.userId).not.toBe(userId);
    const login = await t.call({
      method: 'POST',
      url: '/user/login/mobileSignin',
      payload: { phone, password: 'again123' },
    });
    expect(login).toMatchObject({ code: 200, data: { userId: again.data.userId, companyId: again.data.companyId } });
  });

  it('needs a login', async () => {
    expect(
      await t.call({ method: 'POST', url: '/user/cancellationApply', payload: { phonecode: '123456' } }),
    ).toMatchObject({ code: 400, msg: '您还未登录请登录！' });
    expect((await t.call({ method: 'POST', url: '/user/cancellationWithdraw' })).code).toBe(400);
  });
});
