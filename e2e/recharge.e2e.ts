import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, phonePage, screenshot } from './browser.ts';

/**
 * 充值中心 end to end at 375×812, against the local fake payment gateway the e2e server is pointed at
 * (global-setup.ts): company 1's manager opens the centre from 我的 and sees the company's apps, picks
 * 管理中心（1年）, reaches the order, pays on the gateway's cashier page (a new window), sees the order
 * become paid with the app's new expiry, and finds it in the purchase records beside the demo's. The
 * plan bought opens no e-signing, so the journeys about signing quotas are unaffected; an agent sees no
 * entry.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const toMine = async (p: Page) => {
  await p.getByRole('navigation', { name: 'tab bar' }).getByRole('button', { name: '我的' }).click();
  await p.waitForURL(/#\/pages\/user/);
};

let houseUntil = '';
let signUntil = '';
const untilOf = async (appType: number) =>
  /至 (\d{4}-\d{2}-\d{2})/.exec((await page.getByTestId(`app-${appType}`).textContent()) ?? '')?.[1] ?? '';

it('home sends whoever may buy to the recharge centre, not to a PC', async () => {
  await logIn(page, '13800000001');
  await page.getByText('开通、续费应用请前往').waitFor();
  expect(await page.getByText(/pc端/).count()).toBe(0);
  await page.getByRole('button', { name: '充值中心', exact: true }).click();
  await page.waitForURL(/#\/pages\/user\/recharge\/index/);
  await page.goBack();
  await page.waitForURL(/#\/pages\/index/);
});

it('opens the recharge centre from 我的 and sees the company’s apps', async () => {
  await toMine(page);
  await page.locator('.adm-list-item', { hasText: '充值中心' }).click();
  await page.waitForURL(/#\/pages\/user\/recharge\/index/);
  for (const app of ['房源本', '客源本', '小区档案', '合同管理', '电子签约', '管理中心']) {
    await page.locator('[data-testid^="app-"]', { hasText: app }).first().waitFor();
  }
  await expect.poll(() => page.getByText('已开通').count()).toBeGreaterThanOrEqual(5);
  await page
    .locator('[data-testid="app-88"]')
    .getByText(/剩余\d+天/)
    .waitFor();
  // Each app its own date: the books and 电子签约 were bought apart.
  houseUntil = await untilOf(1);
  signUntil = await untilOf(6);
  expect(houseUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(signUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(houseUntil).not.toBe(signUntil);
  expect(await untilOf(88)).toBe(houseUntil);
  await screenshot(page, 'recharge-index');
});

it('picks a plan and reaches its order', async () => {
  await page.getByRole('button', { name: '购买套餐' }).click();
  await page.waitForURL(/#\/pages\/user\/recharge\/detail/);
  await page.locator('.adm-capsule-tabs-tab', { hasText: '管理中心' }).click();
  await page.getByRole('button', { name: /管理中心（1年）/ }).click();
  await page.getByText('合计').waitFor();
  await screenshot(page, 'recharge-detail');
  await page.getByRole('button', { name: '立即购买' }).click();
  await page.waitForURL(/#\/pages\/user\/recharge\/order-detail\?orderNo=R1A\d{20}/);
  await page.getByText('待支付', { exact: true }).first().waitFor();
  await page.getByText('¥580.00').first().waitFor();
});

it('pays on the gateway’s cashier page and sees the order paid', async () => {
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByTestId('pay-panel').getByText('等待支付结果').waitFor();
  await page.getByRole('img', { name: '支付二维码' }).waitFor();
  await screenshot(page, 'recharge-paying');
  const cashier = await popup;
  await cashier.waitForLoadState();
  await cashier.getByText('¥580.00').waitFor();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await cashier.getByText('支付成功，已通知商户').waitFor();
  await cashier.close();
  // The order page asks every 3 s.
  await page.getByText('支付成功', { exact: true }).waitFor({ timeout: 20_000 });
  await page
    .locator('.adm-list-item', { hasText: '管理中心' })
    .getByText(/^至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    .waitFor();
  await screenshot(page, 'recharge-paid');
});

it('finds the purchase in the records, beside the demo’s', async () => {
  await page.getByRole('button', { name: '查看购买记录' }).click();
  await page.waitForURL(/#\/pages\/user\/recharge\/record/);
  await page.getByText('管理中心（1年）').first().waitFor();
  // The newest purchase of each app says the date the centre shows.
  await page
    .getByRole('button', { name: /房客源专业版（2年）/ })
    .first()
    .getByText(`有效期至 ${houseUntil}`, { exact: false })
    .waitFor();
  await page
    .getByRole('button', { name: /电子签约（1年）/ })
    .first()
    .getByText(`有效期至 ${signUntil}`, { exact: false })
    .waitFor();
  await expect.poll(() => page.getByText(/^订单号 R1A/).count()).toBe(5);
  await screenshot(page, 'recharge-record');
});

it('shows no recharge entry to an agent', async () => {
  const agent = await phonePage(browser);
  await logIn(agent, '13800000002');
  await toMine(agent);
  await agent.getByText('个人资料').waitFor();
  expect(await agent.getByText('充值中心').count()).toBe(0);
  await agent.close();
});
