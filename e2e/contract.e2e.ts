import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * 合同管理 end to end, at 375×812: the manager opens the contract list from home, adds a sale
 * contract linked to a listing (the form kept as a draft while typing), finds it in the list, opens
 * its detail, moves it to 办理中 with a remark, and writes a follow-up on it.
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

const contractNo = `E2E-${String(Date.now()).slice(-8)}`;
const follow = '买方贷款已提交审批，预计下周放款';
/** A 1×1 PNG: the upload sniffs the type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

it('opens the contract list from home', async () => {
  await logIn(page, '13800000001');
  await page
    .getByRole('button', { name: /合同管理/ })
    .first()
    .click();
  await page.waitForURL(/#\/pages\/contract\/index/);
  await page.getByText(/共 \d+ 份买卖合同/).waitFor();
  await page.locator('.adm-tabs-tab', { hasText: '租赁' }).click();
  await page.getByText(/共 \d+ 份租赁合同/).waitFor();
  await page.locator('.adm-tabs-tab', { hasText: '买卖' }).click();
  await page.getByText(/共 \d+ 份买卖合同/).waitFor();
  await screenshot(page, 'contract-list');
});

it('adds a sale contract linked to a listing, kept as a draft while typing', async () => {
  await page.getByRole('button', { name: '新增合同' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '新增买卖合同' }).click();
  await page.waitForURL(/#\/pages\/contract\/sell-operation/);

  await page.getByRole('textbox', { name: '合同编号' }).fill(contractNo);
  await page.locator('.adm-selector-item', { hasText: '商业贷款' }).click();

  // The linked listing through pages/public/select-other-house (an overlay over the form).
  await page.getByText('选择房源（选填）').click();
  await page.waitForURL(/#\/pages\/public\/select-other-house/);
  await page.locator('button', { hasText: /CS\d+/ }).first().click();
  await page.waitForURL(/#\/pages\/contract\/sell-operation/);
  await expect.poll(() => page.getByRole('textbox', { name: '小区/楼盘' }).inputValue()).not.toBe('');

  await page.getByRole('textbox', { name: '楼栋' }).fill('3栋');
  await page.getByRole('textbox', { name: '房号' }).fill('1202');
  await page.getByRole('textbox', { name: '卖方（业主）' }).fill('王建业');
  await page.getByRole('textbox', { name: '卖方电话' }).fill('13912340001');
  await page.getByRole('textbox', { name: '买方', exact: true }).fill('周晓梅');
  await page.getByRole('textbox', { name: '成交价' }).fill('3150000');
  await page.getByRole('textbox', { name: '甲方佣金' }).fill('31500');

  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:contract-operation'))))
    .toHaveLength(1);
  await page.getByText('已自动保存').waitFor();
  await screenshot(page, 'contract-sell-operation');

  await page.getByRole('button', { name: '提交' }).click();
  await page.waitForURL(/#\/pages\/contract\/detail\?id=\d+&type=1/, { timeout: 10_000 });
  await page.getByText(contractNo).first().waitFor();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:contract')))).toEqual(
    [],
  );
});

it('finds the new contract in the list and opens its detail', async () => {
  await open(page, 'pages/contract/index');
  await page.getByPlaceholder('搜索合同编号、房屋或客户姓名').fill(contractNo);
  await page.getByText('共 1 份买卖合同').waitFor();
  const card = page.getByRole('button', { name: `合同 ${contractNo}` });
  await card.getByText('待办理').waitFor();
  await card.getByText('315万').waitFor();
  await screenshot(page, 'contract-search');
  await card.click();
  await page.waitForURL(/#\/pages\/contract\/detail/);
  await page.getByText('王建业').waitFor();
  await page.getByText('周晓梅').waitFor();
  await page.getByText('3,150,000元').first().waitFor();
  await screenshot(page, 'contract-detail');
});

it('moves the contract to 办理中 with a remark', async () => {
  await page.getByRole('button', { name: '修改状态' }).click();
  await page.waitForURL(/#\/pages\/contract\/update-status/);
  await page.locator('.adm-list-item', { hasText: '办理中' }).click();
  await page.getByPlaceholder('如：买方贷款已审批，进入办理').fill('资料齐全，开始办理');
  await screenshot(page, 'contract-update-status');
  await page.getByRole('button', { name: '保存' }).click();
  await page.locator('.adm-toast-main').first().waitFor();
  await page.waitForURL(/#\/pages\/contract\/detail/, { timeout: 10_000 });
  await page.locator('section').first().getByText('办理中').waitFor();
});

it('writes a follow-up on the contract', async () => {
  await page.getByRole('button', { name: '写跟进' }).click();
  await page.waitForURL(/#\/pages\/contract\/write-follow/);
  await page.getByPlaceholder('记录合同办理进展，如签约、贷款、过户、交房等').fill(follow);
  await page.getByRole('button', { name: '提交跟进' }).click();
  await page.waitForURL(/#\/pages\/contract\/detail/, { timeout: 10_000 });
  await page.getByText(follow).waitFor();
  await screenshot(page, 'contract-follow');

  // The change records list what was done to it.
  await page.getByRole('button', { name: '变更记录' }).click();
  await page.waitForURL(/#\/pages\/contract\/other-record/);
  await page
    .getByText(/操作人：/)
    .first()
    .waitFor();
});

it('uploads a picture of the original contract', async () => {
  await page.goBack();
  await page.waitForURL(/#\/pages\/contract\/detail/);
  await page.getByRole('button', { name: /合同图片/ }).click();
  await page.waitForURL(/#\/pages\/contract\/picture/);
  const original = page.getByRole('region', { name: '合同原件' });
  const chooser = page.waitForEvent('filechooser');
  await original.getByRole('button', { name: '+ 上传' }).click();
  await (await chooser).setFiles({ name: 'contract.png', mimeType: 'image/png', buffer: PNG });
  await original.getByText('1张').waitFor();
  await screenshot(page, 'contract-picture');
  await page.getByRole('button', { name: '保存图片' }).click();
  await page.waitForURL(/#\/pages\/contract\/detail/, { timeout: 10_000 });
  await page.getByRole('button', { name: '合同图片(1)' }).waitFor();
});

it('edits the contract and finally deletes it after the prompt', async () => {
  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '编辑合同' }).click();
  await page.waitForURL(/#\/pages\/contract\/sell-operation\?id=\d+/);
  await expect.poll(() => page.getByRole('textbox', { name: '合同编号' }).inputValue()).toBe(contractNo);
  await page.getByRole('textbox', { name: '定金' }).fill('100000');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/#\/pages\/contract\/detail/, { timeout: 10_000 });
  await page.getByText('100,000元').waitFor();

  await page.getByRole('button', { name: '更多' }).click();
  await page.locator('.adm-action-sheet-button-item', { hasText: '删除合同' }).click();
  await page.locator('.adm-dialog-content', { hasText: '确定要删除该项吗' }).waitFor();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await page.locator('.adm-toast-main').first().waitFor();
  await page.waitForURL(/#\/pages\/contract\/index/, { timeout: 10_000 });
  await page.getByPlaceholder('搜索合同编号、房屋或客户姓名').fill(contractNo);
  await page.getByText('没有找到符合条件的合同').waitFor();
});
