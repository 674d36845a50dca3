import { expect, it } from 'vitest';
import { open, setupPhonePage } from './browser.ts';

/**
 * Home's header draws the user's photo as a plain image (antd-mobile's Avatar would bring its Image as two
 * more files on home). A user no other journey uses, so that the photo set here changes nothing elsewhere.
 */
const session = setupPhonePage('13800000006');

/** A 2×2 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** Opens home afresh (a full load: the app keeps the session it read). */
async function openHome(): Promise<void> {
  await session.page.goto('about:blank');
  await open(session.page, 'pages/index');
}

it("shows the user's photo in home's header, and the name's first character when the photo cannot load", async () => {
  const { page } = session;
  await openHome();
  const header = page.getByRole('button', { name: /周杰/ });
  await header.getByText('周', { exact: true }).waitFor();

  // A photo, sent as the personal page sends the cropped one.
  const code = await page.evaluate(async (png) => {
    const body = new FormData();
    const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
    body.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    const headers = { token: localStorage.getItem('token') ?? '', sessionid: localStorage.getItem('sessionid') ?? '' };
    const res = await fetch('/user/userFaceUpdate', { method: 'POST', headers, body });
    return ((await res.json()) as { code: number }).code;
  }, PNG);
  expect(code).toBe(200);

  await openHome();
  const photo = header.getByRole('img', { name: '头像' });
  await photo.waitFor();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((img) => img.getBoundingClientRect().width)).toBe(52);

  // The photo unreachable: the initial stands in, at the same place.
  await page.route('**/files/**', (route) => route.abort());
  await openHome();
  await header.getByText('周', { exact: true }).waitFor();
  expect(await header.locator('img').count()).toBe(0);
  await page.unrouteAll();
});

it('says in Chinese that a page does not exist, and leads back home', async () => {
  const { page } = session;
  await open(page, 'pages/no-such-page');
  await page.getByText('您访问的页面不存在或已被移除，请返回首页').waitFor();
  expect(await page.getByText(/not found/i).count()).toBe(0);
  await page.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL(/#\/pages\/index/);
});

it('tells someone who may not buy to ask the manager, not to go to a PC', async () => {
  const { page } = session;
  await openHome();
  await page.getByText('开通、续费应用请联系公司管理员').waitFor();
  expect(await page.getByText(/pc端/).count()).toBe(0);
});
