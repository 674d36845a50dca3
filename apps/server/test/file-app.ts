import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from './create-test-app.ts';

type TDemoUser = keyof typeof DEMO.users;
type TCall = ReturnType<TTestApp['call']>;

export type TFileApp<K extends string> = Record<K, THeaders> & {
  /** Stands for the file's app, which exists from its beforeAll on. */
  t: TTestApp;
  get(url: string, headers?: THeaders): TCall;
  post(url: string, payload: object, headers?: THeaders): TCall;
};

/**
 * One app for a whole API test file: created, and the named demo users logged in, before its tests
 * run (`{ manager: 'managerA' }`), closed after them. The app and the headers are handed out at once so
 * that the file can destructure them at the top; the beforeAll this registers fills them in, so call
 * it before the file's own beforeAll hooks (they run in the order registered).
 */
export function setupFileApp<K extends string>(logins: Record<K, TDemoUser>): TFileApp<K> {
  let app: TTestApp | undefined;
  const current = (): TTestApp => {
    if (!app) throw new Error('the test app is only there from beforeAll on');
    return app;
  };
  const t: TTestApp = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    get sms() {
      return current().sms;
    },
    get fileRoot() {
      return current().fileRoot;
    },
    call: (options) => current().call(options),
    login: (phone, password) => current().login(phone, password),
    sendCode: (phone, type) => current().sendCode(phone, type),
    close: () => current().close(),
  };
  const names = Object.keys(logins) as K[];
  const headers = Object.fromEntries(names.map((name) => [name, { token: '', sessionid: '' }])) as Record<K, THeaders>;
  beforeAll(async () => {
    app = await createTestApp();
    for (const name of names) Object.assign(headers[name], await app.login(DEMO.users[logins[name]].phone));
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    ...headers,
    t,
    get: (url, headers) => t.call({ method: 'GET', url, headers }),
    post: (url, payload, headers) => t.call({ method: 'POST', url, payload, headers }),
  };
}
