import { PHONE_CODE, PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { ManualClock } from '../clock.ts';
import type { TDatabase } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { DevSmsSender } from '../sms/dev-sms-sender.ts';
import { HttpSmsSender } from '../sms/http-sms-sender.ts';
import { PHONE_CODES_PER_DAY, PhoneCodeService } from './phone-code.service.ts';
import { phoneCodes } from './phone-code.table.ts';

const SECRET = Buffer.from('phone-code-test-secret');
const MINUTE = 60_000;
const { login, retrievePassword } = PHONE_CODE_TYPE;

let database: TDatabase;
let clock: ManualClock;
let sms: DevSmsSender;
let codes: PhoneCodeService;
let phoneNo = 0;
/** A phone of its own for each test, so that no test sees another's codes. */
let phone: string;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  clock = new ManualClock();
  sms = new DevSmsSender();
  codes = new PhoneCodeService(database.db, clock, sms, SECRET);
  phoneNo += 1;
  phone = `1370000${String(phoneNo).padStart(4, '0')}`;
});

async function refused(promise: Promise<unknown>): Promise<{ code: number; msg: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, msg: error.message };
}

const rowsOf = (p: string) => database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, p));

describe('sending', () => {
  it('texts a 6-digit code valid 5 minutes and keeps only a hash of it', async () => {
    await codes.send(phone, login, '10.0.0.1');
    const code = sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.messages(phone)[0]?.params.minutes).toBe('5');
    const [row] = await rowsOf(phone);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.ip).toBe('10.0.0.1');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(PHONE_CODE.validSeconds * 1000);
  });

  it('refuses a second code for the same purpose within 60 s, not for another purpose', async () => {
    await codes.send(phone, login, '');
    clock.advance(59_000);
    expect(await refused(codes.send(phone, login, ''))).toEqual({
      code: 429,
      msg: '验证码发送过于频繁，请60秒后再试',
    });
    await codes.send(phone, retrievePassword, '');
    clock.advance(1_000);
    await codes.send(phone, login, '');
    expect(sms.messages(phone)).toHaveLength(3);
  });

  it('lets only one of two simultaneous sends through', async () => {
    const results = await Promise.allSettled([codes.send(phone, login, ''), codes.send(phone, login, '')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rowsOf(phone)).toHaveLength(1);
    expect(sms.messages(phone)).toHaveLength(1);
  });

  it(`stops at ${PHONE_CODES_PER_DAY} codes a day per phone and starts again a day later`, async () => {
    for (let i = 0; i < PHONE_CODES_PER_DAY; i++) {
      await codes.send(phone, login, '');
      clock.advance(61_000);
    }
    expect(await refused(codes.send(phone, retrievePassword, ''))).toEqual({
      code: 429,
      msg: '今日验证码发送次数已达上限，请明天再试',
    });
    clock.advance(24 * 60 * MINUTE);
    await codes.send(phone, login, '');
    expect(sms.messages(phone)).toHaveLength(PHONE_CODES_PER_DAY + 1);
  });

  it('answers 503 when the provider fails, and keeps no code so that the person may retry at once', async () => {
    const broken = new HttpSmsSender('http://127.0.0.1:9/sms', 'key', '经纪工作本', 2_000);
    const failing = new PhoneCodeService(database.db, clock, broken, SECRET);
    expect(await refused(failing.send(phone, login, ''))).toEqual({ code: 503, msg: '短信发送失败，请稍后再试' });
    expect(await rowsOf(phone)).toHaveLength(0);
    await codes.send(phone, login, '');
    expect(sms.lastCode(phone)).toBeDefined();
  });

  it('answers 503 when no provider is configured', async () => {
    const unconfigured = new PhoneCodeService(database.db, clock, new HttpSmsSender(undefined, undefined, ''), SECRET);
    expect(await refused(unconfigured.send(phone, login, ''))).toEqual({
      code: 503,
      msg: '短信服务未配置，请联系管理员',
    });
  });
});

