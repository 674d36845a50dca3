import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_CODE } from '@awb/contract/account.contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import { DEMO, seedDemo } from '../src/db/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/db/seed/factories.ts';
import { ensureDefaultContents } from '../src/modules/content/content.defaults.ts';
import { ManualClock } from '../src/platform/clock.ts';
import type { TDb } from '../src/platform/db/db.ts';
import { PersonalData } from '../src/platform/personal-data/personal-data.ts';
import { DevSmsSender } from '../src/platform/sms/dev-sms-sender.ts';
import type { SmsSender } from '../src/platform/sms/sms-sender.ts';
import { openDemoTestDatabase, openTestDatabase } from './test-database.ts';

/** One personal-data key for the demo template and every test app, so the demo's sealed data opens. */
const TEST_PERSONAL_DATA_KEY = Buffer.alloc(32, 7);

export type TEnvelopeBody = { code: number; msg: string; data: any; total?: number; result?: string };
export type THeaders = { token: string; sessionid: string };

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  clock: ManualClock;
  sms: DevSmsSender;
  fileRoot: string;
  /** Calls the API and returns the parsed envelope (HTTP status on `status`). */
  call(options: InjectOptions & { headers?: Record<string, string> }): Promise<TEnvelopeBody & { status: number }>;
  /** Logs in by password and returns the two session headers. */
  login(phone: string, password?: string): Promise<THeaders>;
  /**
   * Sends a code through `/user/getPhoneCode` (type: PHONE_CODE_TYPE) or, for `register`, through
   * `/register/GetRegPhoneCode`, after waiting out the 60 s resend rule; returns the code the phone got.
   */
  sendCode(phone: string, type: number | 'register'): Promise<string>;
  close(): Promise<void>;
};

/**
 * A real app on a fresh database with the demo companies (DEMO ids), a manual clock and the dev SMS
 * outbox, driven with app.inject.
 */
export async function createTestApp(
  options: { demo?: boolean; sms?: SmsSender; logger?: object; config?: Partial<TConfig> } = {},
): Promise<TTestApp> {
  const clock = new ManualClock();
  // The demo data as seeded at the manual clock's start, taken from a template where possible.
  const seeded = async (db: TDb) => {
    await ensureDefaultContents(db);
    await seedDemo(db, new ManualClock(), new PersonalData(TEST_PERSONAL_DATA_KEY));
  };
  const database = options.demo === false ? await openTestDatabase() : await openDemoTestDatabase(seeded);
  const sms = new DevSmsSender();
  const fileRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-files-'));
  const app = await buildApp({
    config: { ...loadConfig({}), production: false, webDist: '/nonexistent', ...options.config },
    db: database.db,
    clock,
    sms: options.sms ?? sms,
    secret: Buffer.from('test-secret-test-secret-test-secret'),
    personalDataKey: TEST_PERSONAL_DATA_KEY,
    fileRoot,
    logger: options.logger,
  });
  if (options.demo === false) await ensureDefaultContents(database.db);

  // Each call comes from its own address unless the test names one, so that the per-IP limits only
  // come into play in the tests about them.
  let calls = 0;
  const call: TTestApp['call'] = async (opts) => {
    calls += 1;
    const remoteAddress = opts.remoteAddress ?? `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
    const response = await app.inject({ ...opts, remoteAddress });
    let body: TEnvelopeBody;
    try {
      body = response.json();
    } catch {
      body = { code: -1, msg: response.body, data: null };
    }
    return { ...body, status: response.statusCode };
  };

  return {
    app,
    db: database.db,
    clock,
    sms,
    fileRoot,
    call,
    async login(phone, password = DEMO_PASSWORD) {
      const res = await call({ method: 'POST', url: '/user/login/mobileSignin', payload: { phone, password } });
      if (res.code !== 200) throw new Error(`login ${phone} failed: ${res.msg}`);
      return { token: res.data.token, sessionid: res.data.sessionid };
    },
    async sendCode(phone, type) {
      clock.advance((PHONE_CODE.resendSeconds + 1) * 1000);
      const res =
        type === 'register'
          ? await call({ method: 'POST', url: '/register/GetRegPhoneCode', payload: { phone } })
          : await call({ method: 'POST', url: '/user/getPhoneCode', payload: { phone, type } });
      const code = sms.lastCode(phone);
      if (res.code !== 200 || !code) throw new Error(`sending a code to ${phone} failed: ${res.msg}`);
      return code;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(fileRoot, { recursive: true, force: true });
    },
  };
}

export { DEMO };
