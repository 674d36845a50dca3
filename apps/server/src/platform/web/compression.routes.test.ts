import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

/** A web build in miniature, as `vite build` leaves it: each text file with its .br and .gz beside it. */
function fakeWebDist(): { root: string; script: Buffer } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-webdist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = 'module ${i % 7}';\n`).join(''),
  );
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from('<!doctype html><script type="module" src="/h5/assets/index-abc123.js"></script>'),
    'assets/index-abc123.js': script,
  };
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.writeFileSync(file, bytes);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  }
  return { root, script };
}

let t: TTestApp;
let manager: THeaders;
let web: { root: string; script: Buffer };
beforeAll(async () => {
  web = fakeWebDist();
  t = await createTestApp({ config: { webDist: web.root } });
  manager = await t.login(DEMO.users.managerA.phone);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web.root, { recursive: true, force: true });
});

/** The first page of the listing list: a JSON answer of several KB. */
const listingPage = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/housing/v2/housingPosts',
    payload: { pageindex: 1, type: 1 },
    headers: { ...manager, ...headers },
  });

describe('compressed JSON answers', () => {
  it('answers brotli to a caller that accepts it, and the same JSON plain to one that does not', async () => {
    const plain = await listingPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.json()).toMatchObject({ code: 200 });

    const br = await listingPage({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // The security headers still go out with it.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);

    const gz = await listingPage({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('takes multipart uploads as before and serves uploaded pictures untouched', async () => {
    const picture = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(picture.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const body = multipart({ filename: 'avatar.png', contentType: 'image/png', bytes: picture });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/user/userFaceUpdate',
      headers: { ...manager, ...body.headers, 'accept-encoding': 'br' },
      payload: body.payload,
    });
    expect(uploaded.json()).toMatchObject({ code: 200, msg: '头像已更新' });

    const file = await t.app.inject({
      method: 'GET',
      url: uploaded.json().data.url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
  });
});

describe('the web build, precompressed', () => {
  it('serves a script from its .br file, smaller than the script, with its long cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/h5/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(web.script.length / 5);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(web.script)).toBe(true);
  });

  it('serves gzip or the plain file to browsers that ask for less', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/h5/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(web.script)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/h5/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(web.script)).toBe(true);
  });

  it('keeps index.html uncached, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url: '/h5/', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    }
  });
});
