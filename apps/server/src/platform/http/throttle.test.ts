import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { pauseAfter } from './throttle.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signin = (payload: object, remoteAddress?: string, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/user/login/mobileSignin', payload, remoteAddress, headers });
const TOO_MANY = { status: 200, code: 429, msg: '操作过于频繁，请稍后再试' };

describe('login limits', () => {
  it('refuses a phone after 10 wrong passwords from one address, but not its owner elsewhere', async () => {
    const phone = DEMO.users.agentA2.phone;
    const attacker = '203.0.113.50';
    for (let i = 0; i < 10; i++) {
      expect(await signin({ phone, password: `wrong${i}abc` }, attacker), `try ${i + 1}`).toMatchObject({
        code: 405,
        msg: '手机号或密码错误',
      });
    }
    expect(await signin({ phone, password: 'wrong11abc' }, attacker)).toMatchObject(TOO_MANY);
    expect(await signin({ phone, password: 'demo1234' }, attacker)).toMatchObject(TOO_MANY);
    // The owner, from their own address, still gets in: nobody can lock a person out.
    expect((await signin({ phone, password: 'demo1234' }, '198.51.100.77')).code).toBe(200);
    // Other people are not affected.
    expect((await signin({ phone: DEMO.users.agentA.phone, password: 'demo1234' })).code).toBe(200);
  });

  it('slows the answers for a phone after 5 failures from anywhere, more with each failure', async () => {
    const phone = DEMO.users.headA2.phone;
    const timed = async (password: string, address: string) => {
      const started = performance.now();
      const res = await signin({ phone, password }, address);
      return { res, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i++) expect((await timed(`wrong${i}abc`, `198.51.100.${i}`)).res.code).toBe(405);
    const sixth = await timed('wrong5abc', '198.51.100.10');
    const seventh = await timed('wrong6abc', '198.51.100.11');
    expect(sixth.ms).toBeGreaterThanOrEqual(pauseAfter(5) - 5);
    expect(seventh.ms).toBeGreaterThanOrEqual(pauseAfter(6) - 5);
    expect(pauseAfter(6)).toBeGreaterThan(pauseAfter(5));
    // Slowed, never refused: the right password still works, from any address.
    const right = await timed('demo1234', '198.51.100.12');
    expect(right.res.code).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(pauseAfter(7) - 5);
  });

  it('counts wrong codes as well', async () => {
    const phone = DEMO.users.agentB.phone;
    for (let i = 0; i < 10; i++) await signin({ phone, phonecode: '000000' }, '203.0.113.60');
    expect(await signin({ phone, phonecode: '000000' }, '203.0.113.60')).toMatchObject(TOO_MANY);
  });

  it('never locks out a person who simply logs in often', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await signin({ phone: DEMO.users.managerB.phone, password: 'demo1234' })).code, `login ${i + 1}`).toBe(
        200,
      );
    }
  });

  it('allows 30 attempts a minute from one address, whatever X-Forwarded-For claims', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      const res = await signin({ phone: `1361000${String(i).padStart(4, '0')}`, password: 'abc12345' }, address, {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      expect(res.code, `attempt ${i + 1}`).toBe(405);
    }
    expect(await signin({ phone: '13610009999', password: 'abc12345' }, address)).toMatchObject(TOO_MANY);
    expect(
      await signin({ phone: '13610009998', password: 'abc12345' }, address, { 'x-forwarded-for': '192.0.2.1' }),
    ).toMatchObject(TOO_MANY);
    // Another address is still served.
    expect((await signin({ phone: '13610009997', password: 'abc12345' }, '203.0.113.8')).code).toBe(405);
  });
});

describe('phone code limits', () => {
  it('sends at most 5 codes an hour to one phone, besides the 60 s rule', async () => {
    const phone = DEMO.users.managerA.phone;
    for (let i = 0; i < 5; i++) await t.sendCode(phone, PHONE_CODE_TYPE.login);
    t.clock.advance(61_000);
    expect(
      await t.call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone, type: PHONE_CODE_TYPE.login } }),
    ).toMatchObject(TOO_MANY);
    expect(t.sms.messages(phone)).toHaveLength(5);
  });

  it('sends at most 10 codes a minute from one address', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < 10; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/register/GetRegPhoneCode',
        payload: { phone: `1362000${String(i).padStart(4, '0')}` },
        remoteAddress: address,
      });
      expect(res.code, `code ${i + 1}`).toBe(200);
    }
    expect(
      await t.call({
        method: 'POST',
        url: '/register/GetRegPhoneCode',
        payload: { phone: '13620009999' },
        remoteAddress: address,
      }),
    ).toMatchObject(TOO_MANY);
    expect(t.sms.messages('13620009999')).toHaveLength(0);
  });
});
