import { expect, it } from 'vitest';
import { open, screenshot, setupPhonePage } from './browser.ts';

/**
 * 云采集 end to end at 375×812 (docs/collect.md): the manager opens 云采集 from home, sees the
 * service is not configured (the demo runs without it) and the collected sale listings, switches to
 * 云出租 and back, filters 户型 五室及以上, opens a saved listing, turns it into a listing of the
 * company (转为房源): the listing form comes prefilled, the agent adds building and room, submits, and
 * the collected listing then reads 已转房源. Only demo row 3 of the sale list changes (no other
 * journey reads 云采集).
 */
const session = setupPhonePage('13800000001');
const card = () => session.page.getByRole('button', { name: /^采集房源 / });
let collectId = '';

it('opens 云采集 from home: the notice, the 云出售 list, then 云出租', async () => {
  const { page } = session;
  await page.getByRole('button', { name: '云采集' }).click();
  // The app-use switch of 房源本 may first remind of the subscription's end.
  const reminder = page.getByRole('button', { name: '我知道了' });
  await Promise.race([page.waitForURL(/#\/pages\/collect\/index/), reminder.waitFor()]).catch(() => {});
  if (await reminder.isVisible()) await reminder.click();
  await page.waitForURL(/#\/pages\/collect\/index/);
  await page
    .getByText(/云采集服务未配置/)
    .first()
    .waitFor();
  await page.getByText('共 24 套云出售房源').waitFor();
  expect(await card().count()).toBe(20);
  await page.getByText('已转房源').first().waitFor();
  // The six filters fit the 375 px screen: nothing scrolls sideways and 排序 is whole on screen.
  const nav = page.locator('.adm-dropdown-nav').first();
  expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 375)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const sort = page.locator('.adm-dropdown-item-title-text', { hasText: '排序' });
  const box = await sort.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await sort.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await screenshot(page, 'collect-index');

  await page.getByRole('tab', { name: '云出租' }).click();
  await page.getByText('共 16 套云出租房源').waitFor();
  await page
    .getByText(/元\/月/)
    .first()
    .waitFor();
  await page.getByRole('tab', { name: '云出售' }).click();
  await page.getByText('共 24 套云出售房源').waitFor();
});

it('filters 户型 五室及以上 and opens a saved listing', async () => {
  const { page } = session;
  await page.locator('.adm-dropdown-item', { hasText: '户型' }).click();
  await page.getByRole('option', { name: '五室及以上' }).click();
  await page.getByText('共 4 套云出售房源').waitFor();
  expect(await card().allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('5室')]));
  await screenshot(page, 'collect-filtered');
  await card().filter({ hasText: '已保存' }).first().click();
  await page.waitForURL(/#\/pages\/collect\/detail\?id=\d+/);
  collectId = /id=(\d+)/.exec(page.url())?.[1] ?? '';
  await page.getByRole('region', { name: '房源概况' }).getByText('嘉绿苑').first().waitFor();
  await page.getByRole('region', { name: '房源信息' }).getByText('采集时间').waitFor();
  await page.getByText('1/2').waitFor();
  await page.getByRole('button', { name: '原文链接' }).waitFor();
  await page.getByRole('button', { name: '已保存' }).waitFor();
  await screenshot(page, 'collect-detail');
});

it('转为房源: the listing form comes prefilled; submitted, the collected listing reads 已转房源', async () => {
  const { page } = session;
  await page.getByRole('button', { name: '转为房源' }).click();
  await page.getByText(/确定将该房源转为公司房源吗/).waitFor();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/#\/pages\/house\/operation\?type=1&collectId=\d+/);
  await page.getByText('嘉绿苑').first().waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: '面积' }).inputValue()).toBe('210');
  expect(await page.getByRole('textbox', { name: '售价' }).inputValue()).not.toBe('');
  expect(await page.getByRole('textbox', { name: '联系人1电话' }).inputValue()).toMatch(/^189\d{8}$/);
  await screenshot(page, 'collect-prefilled-form');

  await page.getByText('私盘', { exact: true }).click();
  await page.getByRole('textbox', { name: '楼栋号' }).fill('18');
  await page.getByRole('textbox', { name: '房号' }).fill('1802');
  await page.getByRole('button', { name: '提交房源' }).click();
  await page.waitForURL(/#\/pages\/house\/detail\?id=\d+/, { timeout: 15_000 });
  const listingRoute = page.url().split('#/')[1] ?? '';

  await open(page, `pages/collect/detail?id=${collectId}`);
  await page.getByRole('button', { name: '查看房源' }).waitFor();
  await page.getByRole('region', { name: '房源概况' }).getByText('已转房源').waitFor();
  await screenshot(page, 'collect-converted');

  // The new listing has the two collected pictures as its own, the first as its cover.
  await open(page, listingRoute);
  await page.getByText('封面 · 1/2').waitFor();
  await screenshot(page, 'collect-converted-listing');
});