describe('checking', () => {
  it('accepts the right code until it is used, then calls it spent', async () => {
    await codes.send(phone, login, '');
    const code = sms.lastCode(phone)!;
    const id = await codes.verify(phone, login, code);
    // Checking does not use a code up (GetRegPhoneCheckCode relies on that).
    expect(await codes.verify(phone, login, code)).toBe(id);
    await codes.consume(database.db, id);
    expect(await refused(codes.verify(phone, login, code))).toEqual({ code: 405, msg: '验证码已失效，请重新获取' });
    expect(await refused(codes.consume(database.db, id))).toEqual({ code: 405, msg: '验证码已失效，请重新获取' });
  });

  it('is valid for 5 minutes', async () => {
    await codes.send(phone, login, '');
    const code = sms.lastCode(phone)!;
    clock.advance(5 * MINUTE - 1_000);
    await codes.verify(phone, login, code);
    clock.advance(1_000);
    expect(await refused(codes.verify(phone, login, code))).toEqual({ code: 405, msg: '验证码已过期，请重新获取' });
  });

  it('belongs to its phone and purpose', async () => {
    await codes.send(phone, login, '');
    const code = sms.lastCode(phone)!;
    expect(await refused(codes.verify(phone, retrievePassword, code))).toEqual({ code: 405, msg: '验证码错误' });
    expect(await refused(codes.verify('13799999999', login, code))).toEqual({ code: 405, msg: '验证码错误' });
  });

  it('only the newest code counts', async () => {
    await codes.send(phone, login, '');
    const first = sms.lastCode(phone)!;
    // Codes are random: ask again in the (one in a million) case the new code equals the old one.
    let second = first;
    for (let i = 0; i < 3 && second === first; i++) {
      clock.advance(61_000);
      await codes.send(phone, login, '');
      second = sms.lastCode(phone)!;
    }
    expect(second).not.toBe(first);
    expect(await refused(codes.verify(phone, login, first))).toEqual({ code: 405, msg: '验证码错误' });
    expect(await codes.verify(phone, login, second)).toBeGreaterThan(0);
  });

  it('dies after 5 wrong attempts, even for the right code; a new code works', async () => {
    await codes.send(phone, login, '');
    const code = sms.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < PHONE_CODE.maxAttempts; i++) {
      expect(await refused(codes.verify(phone, login, wrong))).toEqual({ code: 405, msg: '验证码错误' });
    }
    expect(await refused(codes.verify(phone, login, code))).toEqual({
      code: 405,
      msg: '验证码错误次数过多，请重新获取',
    });
    clock.advance(61_000);
    await codes.send(phone, login, '');
    await codes.verify(phone, login, sms.lastCode(phone)!);
  });

  it("keeps wrong attempts counted and gives the code back when the caller's transaction rolls back", async () => {
    await codes.send(phone, login, '');
    const code = sms.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    await refused(codes.verify(phone, login, wrong));
    await refused(codes.verify(phone, login, wrong));
    const id = await codes.verify(phone, login, code);
    const failure = await database.db
      .transaction(async (tx) => {
        await codes.consume(tx, id);
        throw new Error('the registration failed after the code was used');
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);

    const [row] = await rowsOf(phone);
    expect(row?.attempts).toBe(2);
    expect(row?.consumedAt).toBeNull();
    // Three more wrong attempts kill it: the two before the rollback still count.
    for (let i = 0; i < 3; i++) await refused(codes.verify(phone, login, wrong));
    expect(await refused(codes.verify(phone, login, code))).toEqual({
      code: 405,
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('answers 验证码错误 when no code was ever sent', async () => {
    expect(await refused(codes.verify(phone, login, '123456'))).toEqual({ code: 405, msg: '验证码错误' });
  });
});

describe('codes for one thing (a scope)', () => {
  const SIGNING = 13;
  const forLink = (link: number) => ({
    scope: `sign-link:1:${link}`,
    template: 'sign-code' as const,
    params: { company: '杭州安居房产经纪有限公司', contractNo: `QY${link}` },
  });

  it('checks only within its scope, and its text is the scope’s template with the code filled in', async () => {
    await codes.send(phone, SIGNING, '10.0.0.1', 600, forLink(1));
    const code = sms.lastCode(phone) ?? '';
    expect(sms.messages(phone)[0]).toMatchObject({
      template: 'sign-code',
      params: { code, minutes: '10', company: '杭州安居房产经纪有限公司', contractNo: 'QY1' },
    });
    expect(await refused(codes.verify(phone, SIGNING, code, 'sign-link:1:2'))).toEqual({
      code: 405,
      msg: '验证码错误',
    });
    expect(await refused(codes.verify(phone, SIGNING, code))).toEqual({ code: 405, msg: '验证码错误' });
    expect(await codes.verify(phone, SIGNING, code, 'sign-link:1:1')).toBeGreaterThan(0);
  });

  it('keeps the limits of the phone across scopes, and a newer code of another scope leaves it alive', async () => {
    await codes.send(phone, SIGNING, '10.0.0.1', 600, forLink(1));
    const first = sms.lastCode(phone) ?? '';
    expect(await refused(codes.send(phone, SIGNING, '10.0.0.1', 600, forLink(2)))).toMatchObject({ code: 429 });
    clock.advance(PHONE_CODE.resendSeconds * 1000 + 1);
    await codes.send(phone, SIGNING, '10.0.0.1', 600, forLink(2));
    expect(await codes.verify(phone, SIGNING, first, 'sign-link:1:1')).toBeGreaterThan(0);
  });
});
