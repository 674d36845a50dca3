import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The house book end to end: an agent filters the list, searches with history, adds a
 * listing through the community → building → unit → room pickers, is stopped by the duplicate check
 * on a second try, writes a follow-up on the new listing; a colleague reveals the protected owner
 * phone and sees the reveal in the listing's operation records.
 */
let browser: Browser;
let agent: Page;
let colleague: Page;
beforeAll(async () => {
  browser = await launch();
  agent = await phonePage(browser);
  colleague = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const OWNER_PHONE = '13912345678';
const ROOM = '301';
let houseId = '';

/** The titles of the listing cards on screen. */
async function cardTitles(page: Page): Promise<string[]> {
  await page.locator('[data-house-id]').first().waitFor();
  return page.locator('[data-house-id] > div:nth-child(2) > div:first-child').allInnerTexts();
}

it('filters the sale list by layout and price', async () => {
  await logIn(agent, '13800000002');
  await open(agent, 'pages/house');
  await agent.getByText(/共 \d+ 套出售房源/).waitFor();
  const before = await cardTitles(agent);
  expect(before.length).toBeGreaterThan(0);

  await agent.locator('.adm-dropdown-item', { hasText: '户型' }).click();
  await agent.locator('.adm-selector-item', { hasText: '三室' }).click();
  await agent.getByRole('button', { name: '确定' }).click();
  await agent.locator('.adm-dropdown-item', { hasText: '三室' }).waitFor();
  const cards = agent.locator('[data-house-id]');
  await expect.poll(async () => (await cards.allInnerTexts()).every((t) => t.includes('3室'))).toBe(true);
  expect(await cards.count()).toBeGreaterThan(0);

  await agent.locator('.adm-dropdown-item', { hasText: '价格' }).click();
  await agent.locator('.adm-selector-item', { hasText: '300-500万' }).click();
  await agent.getByRole('button', { name: '确定' }).click();
  await agent.locator('.adm-dropdown-item', { hasText: '300-500万' }).waitFor();
  const inRange = (text: string) => {
    const wan = Number(/([\d.]+)万/.exec(text)?.[1]);
    return text.includes('3室') && wan >= 300 && wan <= 500;
  };
  await expect.poll(async () => (await cards.allInnerTexts()).every(inRange)).toBe(true);
  await screenshot(agent, 'house-list-filtered');
  await agent.getByRole('button', { name: '清空筛选' }).click();
  await agent.locator('.adm-dropdown-item', { hasText: '户型' }).waitFor();
});

it('switches the list between 出售 and 出租 with the tabs', async () => {
  const rent = agent.getByRole('tab', { name: '出租' });
  await rent.click();
  await agent.getByText(/共 \d+ 套出租房源/).waitFor();
  expect(await rent.getAttribute('aria-selected')).toBe('true');
  await agent.getByRole('tab', { name: '出售' }).click();
  await agent.getByText(/共 \d+ 套出售房源/).waitFor();
  expect(await rent.getAttribute('aria-selected')).toBe('false');
});

it('shows each listing with its drawn cover picture, not a grey placeholder', async () => {
  const card = agent.locator('[data-house-id]').first();
  await card.waitFor();
  const cover = card.locator('img').first();
  await expect.poll(() => cover.getAttribute('src')).toMatch(/\/files\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  // The server's 240-pixel thumbnail (2× the 112-pixel box), not the full picture; the first cards'
  // covers load at once and first (the tab's LCP), the rest lazily.
  expect(await cover.getAttribute('src')).toMatch(/[?&]w=240$/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  expect(await cover.getAttribute('fetchpriority')).toBe('high');
  expect(await cover.getAttribute('loading')).toBe('eager');
  const later = agent.locator('[data-house-id] img').nth(4);
  expect(await later.getAttribute('loading')).toBe('lazy');
});

it('loads the next page by cursor when the agent scrolls to the end of the list', async () => {
  const cards = agent.locator('[data-house-id]');
  await cards.first().waitFor();
  const firstPage = await cards.count();
  const nextPage = agent.waitForRequest(
    (r) => r.url().includes('/housing/v2/housingPosts') && r.postDataJSON()?.pageindex === 2,
  );
  await cards.last().scrollIntoViewIfNeeded();
  expect((await nextPage).postDataJSON().cursor).not.toBe('');
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-house-id')));
  expect(new Set(ids).size).toBe(ids.length);
  await agent.evaluate(() => window.scrollTo(0, 0));
});

it('searches a community and keeps the search in the history, newest first', async () => {
  for (const term of ['翠苑', '西城']) {
    await agent.getByRole('button', { name: '搜索房源' }).click();
    await agent.waitForURL(/#\/pages\/house\/search/);
    await agent.getByPlaceholder('小区、地址或房源编号').fill(term);
    await agent.getByLabel('搜索建议').locator('button', { hasText: '小区' }).filter({ hasText: term }).first().click();
    await agent.waitForURL(/#\/pages\/house$/);
  }
  await expect.poll(async () => (await cardTitles(agent)).every((t) => t.includes('西城'))).toBe(true);

  await agent.getByRole('button', { name: '搜索房源' }).click();
  await agent.waitForURL(/#\/pages\/house\/search/);
  await agent.getByPlaceholder('小区、地址或房源编号').fill('');
  const chips = agent.getByRole('list', { name: '搜索历史' }).getByRole('listitem');
  await chips.first().waitFor();
  const history = await chips.allInnerTexts();
  expect(history[0]).toContain('西城');
  expect(history[1]).toContain('翠苑');
  await screenshot(agent, 'house-search-history');
  await agent.goBack();
  await agent.getByRole('button', { name: '清除搜索' }).click();
});

/** Fills the add form through the pickers up to the room of 西城年华 1栋1单元301. */
async function pickRoom(page: Page): Promise<void> {
  await page.getByText('请选择小区').click();
  await page.getByPlaceholder('输入小区名称或地址').fill('西城年华');
  await page.locator('button', { hasText: '西城年华' }).first().click();
  await page.getByRole('button', { name: '选择' }).first().click();
  await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await page.getByRole('button', { name: ROOM, exact: true }).click();
}

it('adds a listing through the community, building, unit and room pickers', async () => {
  await open(agent, 'pages/house/operation?type=1');
  await agent.getByText('公盘', { exact: true }).click();
  await pickRoom(agent);
  // The room fills what the archive knows.
  await expect.poll(() => agent.getByRole('textbox', { name: '面积' }).inputValue()).not.toBe('');
  // A reload keeps what was typed (the draft).
  await agent.getByRole('textbox', { name: '售价' }).fill('288');
  await agent.waitForTimeout(1000);
  await agent.reload();
  await agent.getByText('已恢复上次未提交的内容').waitFor();
  expect(await agent.getByRole('textbox', { name: '售价' }).inputValue()).toBe('288');

  await agent.getByRole('textbox', { name: '联系人1姓名' }).fill('陈');
  await agent.getByRole('textbox', { name: '联系人1电话' }).fill(OWNER_PHONE);
  await screenshot(agent, 'house-add-form');
  await agent.getByRole('button', { name: '提交房源' }).click();
  await agent.waitForURL(/#\/pages\/house\/detail\?id=\d+/, { timeout: 10_000 });
  houseId = /id=(\d+)/.exec(agent.url())?.[1] ?? '';
  await agent.getByText(`1栋1单元${ROOM}`).waitFor();
  await agent.getByText('288万').first().waitFor();
});

it('stops a second entry of the same house with the duplicate check and 去查看', async () => {
  await open(agent, 'pages/house/operation?type=1');
  await agent.getByText('私盘', { exact: true }).click();
  await pickRoom(agent);
  const dialog = agent.locator('.adm-dialog');
  await dialog.getByText('该房源已存在').waitFor();
  await screenshot(agent, 'house-duplicate');
  await dialog.getByRole('button', { name: '去查看' }).click();
  await agent.waitForURL(new RegExp(`#/pages/house/detail\\?id=${houseId}&`));
});

it('writes a follow-up on the listing', async () => {
  await agent.getByRole('button', { name: '写跟进' }).first().click();
  await agent.waitForURL(/#\/pages\/house\/write-follow/);
  await agent.locator('.adm-selector-item', { hasText: '电话回访' }).click();
  await agent.getByPlaceholder(/记录与业主沟通的情况/).fill('业主确认可以随时看房，价格可小谈');
  await agent.getByRole('button', { name: '提交跟进' }).click();
  await agent.waitForURL(/#\/pages\/house\/detail/, { timeout: 10_000 });
  await agent.getByText('业主确认可以随时看房，价格可小谈').waitFor();
  await screenshot(agent, 'house-detail-follow');
});

it('a colleague reveals the protected owner phone and the reveal is logged', async () => {
  await logIn(colleague, '13800000003');
  await open(colleague, `pages/house/detail?id=${houseId}&type=1`);
  await colleague.getByText('139****5678').waitFor();
  await colleague.getByText(/今日剩余查看 \d+ 次/).waitFor();
  await colleague.getByRole('button', { name: '查看业主电话' }).click();
  await colleague.getByText(OWNER_PHONE).waitFor();
  await screenshot(colleague, 'house-reveal');

  await colleague.getByText('操作记录').click();
  await colleague.waitForURL(/#\/pages\/house\/other-record/);
  const entry = colleague.locator('div', { hasText: '查看业主电话' }).filter({ hasText: '王强' }).first();
  await entry.waitFor();
});
