import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL } from '@awb/contract/promotion-constants';
import type { TConfig } from '../../config.ts';
import { startFakePortal } from '../../modules/promotion/portal/fake-portal.ts';
import { startFakePayGateway } from '../../modules/recharge/payment/fake-pay-gateway.ts';
import { startFakeFaceProvider } from '../../modules/sign/face/fake-face-provider.ts';
import { DEMO_PORTAL_ACCOUNTS, DEMO_TMALL_ACCOUNT } from './demo-promotion.ts';

type TStandIn = { name: string; url: string; close: () => Promise<void> };

/**
 * The demo's local stand-ins for outside services it cannot reach, each only when asked for
 * (`npm run demo` sets the flags; refused in production, `configProblems`) and only when the real
 * service is not configured: the face check (DEV_FAKE_FACE=1, a page with 通过 / 不通过), the payment
 * gateway (DEV_FAKE_PAY=1, a cashier page with 确认支付; nothing is charged) and the listing portals
 * 幸福里, 58安选 and 天猫好房 (DEV_FAKE_PORTALS=1, accepting the demo company's bound accounts; 房天下
 * stays unconfigured, so the demo also shows that message). The config is pointed at them.
 */
export async function startDemoStandIns(config: TConfig): Promise<TStandIn[]> {
  const started: TStandIn[] = [];
  if (config.devFakeFace && !config.face.url) {
    const face = await startFakeFaceProvider();
    config.face.url = face.url;
    started.push({ name: 'Face check', url: face.url, close: () => face.close() });
  }
  if (config.devFakePay && !config.pay.url) {
    const pay = await startFakePayGateway({ key: standInKey(config.dataDir, 'pay') });
    config.pay = {
      url: pay.url,
      merchantId: pay.merchantId,
      key: pay.key,
      notifyUrl: config.pay.notifyUrl ?? `http://127.0.0.1:${config.port}/recharge/v2/payNotify`,
    };
    started.push({ name: 'Payment gateway', url: pay.url, close: () => pay.close() });
  }
  const portals = ['xingfuli', 'anxuan', 'tmall'] as const;
  if (config.devFakePortals && portals.every((code) => !config.portals[code]?.url)) {
    const portal = await startFakePortal(
      {
        [DEMO_PORTAL_ACCOUNTS.xingfuli.companyid]: DEMO_PORTAL_ACCOUNTS.xingfuli.salt,
        [DEMO_PORTAL_ACCOUNTS.anxuan.companyid]: DEMO_PORTAL_ACCOUNTS.anxuan.authCode,
        [DEMO_TMALL_ACCOUNT.tmall_appkey]: DEMO_TMALL_ACCOUNT.tmall_prikey,
      },
      {
        [DEMO_PORTAL_ACCOUNTS.xingfuli.companyid]: PORTAL.xingfuli,
        [DEMO_PORTAL_ACCOUNTS.anxuan.companyid]: PORTAL.anxuan,
        [DEMO_TMALL_ACCOUNT.tmall_appkey]: PORTAL.tmall,
      },
    );
    for (const code of portals) config.portals[code] = { url: portal.url, appKey: undefined };
    started.push({ name: 'Listing portals', url: portal.url, close: () => portal.close() });
  }
  return started;
}

/**
 * A stand-in's signing key: drawn once per DATA_DIR and kept there (mode 600), so that no key of a
 * running demo is in the source for someone on the network to sign a payment notice with.
 */
export function standInKey(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'stand-ins', `${name}.key`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process drew it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
