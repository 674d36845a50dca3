import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, lastSmsCode, launch, open, phonePage, screenshot } from './browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const phone = `137${String(Date.now()).slice(-8)}`;
const password = 'shop2026';

/** Confirms the open antd-mobile picker with its default choice. */
async function confirmPicker(): Promise<void> {
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).last().click();
}

it('registers a new company, whose registrant becomes its manager', async () => {
  await open(page, 'pages/user/register');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /\d+s/ }).waitFor();
  await page.getByPlaceholder('请输入验证码').fill(await lastSmsCode(phone));
  await page.getByPlaceholder('6-20位字母和数字').fill(password);
  await page.getByPlaceholder('请再次输入密码').fill(password);
  await page.getByPlaceholder('请输入公司名称').fill('杭州测试房产');
  // The seed's default city is preselected under its own province; the picker opens at it.
  await page.getByText('山西省 太原市').click();
  await confirmPicker();
  await page.getByText('请选择区县').click();
  await confirmPicker();
  await page.getByLabel('同意用户协议和隐私政策').click();
  await screenshot(page, 'register-filled');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL(/#\/pages\/h5\/downLoad/, { timeout: 10_000 });
  await screenshot(page, 'register-download');
});

it('logs in with the password and sees home with the tab bar', async () => {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/#\/pages\/index/);
  await page.getByText('杭州测试房产').first().waitFor();
  const bar = page.getByRole('navigation', { name: 'tab bar' });
  await bar.waitFor();
  expect(await bar.getByRole('button').allInnerTexts()).toEqual(['首页', '房源', '', '客户', '我的']);
  const box = await bar.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(50);
  await screenshot(page, 'home-new-company');
});

it('changes the user name in the personal page', async () => {
  await open(page, 'pages/user/set/personal');
  await page.getByText('用户名称').click();
  const input = page.getByPlaceholder('请输入用户名称');
  await input.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('请输入用户名称').last().waitFor();
  await input.fill('周店长');
  await page.getByRole('button', { name: '保存' }).click();
  await page.locator('.adm-list-item', { hasText: '用户名称' }).getByText('周店长').waitFor();
  // The server has it too.
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    sessionid: localStorage.getItem('sessionid') ?? '',
  }));
  const response = await fetch(`${baseUrl()}/user/initialize`, { method: 'POST', headers: session });
  const body = (await response.json()) as { data: { user: { userName: string } } };
  expect(body.data.user.userName).toBe('周店长');
});

it("checks for updates from 关于我们 and sees the seed's versions", async () => {
  await open(page, 'pages/user/set/about');
  await page.getByText('检查更新').click();
  await page.waitForURL(/#\/pages\/public\/update/);
  await page.getByText('当前已是最新版本').waitFor();
  const row = (name: string) => page.locator('.adm-list-item', { hasText: name });
  expect(await row('当前版本').locator('.adm-list-item-content-extra').textContent()).toBe('v5.0.1');
  expect(await row('应用版本').locator('.adm-list-item-content-extra').textContent()).toBe('1.0.5（105）');
  await screenshot(page, 'version-check');
});

it('logs out after confirming, and the old session is refused', async () => {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    sessionid: localStorage.getItem('sessionid') ?? '',
  }));
  await open(page, 'pages/user/set/setting');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/#\/pages\/user\/pwdLogin/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const response = await fetch(`${baseUrl()}/user/initialize`, { method: 'POST', headers: session });
  expect(((await response.json()) as { code: number }).code).toBe(400);
});
