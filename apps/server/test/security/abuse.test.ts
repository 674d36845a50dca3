import fs from 'node:fs';
import path from 'node:path';
import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../../src/platform/http/route.ts';
import { pauseAfter } from '../../src/platform/http/throttle.ts';
import { createTestApp, DEMO, type THeaders } from '../create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../multipart.ts';
import { databaseDigest } from './db-snapshot.ts';
import { mustRefuse, plausible, requestJsonSchema } from './input-arbitraries.ts';

/**
 * Abuse suite: guessing passwords and codes is throttled on every call that checks one, sending codes
 * is throttled, uploads of the wrong type, too big or not matching their extension are refused on
 * every upload call, and stored files go out as attachments with nosniff. Calls are found in the
 * route table, so a new login, code or upload call is covered without a new test.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const TOO_MANY = 429;
const endpoints = [...registeredEndpoints.values()];
const fields = (e: TEndpoint) => Object.keys(requestJsonSchema(e.body ?? e.query!).properties ?? {});
const name = (e: TEndpoint) => `${e.method} ${e.path}`;

/** A body the schema accepts, from the endpoint's own schema, with the given fields set. */
function validBody(e: TEndpoint, overrides: Record<string, unknown>): Record<string, unknown> {
  const schema = requestJsonSchema(e.body!);
  const [body] = fc.sample(
    (plausible(schema) as fc.Arbitrary<Record<string, unknown>>)
      .map((v) => ({ ...v, ...overrides }))
      .filter((v) => !mustRefuse(e, v)),
    { numRuns: 1, seed: 7 },
  );
  if (!body) throw new Error(`no valid body for ${name(e)}`);
  return body;
}

let phoneSerial = 0;
const freshPhone = () => `1370000${String(phoneSerial++).padStart(4, '0')}`;
let ipSerial = 0;
const freshIp = () => `203.0.${(ipSerial >> 8) & 255}.${ipSerial++ & 255}`;

/** No-token calls that check a password or a phone code for a phone: the doors to guess at. */
const guessing = endpoints.filter(
  (e) =>
    e.auth === 'none' &&
    e.body &&
    fields(e).includes('phone') &&
    fields(e).some((f) => f === 'password' || f === 'phonecode'),
);
/** No-token calls that send a code to a phone. */
const sending = endpoints.filter(
  (e) =>
    e.auth === 'none' &&
    e.body &&
    fields(e).includes('phone') &&
    !fields(e).some((f) => f === 'password' || f === 'phonecode'),
);

/** Attempts until the first 429; Infinity when none came. */
async function attemptsUntilThrottled(max: number, attempt: (i: number) => Promise<{ code: number }>): Promise<number> {
  for (let i = 1; i <= max; i++) {
    if ((await attempt(i)).code === TOO_MANY) return i;
  }
  return Number.POSITIVE_INFINITY;
}

const wrongSecret = (e: TEndpoint, i: number) =>
  fields(e).includes('phonecode') ? { phonecode: String(100000 + i) } : { password: `wrong${i}pass` };

describe('brute force', () => {
  it('finds the calls to guard', () => {
    expect(guessing.map(name)).toEqual(
      expect.arrayContaining(['POST /user/login/mobileSignin', 'POST /user/retrievePassword']),
    );
    expect(sending.map(name)).toEqual(
      expect.arrayContaining(['POST /user/getPhoneCode', 'POST /register/GetRegPhoneCode']),
    );
  });

  // Logins and resets open an existing account: a refusal from any address would let anyone lock its
  // owner out, so there the refusal is per phone and address, and other addresses are slowed.
  const isAccountDoor = (e: TEndpoint) => ['/user/login/mobileSignin', '/user/retrievePassword'].includes(e.path);

  it.for(guessing.filter(isAccountDoor).map((e) => [name(e), e] as const))(
    '%s: guessing one phone is refused from one address, and slowed from any address',
    async ([, e]) => {
      const phone = freshPhone();
      const attacker = freshIp();
      const fromOne = await attemptsUntilThrottled(12, (i) =>
        t.call({
          method: 'POST',
          url: e.path,
          payload: validBody(e, { phone, ...wrongSecret(e, i) }),
          remoteAddress: attacker,
        }),
      );
      expect(fromOne, 'a 429 within 11 wrong attempts on one phone from one address').toBeLessThanOrEqual(11);
      // From a fresh address the try waits instead: the 10 failures so far cost seconds a try.
      const started = performance.now();
      const next = await t.call({
        method: 'POST',
        url: e.path,
        payload: validBody(e, { phone, ...wrongSecret(e, 99) }),
        remoteAddress: freshIp(),
      });
      expect(next.code, 'slowed, not refused').not.toBe(TOO_MANY);
      expect(performance.now() - started).toBeGreaterThanOrEqual(pauseAfter(10) - 5);
    },
  );

  it.for(guessing.filter((e) => !isAccountDoor(e)).map((e) => [name(e), e] as const))(
    '%s: guessing one phone is throttled from any address',
    async ([, e]) => {
      const phone = freshPhone();
      const n = await attemptsUntilThrottled(12, (i) =>
        t.call({
          method: 'POST',
          url: e.path,
          payload: validBody(e, { phone, ...wrongSecret(e, i) }),
          remoteAddress: freshIp(),
        }),
      );
      expect(n, 'a 429 within 11 wrong attempts on one phone').toBeLessThanOrEqual(11);
    },
  );

  it.for(guessing.map((e) => [name(e), e] as const))('%s: guessing from one address is throttled', async ([, e]) => {
    const address = freshIp();
    const n = await attemptsUntilThrottled(32, (i) =>
      t.call({
        method: 'POST',
        url: e.path,
        payload: validBody(e, { phone: freshPhone(), ...wrongSecret(e, i) }),
        remoteAddress: address,
      }),
    );
    expect(n, 'a 429 within 31 attempts from one address').toBeLessThanOrEqual(31);
  });

  it.for(sending.map((e) => [name(e), e] as const))(
    '%s: sending codes is throttled per phone and per address',
    async ([, e]) => {
      const phone = freshPhone();
      const perPhone = await attemptsUntilThrottled(8, () => {
        t.clock.advance(61_000); // past the 60 s resend rule, which answers 429 by itself
        return t.call({ method: 'POST', url: e.path, payload: validBody(e, { phone }), remoteAddress: freshIp() });
      });
      expect(perPhone, 'a 429 within 6 codes to one phone').toBeLessThanOrEqual(6);
      const address = freshIp();
      const perAddress = await attemptsUntilThrottled(12, () =>
        t.call({ method: 'POST', url: e.path, payload: validBody(e, { phone: freshPhone() }), remoteAddress: address }),
      );
      expect(perAddress, 'a 429 within 11 codes from one address').toBeLessThanOrEqual(11);
    },
  );

  it('kills a phone code after 5 wrong tries (a logged-in caller guessing a cancellation code)', async () => {
    const headers = await t.login(DEMO.users.agentB.phone);
    const code = await t.sendCode(DEMO.users.agentB.phone, PHONE_CODE_TYPE.cancellation);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await t.call({ method: 'POST', url: '/user/cancellationApply', headers, payload: { phonecode: wrong } });
    }
    expect(
      await t.call({ method: 'POST', url: '/user/cancellationApply', headers, payload: { phonecode: code } }),
    ).toMatchObject({ code: 405, msg: '验证码错误次数过多，请重新获取' });
  });

  it('throttles guessing the old password with a stolen session', async () => {
    const headers = await t.login(DEMO.users.agentA2.phone);
    const n = await attemptsUntilThrottled(32, (i) =>
      t.call({
        method: 'POST',
        url: '/user/userPasswordsUpdate',
        headers,
        payload: { oldPassword: `guess${i}pw`, password: 'newpass123' },
        remoteAddress: freshIp(),
      }),
    );
    expect(n, 'a 429 within 11 wrong old passwords').toBeLessThanOrEqual(11);
  });
});

