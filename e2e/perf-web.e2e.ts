import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { open, phonePage, setupPhonePage } from './browser.ts';

const session = setupPhonePage('13800000001');

/** Sums the page's layout shifts not caused by input (the Layout Instability API, as CLS counts them). */
async function watchLayoutShifts(p: Page): Promise<void> {
  await p.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

it('home keeps its layout while the session and the unread count arrive (CLS under 0.02)', async () => {
  const { page } = session;
  await watchLayoutShifts(page);
  // The two answers held back, the unread count last, as on a slow network: the skeleton paints first,
  // then the session, then the count with its notice (what would push the tiles down). Not a timing
  // test: the order is forced, and the sum of shifts is what is checked.
  await page.route('**/user/initialize', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.route('**/base/systemInfo', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await new Promise((r) => setTimeout(r, 800));
    await route.fulfill({ response, json: { ...body, data: { ...body.data, messageCount: 3 } } });
  });
  // A full load (the login left the page on home: a hash change alone would not reload it).
  await page.goto('about:blank');
  await open(page, 'pages/index');
  await page.getByText('您有 3 条未读消息').waitFor();
  await page.getByText(/已开通 \d+\/\d+/).waitFor();
  // Two frames, so that a shift of the last render is reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const cls = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
  expect(cls).toBeLessThan(0.02);
  await page.unrouteAll();
});

it('the listing tab asks for its first page while its own code is still loading', async () => {
  const { page } = session;
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/housing/v2/housingPosts')) seen.push('list');
  });
  // The tab's chunk held back: the list request must not wait for it (sent by the tab, it would leave after
  // the chunk, the app-use check and the first render).
  let listBeforeChunk = false;
  await page.route('**/assets/house-tab-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    listBeforeChunk = seen.includes('list');
    await route.continue();
  });
  await page.goto('about:blank');
  await open(page, 'pages/house');
  await page.locator('[data-house-id]').first().waitFor();
  expect(listBeforeChunk).toBe(true);
  // One request for the first page: the tab found the prefetched answer and did not ask again.
  expect(seen).toEqual(['list']);
  await page.unrouteAll();
});

it("the opened page's chunks and first reads leave beside the entry's scripts, from the document", async () => {
  const { page } = session;
  const order: string[] = [];
  page.on('request', (r) => {
    const file = /\/assets\/(index|house-tab)-[\w-]+\.js$/.exec(r.url());
    if (file) order.push(file[1]!);
    const call = /\/(user\/initialize|housing\/v2\/housingPosts|search\/appUseSwitch)/.exec(r.url());
    if (call) order.push(call[1]!);
  });
  // The entry held back: the tab's chunk and its reads must not wait for it to download and run.
  let beforeEntry: string[] = [];
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    beforeEntry = [...order];
    await route.continue();
  });
  await page.goto('about:blank');
  await open(page, 'pages/house');
  await page.locator('[data-house-id]').first().waitFor();
  expect(beforeEntry).toEqual(
    expect.arrayContaining(['house-tab', 'user/initialize', 'housing/v2/housingPosts', 'search/appUseSwitch']),
  );
  // Each asked for once: the router's import found the preloaded module, the app took the answers.
  expect(order.filter((f) => f !== 'index').sort()).toEqual([
    'house-tab',
    'housing/v2/housingPosts',
    'search/appUseSwitch',
    'user/initialize',
  ]);
  await page.unrouteAll();
});

