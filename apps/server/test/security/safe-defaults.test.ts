import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tileSource } from '../../src/platform/http/security-headers.ts';
import { loadSecret } from '../../src/platform/secrets.ts';
import { createTestApp, DEMO, type TTestApp } from '../create-test-app.ts';

const apps: TTestApp[] = [];
const app = async (config: Parameters<typeof createTestApp>[0]) => {
  const t = await createTestApp(config);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('the dev SMS outbox', () => {
  it('is not served unless DEV_SMS_OUTBOX=1 asks for it', async () => {
    const t = await app({});
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });

  it('when asked for, shows codes to this machine only, never to a remote or proxied caller', async () => {
    const t = await app({ config: { devSmsOutbox: true } });
    await t.sendCode(DEMO.users.agentA.phone, 1);
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/dev/sms-outbox?phone=${DEMO.users.agentA.phone}`, remoteAddress, headers });
    const local = await from('127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.json().data[0].params.code).toMatch(/^\d{6}$/);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('203.0.113.9')).statusCode).toBe(404);
    expect((await from('10.0.0.5')).statusCode).toBe(404);
    // A proxy on this machine forwarding a visitor: still refused.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(404);
  });
});

describe('API docs', () => {
  it('are public by default in development', async () => {
    const t = await app({});
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
  });

  it('cannot be framed, by the site itself or anyone', async () => {
    const t = await app({});
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("frame-ancestors 'self'");
  });

  it('are not served at all with API_DOCS=off (the production default)', async () => {
    const t = await app({ config: { apiDocs: 'off' } });
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
  });

  it('need a live session with API_DOCS=login', async () => {
    const t = await app({ config: { apiDocs: 'login' } });
    expect(await t.call({ method: 'GET', url: '/openapi.json' })).toMatchObject({ code: 400 });
    expect((await t.call({ method: 'GET', url: '/docs/json' })).code).toBe(400);
    const headers = await t.login(DEMO.users.agentA.phone);
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(await t.call({ method: 'GET', url: '/openapi.json', headers: { ...headers, token: 'x' } })).toMatchObject({
      code: 400,
    });
  });
});

describe('security headers', () => {
  it('send a strict CSP, no framing, HSTS and no referrer on the app and the API', async () => {
    const t = await app({});
    const headers = await t.login(DEMO.users.agentA.phone);
    const answers = {
      page: await t.app.inject({ method: 'GET', url: '/h5/' }),
      json: await t.app.inject({ method: 'GET', url: '/health' }),
      call: await t.app.inject({ method: 'GET', url: '/base/systemInfo', headers }),
      refused: await t.app.inject({ method: 'GET', url: '/base/systemInfo' }),
      unknown: await t.app.inject({ method: 'GET', url: '/no/such/call' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(csp, what).not.toContain('unsafe-eval');
      expect(res.headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
    }
    // The page: the app's own scripts only. A JSON answer opened as a page would load nothing at all.
    const page = String(answers.page.headers['content-security-policy']);
    expect(page).toContain("script-src 'self'");
    expect(page).toContain("object-src 'none'");
    for (const what of ['json', 'call', 'refused', 'unknown'] as const) {
      expect(answers[what].headers['content-type'], what).toMatch(/^application\/json/);
      expect(answers[what].headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("give the build's scripts and stylesheets the API's five headers, and a worker's script the app's policy", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-headers-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const files = {
      script: 'assets/first-abc123.js',
      style: 'assets/first-abc123.css',
      worker: 'assets/pdf.worker.min-abc123.mjs',
    };
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    for (const file of Object.values(files)) fs.writeFileSync(path.join(dist, file), '/* x */');
    try {
      const t = await app({ config: { webDist: dist } });
      const get = (file: string) => t.app.inject({ method: 'GET', url: `/h5/${file}` });
      for (const what of ['script', 'style'] as const) {
        const res = await get(files[what]);
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['x-content-type-options'], what).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
        expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-frame-options'], what).toBeUndefined();
      }
      // A worker runs under its own answer's policy: 'none' would stop it; it gets the page's.
      const worker = await get(files.worker);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self' blob:");
      expect(worker.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('lets the map tiles through, by the host of the configured tile source', () => {
    expect(tileSource('https://webrd0{s}.is.autonavi.com/appmaptile?x={x}')).toBe('https://*.is.autonavi.com');
    expect(tileSource('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com');
    expect(tileSource('/local/{z}/{x}/{y}.png')).toBeUndefined();
  });
});

describe('APP_SECRET', () => {
  it('is refused with fewer than 32 bytes of key material, saying how to make one', () => {
    expect(() => loadSecret({ APP_SECRET: 'short-secret' }, null)).toThrow(/openssl rand -hex 32/);
    expect(() => loadSecret({ APP_SECRET: 'ab'.repeat(15) }, null)).toThrow(/32 bytes/);
    const hex = randomBytes(32).toString('hex');
    expect(loadSecret({ APP_SECRET: hex }, null)).toEqual(Buffer.from(hex, 'hex'));
    const text = randomBytes(30).toString('base64');
    expect(loadSecret({ APP_SECRET: text }, null)).toEqual(Buffer.from(text, 'utf8'));
  });

  it('is refused when it plainly was not drawn at random, saying how to make one', () => {
    for (const weak of [
      'a'.repeat(32),
      'ab'.repeat(32),
      'mysecretmysecretmysecretmysecret',
      '0123456789abcdef'.repeat(4),
      'password-password-password-password',
    ]) {
      expect(() => loadSecret({ APP_SECRET: weak }, null), weak).toThrow(/openssl rand -hex 32/);
    }
  });

  it('is generated with 32 bytes into DATA_DIR when not given, and a short stored one is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-secret-'));
    expect(loadSecret({}, dir)).toHaveLength(32);
    expect(loadSecret({}, dir)).toEqual(loadSecret({}, dir));
    fs.writeFileSync(path.join(dir, 'secret.key'), 'abcd');
    expect(() => loadSecret({}, dir)).toThrow(/32 bytes/);
  });
});
