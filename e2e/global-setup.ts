import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the real server (built web app, fresh PGlite data dir, demo data) on a free port. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-e2e-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
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
      // The demo's stand-ins for the outside services (db/seed/demo-stand-ins.ts): the face check (通过 /
      // 不通过), the payment gateway (确认支付) and the portals 幸福里, 58安选, 天猫好房 (房天下 unconfigured).
      DEV_FAKE_FACE: '1',
      DEV_FAKE_PAY: '1',
      DEV_FAKE_PORTALS: '1',
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
}
