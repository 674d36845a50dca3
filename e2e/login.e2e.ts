import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, open, phonePage, screenshot } from './browser.ts';

let browser: Browser;
let page: Page;
/** Every 404 the browser met (a missing icon or file shows up here). */
const missing: string[] = [];
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
});
afterAll(async () => {
  await browser?.close();
});

it('a demo manager logs in with the password and lands on home with the tab bar', async () => {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/pages\/index/);
  const company = page.getByText('杭州安居房产经纪有限公司').first();
  await company.waitFor();
  expect(await company.isVisible()).toBe(true);
  const tabs = page.getByRole('navigation', { name: 'tab bar' });
  await tabs.waitFor();
  expect(await tabs.getByRole('button').allTextContents()).toEqual(['首页', '房源', '', '客户', '我的']);
  await screenshot(page, 'home-after-login');
});

it('the pages load without a 404, with the app icon inline in the document', async () => {
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  expect(missing).toEqual([]);
});

it('every tile on home opens a page; none says a feature is coming', async () => {
  const tiles = page
    .locator('section', { has: page.getByRole('heading', { name: /我的应用|快捷入口/ }) })
    .getByRole('button');
  const count = await tiles.count();
  expect(count).toBeGreaterThan(3);
  const names = (await tiles.allTextContents()).map((t) => t.replace('未开通', ''));
  expect(names).toContain('云采集');
  for (let i = 0; i < count; i++) {
    await open(page, 'pages/index');
    await tiles.nth(i).click();
    // The app-use switch may first remind of the subscription's end (a real prompt, acknowledged here).
    const reminder = page.getByRole('button', { name: '我知道了' });
    const left = page.waitForURL((url) => !/#\/pages\/index\/?$/.test(url.hash), { timeout: 8000 });
    await Promise.race([left, reminder.waitFor({ timeout: 8000 })]).catch(() => {});
    if (await reminder.isVisible()) await reminder.click();
    await left.catch((e: Error) => {
      throw new Error(`${names[i]} opened no page: ${e.message}`);
    });
    expect(await page.getByText(/即将开放|敬请期待/).count(), names[i]).toBe(0);
  }
});
