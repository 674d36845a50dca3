import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastSmsCode, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * The organisation end to end: a manager invites, a new colleague registers with the invite code and waits,
 * the manager approves and gives them the agent role, and the colleague then sees only what the
 * role grants.
 */
let browser: Browser;
let manager: Page;
let newcomer: Page;
beforeAll(async () => {
  browser = await launch();
  manager = await phonePage(browser);
  newcomer = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const phone = `136${String(Date.now()).slice(-8)}`;
const password = 'join2026';
let inviteCode = '';

/** The org entries of the personal centre the signed-in user is shown. */
async function orgEntries(page: Page): Promise<string[]> {
  await open(page, 'pages/user');
  const list = page.locator('.adm-list', { hasText: '组织管理' });
  await list.getByText('组织架构').waitFor();
  return list.locator('.adm-list-item-content-main').allInnerTexts();
}

it('the manager opens the invite page with the code and the QR code', async () => {
  await logIn(manager, '13800000001', 'demo1234', /#\/pages\/index/);
  expect(await orgEntries(manager)).toEqual([
    '组织架构',
    '员工管理',
    '加入申请',
    '离职员工',
    '岗位设置',
    '角色与职级',
    '邀请同事',
    '我的权限',
  ]);
  await manager.getByText('邀请同事').click();
  await manager.waitForURL(/#\/pages\/h5\/invite/);
  await manager.getByRole('img', { name: '邀请二维码' }).waitFor();
  inviteCode = (await manager.locator('button', { hasText: '邀请码' }).locator('strong').textContent())?.trim() ?? '';
  expect(inviteCode).toMatch(/^[A-Z0-9]{4,}$/);
  await screenshot(manager, 'org-invite');
});

it('a new colleague registers with the invite code and waits for review', async () => {
  await open(newcomer, 'pages/user/register');
  await newcomer.getByRole('option', { name: '加入已有公司' }).click();
  await newcomer.getByPlaceholder('请输入手机号').fill(phone);
  await newcomer.getByRole('button', { name: '获取验证码' }).click();
  await newcomer.getByRole('button', { name: /\d+s/ }).waitFor();
  await newcomer.getByPlaceholder('请输入验证码').fill(await lastSmsCode(phone));
  await newcomer.getByPlaceholder('6-20位字母和数字').fill(password);
  await newcomer.getByPlaceholder('请再次输入密码').fill(password);
  await newcomer.getByPlaceholder('管理员将凭姓名审核您的申请').fill('钱新人');
  await newcomer.getByPlaceholder('请输入公司邀请码').fill(inviteCode);
  await newcomer.getByLabel('同意用户协议和隐私政策').click();
  await newcomer.getByRole('button', { name: '提交申请' }).click();
  await newcomer.waitForURL(/#\/pages\/h5\/downLoad/, { timeout: 10_000 });

  await logIn(newcomer, phone, password, /#\/pages\/user\/set\/wait/);
  await newcomer.getByText('等待管理员审核').waitFor();
  await screenshot(newcomer, 'org-wait');
});

it('the manager approves the application and places the colleague as an agent', async () => {
  await open(manager, 'pages/user/org/entrant-apply');
  const card = manager.locator('article', { hasText: phone });
  await card.waitFor();
  await card.getByText('钱新人').waitFor();
  await screenshot(manager, 'org-entrant-apply');
  await card.getByRole('button', { name: '通过' }).click();
  await manager.locator('.adm-dialog').getByRole('button', { name: '通过' }).click();
  await manager.locator('.adm-dialog').getByRole('button', { name: '去设置' }).click();
  await manager.waitForURL(/#\/pages\/user\/org\/edit-staff/);

  // Department through the shared picker: 文三路店 › 文三路一组.
  await manager.locator('.adm-form-item', { hasText: '部门' }).first().click();
  await manager.waitForURL(/organizational-structure/);
  await manager
    .locator('div', { hasText: /^文三路店/ })
    .getByRole('button', { name: /下级/ })
    .first()
    .click();
  await manager.locator('.adm-radio', { hasText: '文三路一组' }).click();
  await manager.getByRole('button', { name: '确定' }).click();
  await manager.waitForURL(/#\/pages\/user\/org\/edit-staff/);
  await manager.locator('.adm-form-item', { hasText: '部门' }).getByText('文三路一组').waitFor();

  await manager.locator('.adm-selector-item', { hasText: '经纪人' }).click();
  await screenshot(manager, 'org-edit-staff');
  await manager.getByRole('button', { name: '保存' }).click();
  await manager.waitForURL(/#\/pages\/user\/org\/entrant-apply/);
  await manager.locator('.adm-tabs-tab', { hasText: '已通过' }).click();
  await manager.locator('article', { hasText: phone }).getByText('已通过').waitFor();
});

it('the colleague, approved, leaves the waiting page and sees only what the agent role grants', async () => {
  await open(newcomer, 'pages/user/set/wait');
  await newcomer.getByRole('button', { name: '刷新审核状态' }).click();
  await newcomer.waitForURL(/#\/pages\/index/);
  // A fresh login on another phone gets the same.
  await newcomer.context().close();
  newcomer = await phonePage(browser);
  await logIn(newcomer, phone, password, /#\/pages\/index/);
  expect(await orgEntries(newcomer)).toEqual(['组织架构', '邀请同事', '我的权限']);

  await newcomer.getByText('我的权限').click();
  await newcomer.waitForURL(/#\/pages\/user\/set\/auth-setting/);
  await newcomer.locator('.adm-tag', { hasText: '经纪人' }).waitFor();
  await newcomer.getByText('仅本人').waitFor();
  // The agent role adds and edits listings; it may delete sale listings (each delete is held by the demo's
  // approval flow) but not rent listings.
  await expect(
    newcomer
      .locator('span', { hasText: /^新增出售房源$/ })
      .getByLabel('已授权')
      .count(),
  ).resolves.toBe(1);
  await expect(
    newcomer
      .locator('span', { hasText: /^删除出租房源$/ })
      .getByLabel('未授权')
      .count(),
  ).resolves.toBe(1);
  await screenshot(newcomer, 'org-agent-permissions');

  // Staff lists apply the data scope: only themselves.
  await open(newcomer, 'pages/user/org/staff');
  await newcomer.getByText('共 1 人').waitFor();
  // Pages of other permissions refuse with the seeds' message.
  await open(newcomer, 'pages/user/org/entrant-apply');
  await newcomer.getByText('暂无权限').waitFor();
  await newcomer.getByText('您没有权限，请联系管理员设置相关权限').first().waitFor();
  await screenshot(newcomer, 'org-agent-refused');
});
