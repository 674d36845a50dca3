import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { appUseRows, appUseService } from '../app-use/app-use.service.ts';
import { startFakePayGateway, type TFakePayGateway } from './payment/fake-pay-gateway.ts';
import { PAY_NOTIFY_PATH } from './payment/payment-gateway.ts';
import { rechargePlans } from './recharge.table.ts';

/** Where the server tells the gateway to post (the test server's real address is set after it listens). */
export const CONFIGURED_NOTIFY_URL = `https://awb.example.com${PAY_NOTIFY_PATH}`;

export type TRechargeKit = {
  t: TTestApp;
  fake: TFakePayGateway;
  managerA: THeaders;
  managerB: THeaders;
  agentB: THeaders;
  get(url: string, headers: THeaders): ReturnType<TTestApp['call']>;
  post(url: string, payload: object, headers: THeaders, extra?: Record<string, string>): ReturnType<TTestApp['call']>;
  planId(code: string): Promise<number>;
  /** Company B's app ends (or started) `days` from now, and the gate forgets what it kept. */
  setAppB(appType: number, days: number, isTrial?: boolean): Promise<void>;
};

/**
 * A test app whose payment gateway is a local fake (fake-pay-gateway.ts), listening on a real port so
 * that the fake's notices reach it over HTTP, as a gateway's would.
 */
export function rechargeKit(): TRechargeKit {
  const kit = {} as TRechargeKit;
  beforeAll(async () => {
    kit.fake = await startFakePayGateway();
    kit.t = await createTestApp({
      config: {
        pay: {
          url: kit.fake.url,
          merchantId: kit.fake.merchantId,
          key: kit.fake.key,
          notifyUrl: CONFIGURED_NOTIFY_URL,
        },
      },
    });
    const address = await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
    kit.fake.deliverTo = `${address}${PAY_NOTIFY_PATH}`;
    kit.managerA = await kit.t.login(DEMO.users.managerA.phone);
    kit.managerB = await kit.t.login(DEMO.users.managerB.phone);
    kit.agentB = await kit.t.login(DEMO.users.agentB.phone);
    kit.get = (url, headers) => kit.t.call({ method: 'GET', url, headers });
    kit.post = (url, payload, headers, extra = {}) =>
      kit.t.call({ method: 'POST', url, payload, headers: { ...headers, ...extra } });
    kit.planId = async (code) => {
      const [row] = await kit.t.db.select().from(rechargePlans).where(eq(rechargePlans.code, code));
      if (!row) throw new Error(`no plan ${code}`);
      return row.id;
    };
    kit.setAppB = async (appType, days, isTrial = false) => {
      const until = new Date(kit.t.clock.now().getTime() + days * 86_400_000);
      await appUseService.open(kit.t.db, DEMO.companyB.id, appType, until, isTrial);
      appUseRows(kit.t.app).forget(DEMO.companyB.id);
    };
    // The demo template may be rebuilt first (any source change), on a shared machine.
  }, 180_000);
  afterAll(async () => {
    await kit.t?.close();
    await kit.fake?.close();
  });
  return kit;
}