const member = await t.login(DEMO.users.managerB.phone);

describe('uploads', () => {
  const uploadCalls = endpoints.filter((e) => e.bodyType === 'multipart');
  const send = (e: TEndpoint, headers: THeaders, body: ReturnType<typeof multipart>) =>
    t.call({ method: 'POST', url: e.path, headers: { ...headers, ...body.headers }, payload: body.payload });
  const file = (filename: string, bytes: Buffer, contentType = 'image/png') =>
    multipart({ filename, contentType, bytes });
  const stored = () => (fs.existsSync(t.fileRoot) ? fs.readdirSync(t.fileRoot, { recursive: true }).length : 0);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

  const bad: [string, () => ReturnType<typeof multipart>][] = [
    ['a GIF (type not accepted)', () => file('a.gif', SAMPLE_FILES.gif, 'image/gif')],
    ['an HTML page named .png', () => file('a.png', SAMPLE_FILES.html)],
    ['an SVG with a script named .png', () => file('a.png', svg)],
    ['a Windows program named .jpg', () => file('a.jpg', exe, 'image/jpeg')],
    ['PNG bytes named .jpg', () => file('a.jpg', SAMPLE_FILES.png, 'image/jpeg')],
    ['PNG bytes named .html', () => file('a.html', SAMPLE_FILES.png, 'text/html')],
    ['PNG bytes named .png.exe', () => file('a.png.exe', SAMPLE_FILES.png)],
    ['an empty file', () => file('a.png', Buffer.alloc(0))],
    [
      'more than any call accepts (20 MB)',
      () => file('big.png', Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(20 * 1024 * 1024 + 1)])),
    ],
    ['no file at all', () => multipart(null, { companyId: '1' })],
  ];

  it('finds the upload calls', () => {
    expect(uploadCalls.map(name)).toContain('POST /user/userFaceUpdate');
  });

  for (const e of uploadCalls) {
    it.for(bad)(`${name(e)} refuses %s and stores nothing`, async ([, body]) => {
      const before = await databaseDigest(t.db);
      const files = stored();
      const res = await send(e, member, body());
      expect(res.status).toBe(200);
      expect(res.code).toBe(405);
      expect(await databaseDigest(t.db)).toEqual(before);
      expect(stored()).toBe(files);
    });
  }

  it('refuses an avatar over 2 MB', async () => {
    const big = file('big.png', Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(await send(registeredEndpoints.get('POST /user/userFaceUpdate')!, member, big)).toMatchObject({
      code: 405,
      msg: '文件不能超过2MB',
    });
  });

  it('serves a stored file with its sniffed type, as an attachment, with nosniff, whatever the upload claimed', async () => {
    const res = await send(
      registeredEndpoints.get('POST /user/userFaceUpdate')!,
      member,
      file('face.png', SAMPLE_FILES.png, 'text/html'),
    );
    expect(res.code).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) {
      const served = await t.app.inject({ method, url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    }
    expect(path.basename(new URL(res.data.url, 'http://x').pathname)).toMatch(/^[0-9a-f-]{36}\.png$/);
  });
});
