import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, open, phonePage } from './browser.ts';

let browser: Browser;
let page: Page;
const responses: Response[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
  page.on('response', (r) => responses.push(r));
});
afterAll(async () => {
  await browser?.close();
});

it('the browser receives the entry script brotli-compressed, from the precompressed build', async () => {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').waitFor();

  const entry = await page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');
  expect(entry).toBeTruthy();
  const script = responses.find((r) => new URL(r.url()).pathname === entry);
  expect(script, `no response for ${entry}`).toBeDefined();
  const headers = await script!.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toMatch(/accept-encoding/i);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // What travelled is the .br file: far fewer bytes than the script the browser ran.
  const sizes = await script!.request().sizes();
  expect(sizes.responseBodySize).toBeLessThan((await script!.body()).length / 2);

  const html = responses.find((r) => new URL(r.url()).pathname === '/h5/');
  expect(await html?.headerValue('content-encoding')).toBe('br');
  expect(await html?.headerValue('cache-control')).toBe('no-cache');
});
