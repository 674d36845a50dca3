import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_PORTAL_ACCOUNTS, DEMO_TMALL_ACCOUNT } from '../apps/server/src/db/seed/demo-promotion.ts';
import { startFakePortal, type TFakePortal } from '../apps/server/src/modules/promotion/portal/fake-portal.ts';
import {
  startFakePayGateway,
  type TFakePayGateway,
} from '../apps/server/src/modules/recharge/payment/fake-pay-gateway.ts';
import {
  startFakeFaceProvider,
  type TFakeFaceProvider,
} from '../apps/server/src/modules/sign/face/fake-face-provider.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let faceProvider: TFakeFaceProvider | undefined;
let fakePortal: TFakePortal | undefined;
let payGateway: TFakePayGateway | undefined;

/** Starts the real server (built web app, fresh PGlite data dir, demo data) on a free port. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-e2e-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  // The face check of the certification journey goes to a local fake provider (its page has 通过 / 不通过).
  faceProvider = await startFakeFaceProvider();
  // The listing portals of the promotion journey: one local fake for 幸福里, 58安选 and 天猫好房 (房天下 unconfigured).
  fakePortal = await startFakePortal({
    [DEMO_PORTAL_ACCOUNTS.xingfuli.companyid]: DEMO_PORTAL_ACCOUNTS.xingfuli.salt,
    [DEMO_PORTAL_ACCOUNTS.anxuan.companyid]: DEMO_PORTAL_ACCOUNTS.anxuan.authCode,
    [DEMO_TMALL_ACCOUNT.tmall_appkey]: DEMO_TMALL_ACCOUNT.tmall_prikey,
  });
  // Plan purchase pays through a local fake gateway (its cashier page has 确认支付; docs/recharge.md).
  payGateway = await startFakePayGateway();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Both are off unless asked for: the journeys log in as the demo users and read SMS codes.
      SEED_DEMO: '1',
      DEV_SMS_OUTBOX: '1',
      FACE_API_URL: faceProvider.url,
      PORTAL_XINGFULI_URL: fakePortal.url,
      PORTAL_ANXUAN_URL: fakePortal.url,
      PORTAL_TMALL_URL: fakePortal.url,
      PAY_GATEWAY_URL: payGateway.url,
      PAY_MERCHANT_ID: payGateway.merchantId,
      PAY_KEY: payGateway.key,
      PAY_NOTIFY_URL: `http://127.0.0.1:${port}/recharge/v2/payNotify`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_START_SECONDS: a busy machine (several test runs at once) can take longer than a minute to start it.
  const deadline = Date.now() + Number(process.env.E2E_START_SECONDS ?? 60) * 1000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await faceProvider?.close();
  await fakePortal?.close();
  await payGateway?.close();
}
