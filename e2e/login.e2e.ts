import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, open, phonePage, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('a demo manager logs in with the password and lands on home with the tab bar', async () => {
  const page = await phonePage(browser);
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/pages\/index/);
  await expect(page.getByText('杭州安居房产经纪有限公司').first()).toBeDefined();
  await page.getByText('杭州安居房产经纪有限公司').first().waitFor();
  await page.getByRole('navigation', { name: 'tab bar' }).waitFor();
  await screenshot(page, 'home-after-login');
});
