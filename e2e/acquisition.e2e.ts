import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, phonePage, screenshot } from './browser.ts';

/**
 * 获客小程序 end to end at 375×812: the manager opens the admin from 我的, sees the statistics, edits
 * the card (and puts it back), handles an entrustment, associates a client with a private customer,
 * and takes a listing down and up again. Only rows of the manager's micro-site change (no other
 * journey reads them); the card and the listing end as they were.
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

async function confirm(prompt: string): Promise<void> {
  await page.locator('.adm-dialog-content', { hasText: prompt }).waitFor();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}
const toast = (text: string) => page.locator('.adm-toast-main', { hasText: text }).waitFor();
const stat = (label: string) => page.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
const backToAdmin = async () => {
  await page
    .getByRole('navigation', { name: 'tab bar' })
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.goBack();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/index/);
};

async function saveRole(role: string): Promise<void> {
  await page.getByRole('button', { name: '编辑名片' }).click();
  await page.waitForURL(/card-operate/);
  const input = page.getByPlaceholder('如：置业顾问');
  await input.fill(role);
  // The previous save's toast may still be fading out: wait until it is gone, so only this one counts.
  await page.locator('.adm-toast-main', { hasText: '名片已保存' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '保存名片' }).click();
  await toast('名片已保存');
  await page.waitForURL(/#\/pages\/cus-acq-admin\/index/);
}

it('opens the admin from 我的 and sees the card and the statistics', async () => {
  await logIn(page, '13800000001');
  await page.getByRole('navigation', { name: 'tab bar' }).getByRole('button', { name: '我的' }).click();
  await page.waitForURL(/#\/pages\/user/);
  await page.locator('.adm-list-item', { hasText: '名片、访客' }).click();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/index/);
  const card = page.getByRole('region', { name: '我的名片' });
  await card.getByText('资深置业顾问').waitFor();
  await card.getByText('张伟').waitFor();
  await page.getByText('获客统计').waitFor();
  await expect.poll(() => stat('委托').getAttribute('aria-label')).toMatch(/^委托 [1-9]/);
  await page.getByText('2 待处理').waitFor();
  await page.getByText('最近访客').waitFor();
  await page.getByText('我的客户').waitFor();
  await screenshot(page, 'acquisition-index');
});

it('edits the card and sees it at once', async () => {
  await saveRole('金牌顾问');
  await page.getByRole('region', { name: '我的名片' }).getByText('金牌顾问').waitFor();
  await saveRole('资深置业顾问');
  await page.getByRole('region', { name: '我的名片' }).getByText('资深置业顾问').waitFor();
});

it('handles a pending entrustment after the confirm prompt', async () => {
  await stat('委托').click();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/entrust/);
  await page.getByRole('tab', { name: '待处理' }).click();
  const pending = page.getByRole('article');
  await expect.poll(() => pending.count()).toBe(2);
  await pending.first().getByRole('button', { name: '标记已处理' }).click();
  await confirm('是否确定已处理该委托？');
  await toast('处理成功');
  await expect.poll(() => pending.count()).toBe(1);
  await screenshot(page, 'acquisition-entrust');
  await backToAdmin();
  await page.getByText('1 待处理').waitFor();
});

it('associates a client with a private customer', async () => {
  const client = page.getByRole('button', { name: /^阿杰/ });
  await client.getByText('未关联').waitFor();
  await client.click();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/customer-detail/);
  await page.getByText('浏览足迹').waitFor();
  await page.getByText('尚未关联客户').waitFor();
  await page.getByRole('button', { name: '关联客户' }).click();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/association/);
  await page.getByRole('button', { name: '确定关联' }).click();
  await toast('请选择要关联的客户');
  const first = page.locator('button[aria-pressed]').first();
  await first.waitFor();
  await first.click();
  await page.getByRole('button', { name: /^关联 / }).click();
  await toast('关联成功');
  await page.waitForURL(/#\/pages\/cus-acq-admin\/customer-detail/);
  await page.getByRole('button', { name: '更换关联' }).waitFor();
  await screenshot(page, 'acquisition-client');
  await backToAdmin();
  await page.getByRole('button', { name: /^阿杰/ }).getByText('已关联').waitFor();
});

it('takes a listing down and puts it up again', async () => {
  await stat('出售房源').click();
  await page.waitForURL(/#\/pages\/cus-acq-admin\/house/);
  const row = page
    .getByRole('article')
    .filter({ has: page.getByText('已上架') })
    .first();
  const label = (await row.getAttribute('aria-label')) ?? '';
  const same = page.getByRole('article', { name: label });
  await same.getByRole('button', { name: '下架' }).click();
  await confirm('您确定要下架该房源吗？');
  await toast('下架成功');
  await same.getByText('已下架').waitFor();
  await same.getByRole('button', { name: '上架' }).click();
  await confirm('是否确定上架该房源？');
  await toast('上架成功');
  await same.getByText('已上架').waitFor();
  await screenshot(page, 'acquisition-house');
});
