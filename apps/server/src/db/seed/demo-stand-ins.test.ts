import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startDemoStandIns } from './demo-stand-ins.ts';

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

    const config = loadConfig({ DEV_FAKE_PAY: '1', DEV_FAKE_PORTALS: '1', PORT: '18123' });
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

  it('leave a configured service alone', async () => {
    const config = loadConfig({ DEV_FAKE_PAY: '1', PAY_GATEWAY_URL: 'https://pay.example.com' });
    expect(await startDemoStandIns(config)).toEqual([]);
    expect(config.pay.url).toBe('https://pay.example.com');
  });
});
