import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, lastSmsCode, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * App items end to end: the full-screen vertical picture swiper of a listing and the
 * viewers' 保存图片 (保存图片成功 / 保存图片失败), the H5 landing, an announcement addressed to one store
 * through the organisation chooser (seen there, not in the other store), the listing and customer
 * forms marking and scrolling to the first invalid field, and registration starting at the seed's
 * default city, whose base catalogue then says it has no communities yet.
 */
let browser: Browser;
let manager: Page;
let wensanAgent: Page;
let binjiangAgent: Page;
beforeAll(async () => {
  browser = await launch();
  manager = await phonePage(browser);
  wensanAgent = await phonePage(browser);
  binjiangAgent = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** The listing whose pictures the first journey opened. */
let listingId = '';
const POLL = { timeout: 10_000 };
const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text }).waitFor();

it('opens a listing’s pictures in the vertical swiper and saves one, or says the save failed', async () => {
  await logIn(manager, '13800000001');
  await open(manager, 'pages/house');
  await manager.locator('[data-house-id]').first().click();
  await manager.waitForURL(/#\/pages\/house\/detail\?id=\d+/);
  listingId = /id=(\d+)/.exec(manager.url())?.[1] ?? '';
  await manager.locator('.adm-swiper img').first().click();
  await manager.waitForURL(/#\/pages\/public\/swiper-vertical\?id=\d+/);
  await manager.locator('.adm-swiper-vertical').waitFor();
  await expect.poll(() => manager.getByText(/^1\/\d+$/).count(), POLL).toBe(1);
  await screenshot(manager, 'public-swiper-vertical');

  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('button', { name: '保存图片' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.(png|jpe?g|webp|svg)$/);
  await toast(manager, '保存图片成功');

  // The picture store does not answer: the seed's failure text, no download.
  await manager.route('**/files/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await manager.getByRole('button', { name: '保存图片' }).click();
  await toast(manager, '保存图片失败');
  await manager.unroute('**/files/**');

  await manager.getByRole('button', { name: '关闭' }).click();
  await manager.waitForURL(/#\/pages\/house\/detail/);
});

it('shows the H5 landing with the public pages, signed in or not', async () => {
  await open(manager, 'pages/h5/index');
  await manager.getByRole('button', { name: '进入工作台' }).waitFor();
  await manager.locator('.adm-list-item', { hasText: '检查更新' }).click();
  await manager.waitForURL(/#\/pages\/public\/update/);
  await manager.getByText('5.0.1').first().waitFor();

  const visitor = await phonePage(browser);
  await open(visitor, 'pages/h5/index');
  await visitor.getByRole('button', { name: '注册新公司' }).waitFor();
  await screenshot(visitor, 'public-h5-index');
  await visitor.getByRole('button', { name: '登录', exact: true }).click();
  await visitor.waitForURL(/#\/pages\/user\/pwdLogin/);
  await visitor.context().close();
});

it('addresses an announcement to one store through the organisation chooser', async () => {
  await open(manager, 'pages/index/operation-notice');
  await manager.getByPlaceholder('请输入公告标题').fill('文三路店专场培训');
  await manager.getByPlaceholder('请输入公告内容').fill('本周三下午两点，文三路店全体参加。');
  await manager.getByLabel('发布范围').getByText('全公司').waitFor();
  await manager.locator('.adm-form-item', { hasText: '发布范围' }).click();
  await manager.waitForURL(/#\/pages\/public\/organizational-structure/);
  await manager.locator('.adm-checkbox', { hasText: '文三路店' }).click();
  await manager.getByRole('button', { name: '确定' }).click();
  await manager.waitForURL(/#\/pages\/index\/operation-notice/);
  await manager.getByLabel('发布范围').getByText('文三路店').waitFor();
  await screenshot(manager, 'public-notice-depts');
  await manager.getByRole('button', { name: '发布', exact: true }).click();
  await toast(manager, '发布成功');

  await logIn(wensanAgent, '13800000002');
  await open(wensanAgent, 'pages/index/msg-list?type=1');
  await wensanAgent.getByText('文三路店专场培训').click();
  await wensanAgent.getByText('发布范围：文三路店').waitFor();
  const noticeId = Number(/[?&]id=(\d+)/.exec(wensanAgent.url())?.[1]);
  expect(noticeId).toBeGreaterThan(0);

  await logIn(binjiangAgent, '13800000007');
  await open(binjiangAgent, 'pages/index/msg-list?type=1');
  await binjiangAgent.getByText('关于规范房源实勘的通知').waitFor();
  expect(await binjiangAgent.getByText('文三路店专场培训').count()).toBe(0);

  // The journeys share one database: message.e2e counts 文三路一组's unread announcements.
  const deleted = await manager.evaluate(async (id) => {
    const headers = {
      token: localStorage.getItem('token') ?? '',
      sessionid: localStorage.getItem('sessionid') ?? '',
      'content-type': 'application/json',
    };
    const answer = await fetch('/omp/gonggao/gonggaoDel', { method: 'POST', headers, body: JSON.stringify({ id }) });
    return ((await answer.json()) as { code: number }).code;
  }, noticeId);
  expect(deleted).toBe(200);
});

it('marks and scrolls to the first invalid field of the listing form, not only a toast', async () => {
  await open(manager, 'pages/house/operation?type=1');
  const attribution = manager.locator('[data-field~="infoAttribution"]');
  await expect.poll(() => attribution.locator('.adm-form-item-required-asterisk').count(), POLL).toBe(1);
  await manager.getByRole('button', { name: '提交房源' }).click();
  await toast(manager, '请选择房源归属');
  await expect.poll(() => attribution.getAttribute('data-invalid'), POLL).toBe('true');

  await manager.getByText('私盘', { exact: true }).click();
  await expect.poll(() => attribution.getAttribute('data-invalid'), POLL).toBeNull();
  // Scroll away so that the next mark has to bring its row back into view.
  await manager.locator('[data-field~="houseArea"]').scrollIntoViewIfNeeded();
  await manager.getByRole('button', { name: '提交房源' }).click();
  const community = manager.locator('[data-field~="communityInfo"]');
  await expect.poll(() => community.getAttribute('data-invalid-message'), POLL).toBe('请选择小区');
  await expect.poll(() => inView(manager, '[data-field~="communityInfo"]'), POLL).toBe(true);
  await screenshot(manager, 'public-listing-form-invalid');
});

it('marks the first invalid field of the customer form', async () => {
  await open(manager, 'pages/customer/operation');
  const name = manager.locator('[data-field~="customerInfo.0.name"]');
  await expect.poll(() => name.locator('.adm-form-item-required-asterisk').count(), POLL).toBe(1);
  await manager.getByRole('button', { name: '提交' }).click();
  await expect.poll(() => name.getAttribute('data-invalid-message'), POLL).toBe('请输入客户姓名');
  await manager.getByPlaceholder('请输入客户姓名').fill('王先生');
  await expect.poll(() => name.getAttribute('data-invalid'), POLL).toBeNull();
  await manager.getByRole('button', { name: '提交' }).click();
  const phone = manager.locator('[data-field~="customerInfo.0.phone"]');
  await expect.poll(() => phone.getAttribute('data-invalid'), POLL).toBe('true');
  await expect.poll(() => inView(manager, '[data-field~="customerInfo.0.phone"]'), POLL).toBe(true);
});

it('registers a company at the preselected default city, whose base catalogue says it has no communities yet', async () => {
  const page = await phonePage(browser);
  const phone = `136${String(Date.now()).slice(-8)}`;
  await open(page, 'pages/user/register');
  // The seed's default city (1013, 太原) is preselected under its own province; the registrant sees it.
  await page.locator('.adm-form-item', { hasText: '所在省市' }).getByText('山西省 太原市').waitFor();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /\d+s/ }).waitFor();
  await page.getByPlaceholder('请输入验证码').fill(await lastSmsCode(phone));
  await page.getByPlaceholder('6-20位字母和数字').fill('shop2026');
  await page.getByPlaceholder('请再次输入密码').fill('shop2026');
  await page.getByPlaceholder('请输入公司名称').fill('太原晋阳测试房产');
  await page.getByLabel('同意用户协议和隐私政策').click();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL(/#\/pages\/h5\/downLoad/, { timeout: 10_000 });

  // A new company has not opened 小区档案 yet: its manager starts the free trial (as the app offers).
  await startEstateTrial(phone, 'shop2026');
  await logIn(page, phone, 'shop2026');
  await open(page, 'pages/estate/index');
  await page.locator('.adm-tabs-tab', { hasText: '基础小区' }).click();
  await page.getByText('太原市暂无基础小区').waitFor();
  await page.getByText('基础小区库还没有收录太原市的小区，请在「我的小区」中新增小区').waitFor();
  await screenshot(page, 'public-base-catalogue-empty');
  await page.context().close();
});

it('offers 保存图片 under the full-screen viewer of the survey pictures', async () => {
  await open(manager, `pages/house/actual-survey?id=${listingId}&type=1`);
  const picture = manager.locator('main .adm-image img').first();
  await picture.waitFor({ state: 'visible' });
  await picture.click();
  const viewer = manager.locator('.adm-image-viewer-content');
  await viewer.waitFor();
  // The viewer is a portal over the page (antd-mobile hides it from the role tree): found by its text.
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.locator('button', { hasText: '保存图片' }).click(),
  ]);
  expect(download.suggestedFilename()).not.toBe('');
  await toast(manager, '保存图片成功');
  // Leaving the page closes the viewer with it.
  await open(manager, 'pages/h5/index');
  await expect.poll(() => viewer.count(), POLL).toBe(0);
});

/** Whether the element's middle is on screen (the page scrolled it into view). */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    return middle > 0 && middle < window.innerHeight;
  });
}

/** Logs the new manager in through the API and starts the 小区档案 trial (APP_TYPE.estate 3). */
async function startEstateTrial(phone: string, password: string): Promise<void> {
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data: { token: string; sessionid: string } };
  };
  const login = await post('/user/login/mobileSignin', { phone, password });
  const trial = await post(
    '/try/appTryout',
    { appType: 3 },
    { token: login.data.token, sessionid: login.data.sessionid },
  );
  expect(trial.code).toBe(200);
}
