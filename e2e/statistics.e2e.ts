import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, open, phonePage, screenshot } from './browser.ts';

/**
 * 经营统计 end to end: the manager opens it from the home shortcut, sees the company card, the
 * waiting counts, the period's figures with a chart canvas and the tables, then switches the period.
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

it('the manager opens 经营统计 from home and sees the figures and a chart', async () => {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/#\/pages\/index/);

  await page.getByRole('button', { name: '经营统计' }).click();
  await page.waitForURL(/#\/pages\/index\/statistics1/);
  await page.getByText('杭州安居房产经纪有限公司').waitFor();
  await page.getByText('管理员 张伟').waitFor();
  await page.getByText('账号数').waitFor();
  // No call log exists: no 通话 figure; commission figures are plain numbers whose label names the unit.
  expect(await page.getByText('通话(分钟)').count()).toBe(0);
  const units = new Set<string>();
  for (const name of ['已收佣金', '应收佣金']) {
    const figure = page.locator(`[data-figure^="${name}"]`);
    const label = (await figure.getAttribute('data-figure')) ?? '';
    expect(label).toMatch(/^.+\((万)?元\)$/);
    units.add(label.slice(name.length));
    expect(await figure.textContent()).toMatch(/^\d+(\.\d+)?$/);
  }
  // One unit for the card: the two commissions side by side compare.
  expect(units.size).toBe(1);
  // Each opened app with its own end day, not one date for all.
  const expiries = page.getByRole('list', { name: '应用到期' }).getByRole('listitem');
  await expiries.first().waitFor();
  const byApp = Object.fromEntries(
    (await expiries.allTextContents()).map((text) => [text.replace(/至.*$/, ''), /至 (\S+)$/.exec(text)?.[1] ?? '']),
  );
  expect(Object.keys(byApp)).toEqual(['房源本', '客源本', '小区档案', '合同管理', '电子签约', '管理中心']);
  expect(byApp.房源本).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(byApp.电子签约).not.toBe(byApp.房源本);
  await page.getByText(`${byApp.管理中心}`, { exact: true }).first().waitFor();
  await page.getByText('客户即将转公').waitFor();
  await page.getByText('经营概况').waitFor();
  await page.locator('[aria-label="经营趋势"] canvas').waitFor();
  await page.getByText('房源统计').waitFor();
  await page.locator('table').first().getByText('合计').waitFor();
  await screenshot(page, 'statistics');
});

it('switches the period and the figures follow', async () => {
  const newHouses = page.locator('[data-figure="新增房源"]');
  await page.locator('.adm-selector-item', { hasText: '本年' }).click();
  await page.getByText(/^\d{4}-01-01 至 /).waitFor();
  const year = Number((await newHouses.textContent()) ?? '');
  expect(year).toBeGreaterThan(0);
  await page.locator('.adm-selector-item', { hasText: '今日' }).click();
  await expect.poll(async () => (await page.locator('text=/ 至 /').count()) === 0).toBe(true);
  expect(Number((await newHouses.textContent()) ?? '')).toBeLessThanOrEqual(year);

  await page.locator('.adm-selector-item', { hasText: '自定义' }).click();
  await page.getByText('请选择开始日期和结束日期').waitFor();
  await screenshot(page, 'statistics-custom');
});