it('a visitor without a session opening the start page gets the login form without the start page', async () => {
  const page = await phonePage(session.browser);
  const chunks: string[] = [];
  page.on('request', (r) => {
    const file = /\/assets\/(launch|login)-[\w-]+\.js$/.exec(r.url());
    if (file) chunks.push(file[1]!);
  });
  await open(page, 'pages/launch');
  await page.waitForURL(/#\/pages\/user\/login$/);
  await page.getByPlaceholder('请输入手机号').waitFor();
  expect(chunks).toContain('login');
  expect(chunks).not.toContain('launch');
  await page.context().close();
});

it("the listing tab shows its cards and filter bar before the dropdown's code; a tap meanwhile opens its item", async () => {
  const { page } = session;
  // The dropdown's code (the bar's chunk, antd-mobile's Dropdown, Popup and Mask with react-spring) held
  // until the tap: the cards and the bar's titles must not wait for it, nor ask for it before a touch.
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const held: string[] = [];
  await page.route(/\/assets\/(list-filter-bar|dropdown|mask)-[\w-]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('about:blank');
  await open(page, 'pages/house');
  await page.locator('[data-house-id]').first().waitFor();
  const layout = page.locator('.adm-dropdown-item', { hasText: '户型' });
  await layout.waitFor();
  // Not even asked for while the page settles (it shared the connections with the covers).
  expect(held).toEqual([]);
  await layout.click();
  release();
  await page.locator('.adm-selector-item', { hasText: '三室' }).waitFor();
  expect(held.length).toBeGreaterThan(0);
  await page.unrouteAll();
});

it("the listing tab asks for the 区域 filter's districts when the bar opens, not with the list", async () => {
  const { page } = session;
  // Asked for with the list, the two lookups would be the last requests before the covers paint.
  const lookups: string[] = [];
  page.on('request', (r) => {
    const call = /\/(base\/getDistractList|community\/regionList)\b/.exec(r.url());
    if (call) lookups.push(call[1]!);
  });
  await page.goto('about:blank');
  await open(page, 'pages/house');
  await page.locator('[data-house-id]').first().waitFor();
  const region = page.locator('.adm-dropdown-item', { hasText: '区域' });
  await region.waitFor();
  expect(lookups).toEqual([]);
  await region.click();
  await page.getByText('西湖区', { exact: true }).waitFor();
  expect(lookups.sort()).toEqual(['base/getDistractList', 'community/regionList']);
});

it('the customer tab shows its list before the pull-to-refresh code, then a pull refreshes it; nothing remounts or moves', async () => {
  const { page } = session;
  const assets: string[] = [];
  const lists: string[] = [];
  page.on('request', (r) => {
    const file = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(r.url());
    if (file) assets.push(file[1]!);
    if (r.url().includes('/customer/v2/privateClients')) lists.push(r.url());
  });
  // PullToRefresh's code (its chunk, react-spring in the Mask's, @use-gesture in the Popup's) held back:
  // the cards must not wait for it.
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const held: string[] = [];
  await page.route(/\/assets\/(pull-to-refresh|mask|action-sheet)-[\w-]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  try {
    await page.goto('about:blank');
    await open(page, 'pages/customer');
    await page.getByText(/共 \d+ 位私客/).waitFor();
    const card = page.locator('.adm-pull-to-refresh-content button').first();
    await card.waitFor();
    // Nor did the tab load the contracts' Zod schemas, Toast or Dialog.
    expect(assets.filter((a) => /^(schemas|toast|dialog|customer\.queries)$/.test(a))).toEqual([]);
    const before = await card.boundingBox();
    await card.evaluate((el) => {
      (el as unknown as { kept: boolean }).kept = true;
    });
    release();
    // The real PullToRefresh took over (its head has no inline overflow; the stand-in's has).
    await page.waitForFunction(() => {
      const head = document.querySelector<HTMLElement>('.adm-pull-to-refresh-head');
      return head !== null && head.style.overflow === '';
    });
    expect(held.length).toBeGreaterThan(0);
    expect(await card.boundingBox()).toEqual(before);
    expect(await card.evaluate((el) => (el as unknown as { kept?: boolean }).kept)).toBe(true);

    // A pull from the top of the list asks for the list again.
    const asked = lists.length;
    const cdp = await page.context().newCDPSession(page);
    const x = before!.x + before!.width / 2;
    const y = before!.y + 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 12; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + i * 25 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => lists.length).toBeGreaterThan(asked);
    await page.locator('.adm-pull-to-refresh-head-content', { hasText: '刷新成功' }).waitFor();
    await cdp.detach();
  } finally {
    // Released and unrouted even when a check fails, so that the next tests get their chunks.
    release();
    await page.unrouteAll();
  }
});

it("the personal centre shows its entries without the contracts' Zod schemas, Toast or Dialog", async () => {
  const { page } = session;
  const assets: string[] = [];
  page.on('request', (r) => {
    const file = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(r.url());
    if (file) assets.push(file[1]!);
  });
  await page.goto('about:blank');
  await open(page, 'pages/user');
  await page.getByText('个人资料').waitFor();
  await page.getByText('组织管理').waitFor();
  expect(assets).toContain('user-center');
  expect(assets.filter((a) => /^(schemas|toast|dialog|mask|oa\.queries|org\.queries)$/.test(a))).toEqual([]);
});
