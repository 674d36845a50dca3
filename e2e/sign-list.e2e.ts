import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The signing contract list and detail at 375×812: company 1's manager opens 电子签约, sees
 * the demo contracts with their states (docs/signing.md "Demo data"), narrows the list to 已作废, opens
 * 文鼎苑, revokes its invalidation (待签署 again) and invalidates it once more, each time with the
 * prompt's remark; the list shows the change on the way back.
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

/** The three demo contracts of docs/signing.md "Demo data" (other demo contracts share community names). */
const XIXI = '西溪花园3幢1201室';
const CUIYUAN = '翠苑一区12幢502室';
const WENDING = '文鼎苑5幢301室';
const card = (house: string) => page.getByRole('button', { name: /^签约合同 / }).filter({ hasText: house });
const hero = () => page.getByRole('region', { name: '合同概况' });

/** A screenshot once passing toasts and closing dialogs are gone. */
async function shot(name: string): Promise<void> {
  await page.locator('.adm-toast-mask, .adm-dialog-mask').first().waitFor({ state: 'hidden' });
  await screenshot(page, name);
}

/** Answers the action's prompt with a remark and confirms. */
async function confirmWith(remark: string): Promise<void> {
  const dialog = page.locator('.adm-dialog');
  await dialog.getByRole('textbox').fill(remark);
  await dialog.getByRole('button', { name: '确定' }).click();
}

it('shows the demo contracts with their states on the signing home', async () => {
  await logIn(page, '13800000001');
  await open(page, 'pages/sign/index');
  // The demo company's signing app expires soon: the once-a-day reminder may come first.
  await page
    .getByRole('button', { name: '我知道了' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  // The journeys share one database: contracts submitted by the journeys before this one come first
  // (newest first), so each demo contract is looked up by its community with the search box.
  const search = page.getByPlaceholder('搜索合同编号、小区、房号或签约方');
  for (const [house, state] of [
    [XIXI, '待签署'],
    [CUIYUAN, '已完成'],
    [WENDING, '已作废'],
  ] as const) {
    // Searched by the community (the name before the building number), as an agent would type it.
    await search.fill(house.replace(/\d.*$/, ''));
    // A journey before this one may have started another contract on the same house.
    await card(house).getByText(state).first().waitFor();
  }
  await search.fill('西溪花园');
  // Parties show masked on the cards.
  await card(XIXI)
    .getByText(/甲方：\S\*/)
    .first()
    .waitFor();
  await shot('sign-list');
  await search.fill('');
});

it('narrows the list to 已作废', async () => {
  await page.getByRole('tab', { name: /^已作废/ }).click();
  await card(WENDING).waitFor();
  await card(XIXI).first().waitFor({ state: 'detached' });
  await card(CUIYUAN).waitFor({ state: 'detached' });
  await page
    .getByRole('button', { name: /^签约合同 / })
    .filter({ hasText: '已完成' })
    .first()
    .waitFor({ state: 'detached' });
});

it("opens 文鼎苑's detail: state, parties, body, log", async () => {
  await card(WENDING).click();
  await page.waitForURL(/#\/pages\/sign\/detail\?contractId=\d+/);
  await hero().getByText('已作废').waitFor();
  await hero().getByText('作废原因：买方放弃购买').waitFor();
  await page.getByRole('region', { name: '签约方' }).getByText('甲方').first().waitFor();
  await page.getByRole('region', { name: '签署信息' }).getByText('内容摘要').waitFor();
  await page.getByRole('region', { name: '合同正文' }).getByRole('button', { name: '展开全文' }).waitFor();
  await page.getByRole('region', { name: '操作记录' }).getByText('发起签约').waitFor();
  await page.getByRole('button', { name: '删除合同' }).waitFor();
  await shot('sign-detail-invalid');
});

it('revokes the invalidation: 待签署 again, with 作废合同 and 修改合同 offered', async () => {
  await page.getByRole('button', { name: '撤销作废' }).click();
  await page.getByText('确定要撤销作废吗？合同将恢复为作废前的状态').waitFor();
  await confirmWith('客户回心转意');
  await page.getByText('撤销作废成功', { exact: true }).waitFor();
  await hero().getByText('待签署').waitFor();
  await page.getByRole('button', { name: '作废合同' }).waitFor();
  await page.getByRole('button', { name: '修改合同' }).waitFor();
  await page.getByRole('region', { name: '操作记录' }).getByText('备注：客户回心转意').waitFor();
});

it('invalidates it again, and the list shows it under 已作废 on the way back', async () => {
  await page.getByRole('button', { name: '作废合同' }).click();
  await page.getByText('确定要作废该合同吗？作废后各方将无法继续签署').waitFor();
  await confirmWith('买方再次放弃');
  await page.getByText('作废成功', { exact: true }).waitFor();
  await hero().getByText('已作废').waitFor();
  await hero().getByText('作废原因：买方再次放弃').waitFor();
  await page.getByRole('button', { name: '撤销作废' }).waitFor();
  await shot('sign-detail-invalidated-again');
  await page.goBack();
  await page.waitForURL(/#\/pages\/sign\/index/);
  await page.getByRole('tab', { name: /^已作废/, selected: true }).waitFor();
  await card(WENDING).getByText('已作废').waitFor();
});
