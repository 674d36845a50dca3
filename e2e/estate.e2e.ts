import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launch, open, phonePage, screenshot } from './browser.ts';

/**
 * The community catalogue end to end: the manager adopts a community from the base catalogue, adds a house type with
 * a picture, adds pictures and sets a cover, and is stopped from deleting a community with listings.
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

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
let communityId = 0;

/** Calls the API as the signed-in user of the page (for finding rows, never for the steps themselves). */
async function api(path: string): Promise<any> {
  const headers = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    sessionid: localStorage.getItem('sessionid') ?? '',
  }));
  return (await fetch(`${baseUrl()}${path}`, { headers })).json();
}

it('adopts a community from the base catalogue in one tap', async () => {
  await open(page, 'pages/user/pwdLogin');
  await page.getByPlaceholder('请输入手机号').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/#\/pages\/index/);

  await open(page, 'pages/estate/index');
  await page.getByText('共 8 个小区').waitFor();
  await page.getByRole('tab', { name: '基础小区' }).click();
  await page.getByPlaceholder('搜索小区名称、别名或地址').fill('金色海岸');
  const card = page
    .locator('div', { hasText: /^金色海岸/ })
    .filter({ has: page.getByRole('button', { name: '添加' }) })
    .last();
  await card.getByRole('button', { name: '添加' }).click();
  await page.getByText('已添加到我的小区').waitFor();
  await page.getByRole('button', { name: '已添加' }).click();
  await page.waitForURL(/#\/pages\/estate\/detail\?id=\d+/);
  communityId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  await page.getByRole('heading', { name: '金色海岸' }).waitFor();
  await page.getByText('滨江区 · 滨江区政府 · 2005年建成').waitFor();
  await screenshot(page, 'estate-adopted');
});

it('adds a house type with a picture', async () => {
  await page.getByRole('button', { name: '全部户型 ›' }).click();
  await page.waitForURL(/#\/pages\/estate\/house-type/);
  await page.getByText('暂无户型').waitFor();
  await page.getByRole('button', { name: '新增户型' }).click();
  await page.waitForURL(/#\/pages\/estate\/operation-type/);
  await page.locator('input[type=file]').setInputFiles(png('plan.png'));
  await page.locator('.adm-image-uploader-cell img').first().waitFor();
  await page.getByPlaceholder('如：A户型、江景三房').fill('江景三房');
  await page.getByPlaceholder('如：89').fill('135');
  await page.getByText('南北', { exact: true }).click();
  await page.getByText('南北通透').click();
  await page.getByRole('button', { name: '保存' }).click();
  await page.getByText('户型已添加').waitFor();
  await page.waitForURL(/#\/pages\/estate\/house-type\?/);
  await page.getByText('江景三房').waitFor();
  await page.getByText('2室1厅1卫 · 135㎡ · 南北').waitFor();
  await expect(page.locator('img[alt="江景三房"]').getAttribute('src')).resolves.toMatch(/^\/files\//);
  await screenshot(page, 'estate-house-type');
});

it('adds pictures and sets a cover; the cover again changes nothing', async () => {
  await open(page, `pages/estate/operation-image?id=${communityId}`);
  await page.getByText('暂无图片').waitFor();
  await page.getByTestId('picture-file').setInputFiles([png('a.png'), png('b.png')]);
  await page.getByText('图片已添加').waitFor();
  await page.getByRole('button', { name: '封面图片' }).waitFor();
  await page.getByRole('button', { name: '图片2' }).click();
  await page.getByText('设为封面', { exact: true }).click();
  await page.getByText('已设为封面').waitFor();
  await page.getByRole('button', { name: '图片2' }).waitFor();
  const pictures = await api(`/community/companyCommunityPictures?communityId=${communityId}`);
  expect(pictures.data.map((p: any) => p.isCover)).toEqual([true, false]);
  await page.getByRole('button', { name: '封面图片' }).click();
  await page.getByText('设为封面', { exact: true }).click();
  await page.getByText('该图片已是封面').waitFor();
  await screenshot(page, 'estate-pictures');
});

it('is stopped from deleting a community that has listings', async () => {
  let target = 0;
  for (const name of ['翠苑一区', '嘉绿苑', '文鼎苑', '西城年华', '绿城春江花月', '东方郡', '缤纷北苑', '信义坊']) {
    const found = await api(`/housing/v2/communitySearch?key=${encodeURIComponent(name)}`);
    const id = found.data?.[0]?.communityId;
    if (!id) continue;
    const count = await api(`/community/communityHouseCount?communityId=${id}`);
    if (count.data?.count > 0) {
      target = id;
      break;
    }
  }
  expect(target, 'a demo community with listings').toBeGreaterThan(0);
  await open(page, `pages/estate/detail?id=${target}`);
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByText('删除小区').click();
  // The delete dialog is a route of its own, drawn over the detail (seed 001 §4).
  await page.waitForURL(/#\/pages\/estate\/delete-dialog\?id=\d+/);
  await page.getByText('无法删除').waitFor();
  await page.getByText(/该小区下还有\d+套房源，不能删除/).waitFor();
  await page.getByText('删除小区前，请先处理这些房源：').waitFor();
  await screenshot(page, 'estate-delete-refused');
  await page.getByRole('button', { name: '知道了' }).click();
  await page.waitForURL(new RegExp(`#/pages/estate/detail\\?id=${target}$`));
  const still = await api(`/community/communityDetail?communityId=${target}`);
  expect(still.code).toBe(200);

  // The other way out: the community's listings in the house list.
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByText('删除小区').click();
  await page.getByRole('button', { name: '查看该小区房源' }).click();
  await page.waitForURL(/#\/pages\/house$/);
  await page.getByRole('button', { name: '搜索房源' }).getByText(still.data.name).waitFor();
});

it('the map credits only the tile provider (no Leaflet prefix or flag)', async () => {
  const config = await api('/community/mapConfig');
  await open(page, `pages/public/map?id=${communityId}`);
  const credit = page.locator('.leaflet-control-attribution');
  await credit.waitFor({ state: 'attached' });
  expect(((await credit.textContent()) ?? '').trim()).toBe(config.data.attribution);
  expect(await credit.locator('svg, a[href*="leafletjs"]').count()).toBe(0);
});
