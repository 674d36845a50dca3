import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage } from './browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await phonePage(browser);
  await logIn(page, '13800000001');
});
afterAll(async () => {
  await browser?.close();
});

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

it('home keeps its layout while the session and the unread count arrive (issue 17: CLS under 0.02)', async () => {
  await watchLayoutShifts(page);
  // The two answers held back, the unread count last, as on a slow network: the skeleton paints first,
  // then the session, then the count with its notice (what used to push the tiles down). Not a timing
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
