import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startDemoStandIns } from './demo-stand-ins.ts';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'awb-stand-ins-'));

let stop: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of stop) await close();
  stop = [];
});

describe('the demo stand-ins', () => {
  it('start only when asked for, and point the payment gateway and the portals at themselves', async () => {
    const plain = loadConfig({});
    expect(await startDemoStandIns(plain)).toEqual([]);
    expect(plain.pay.url).toBeUndefined();

    const config = loadConfig({ DEV_FAKE_PAY: '1', DEV_FAKE_PORTALS: '1', PORT: '18123', DATA_DIR: dataDir() });
    const started = await startDemoStandIns(config);
    stop = started.map((s) => s.close);
    expect(started.map((s) => s.name)).toEqual(['Payment gateway', 'Listing portals']);
    expect(config.pay).toMatchObject({
      url: started[0]?.url,
      notifyUrl: 'http://127.0.0.1:18123/recharge/v2/payNotify',
    });
    expect(config.pay.key).toBeTruthy();
    expect(config.portals.xingfuli?.url).toBe(started[1]?.url);
    expect(config.portals.tmall?.url).toBe(started[1]?.url);
    // 房天下 stays unconfigured, so the demo shows that message too.
    expect(config.portals.fangtianxia?.url).toBeUndefined();
  });

  it('sign with a payment key drawn for this DATA_DIR, not one in the source', async () => {
    const dir = dataDir();
    const keyOf = async (d: string) => {
      const config = loadConfig({ DEV_FAKE_PAY: '1', DATA_DIR: d });
      const started = await startDemoStandIns(config);
      for (const s of started) await s.close();
      return config.pay.key;
    };
    const first = await keyOf(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyOf(dir)).toBe(first);
    expect(await keyOf(dataDir())).not.toBe(first);
    expect(fs.statSync(path.join(dir, 'stand-ins', 'pay.key')).mode & 0o077).toBe(0);
  });

  it('leave a configured service alone', async () => {
    const config = loadConfig({ DEV_FAKE_PAY: '1', PAY_GATEWAY_URL: 'https://pay.example.com' });
    expect(await startDemoStandIns(config)).toEqual([]);
    expect(config.pay.url).toBe('https://pay.example.com');
  });
});
