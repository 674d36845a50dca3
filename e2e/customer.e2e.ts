import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The customer book end to end, at 375×812: an agent adds a customer with an intention, sees the listings it
 * fits (with the reasons), writes a visit follow-up, moves the customer to the public pool and, once
 * the manager has switched off the take-back wait in 客源设置, picks it back into her private pool.
 */
let browser: Browser;
let agent: Page;
let manager: Page;
beforeAll(async () => {
  browser = await launch();
  agent = await phonePage(browser);
  manager = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const phone = `137${String(Date.now()).slice(-8)}`;
const name = '郑女士';

/** Confirms the dialog showing exactly the seeds' prompt. */
async function confirm(page: Page, prompt: string): Promise<void> {
  await page.locator('.adm-dialog-content', { hasText: prompt }).waitFor();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
}

it('an agent adds a customer with an intention (draft kept while typing)', async () => {
  await logIn(agent, '13800000002');
  await open(agent, 'pages/customer');
  await agent.locator('.adm-tabs-tab', { hasText: '私客' }).waitFor();
  await agent.getByRole('button', { name: '新增客户' }).click();
  await agent.waitForURL(/#\/pages\/customer\/operation/);

  await agent.getByRole('textbox', { name: '客户姓名' }).fill(name);
  await agent.locator('.adm-selector-item', { hasText: '女士' }).click();
  await agent.getByRole('textbox', { name: '客户电话' }).fill(phone);
  await agent.locator('.adm-form-item', { hasText: '户型' }).locator('.adm-selector-item', { hasText: '3室' }).click();
  await agent.getByRole('textbox', { name: '最低价万' }).fill('300');
  await agent.getByRole('textbox', { name: '最高价万' }).fill('520');
  await agent.getByRole('textbox', { name: '最小面积㎡' }).fill('80');
  await agent.getByRole('textbox', { name: '最大面积㎡' }).fill('130');

  // The intention community through pages/customer/select-estate (the estate picker over the form).
  await agent.getByRole('button', { name: '+ 添加小区' }).click();
  await agent.waitForURL(/#\/pages\/customer\/select-estate/);
  await agent.getByPlaceholder('搜索小区名称或地址').fill('文鼎苑');
  await agent.locator('.adm-list-item', { hasText: '文鼎苑' }).first().click();
  await agent.waitForURL(/#\/pages\/customer\/operation/);
  await agent.locator('.adm-form-item', { hasText: '意向小区' }).getByText('文鼎苑').waitFor();
  await agent.locator('button', { hasText: '学区房' }).click();

  // Typing is kept in local storage until the form is submitted.
  await expect
    .poll(() => agent.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:customer-operation'))))
    .toHaveLength(1);
  await screenshot(agent, 'customer-operation');

  await agent.getByRole('button', { name: '提交' }).click();
  await agent.waitForURL(/#\/pages\/customer\/detail\?customerId=\d+/, { timeout: 10_000 });
  await agent.locator('section', { hasText: '购房意向' }).getByText('3室 · 80-130㎡ · 300-520万').waitFor();
  // A buyer is tagged by her intent (求购), never as a seller.
  await agent.getByText('求购', { exact: true }).first().waitFor();
  expect(await agent.getByText(/^出售(客户)?$/).count()).toBe(0);
  expect(await agent.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:customer')))).toEqual(
    [],
  );
});

it('the detail shows the listings the intention fits, with the reasons', async () => {
  await agent.locator('.adm-tabs-tab', { hasText: '匹配房源' }).click();
  await agent.getByText(/为客户匹配到 \d+ 套房源/).waitFor();
  const first = agent.locator('[class*="card"]', { hasText: '匹配度' }).first();
  await first.getByText('位于意向小区「文鼎苑」').waitFor();
  await expect(first.getByText(/符合3室需求/).count()).resolves.toBe(1);
  await screenshot(agent, 'customer-matches');
});

it('the agent writes a visit follow-up with a listing shown', async () => {
  await agent.getByRole('button', { name: '写跟进' }).click();
  await agent.waitForURL(/#\/pages\/customer\/write-follow/);
  await agent.locator('.adm-selector-item', { hasText: '带看' }).click();
  await agent
    .getByPlaceholder('记录本次沟通或带看的情况，如客户反馈、下一步计划')
    .fill('带看文鼎苑三房，客户对采光满意，周末和家人复看');
  await agent.locator('.adm-checkbox').first().click();
  await screenshot(agent, 'customer-write-follow');
  await agent.getByRole('button', { name: '提交' }).click();
  await agent.waitForURL(/#\/pages\/customer\/detail/, { timeout: 10_000 });
  await agent.locator('.adm-tabs-tab', { hasText: '跟进记录' }).click();
  await agent.locator('.adm-capsule-tabs-tab', { hasText: '带看' }).click();
  await agent.getByText('带看文鼎苑三房，客户对采光满意，周末和家人复看').waitFor();
  await agent.getByText(/带看房源：文鼎苑/).waitFor();
});

it('the agent moves the customer to the public pool; picking it back waits for the take-back days', async () => {
  await agent.getByRole('button', { name: '更多' }).click();
  await agent.locator('.adm-action-sheet-button-item', { hasText: '转为公客' }).click();
  await confirm(agent, '是否确定转为公客？');
  await agent.locator('.adm-toast-main', { hasText: '已转为公客' }).waitFor();
  await agent.locator('section').getByText('公客', { exact: true }).waitFor();

  // The public pool lists it for everyone.
  await open(agent, 'pages/customer');
  await agent.locator('.adm-tabs-tab', { hasText: '公客' }).click();
  await agent.getByPlaceholder('搜索客户姓名或手机号').fill(phone);
  await agent.getByText('共 1 位公客').waitFor();
  await screenshot(agent, 'customer-public-pool');
  await agent.getByRole('button', { name: new RegExp(name) }).click();
  await agent.waitForURL(/#\/pages\/customer\/detail/);

  await agent.getByRole('button', { name: '拣入私客' }).click();
  await confirm(agent, '是否确定拣入私客');
  await agent.locator('.adm-dialog-content', { hasText: '该客户转为公客未满7天，原维护人暂不能拣回' }).waitFor();
  await agent.locator('.adm-dialog').getByRole('button', { name: '知道了' }).click();
});

it('the manager switches off the take-back wait in 客源设置', async () => {
  await logIn(manager, '13800000001');
  await open(manager, 'pages/customer');
  await manager.getByRole('button', { name: '客源设置' }).click();
  await manager.waitForURL(/#\/pages\/customer\/setting/);
  await manager.getByRole('switch', { name: '转公后原维护人不可拣回天数' }).click();
  await screenshot(manager, 'customer-setting');
  await manager.getByRole('button', { name: '保存设置' }).click();
  await manager.locator('.adm-toast-main', { hasText: '客源设置已保存' }).waitFor();
});

it('the agent picks the customer back into her private pool', async () => {
  await agent.reload();
  await agent.getByRole('button', { name: '拣入私客' }).click();
  await confirm(agent, '是否确定拣入私客');
  await agent.locator('.adm-toast-main', { hasText: '已拣入私客' }).waitFor();
  await agent.locator('section').getByText('私客', { exact: true }).waitFor();
  await agent
    .locator('section', { hasText: '购房意向' })
    .getByText(/维护人 李娜/)
    .waitFor();
  await agent.locator('.adm-tabs-tab', { hasText: '变更记录' }).click();
  await agent.getByText('拣入私客', { exact: true }).first().waitFor();
  await agent.getByText('转为公客', { exact: true }).first().waitFor();
  await screenshot(agent, 'customer-detail');
});
