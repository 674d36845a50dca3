import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * Approvals end to end: the manager adds a group in approve-category; a flow covering the sale
 * contract states is created through the API (the flow form page is not finished yet) and enabled in
 * approve-setting; a state change then says 提交审批 and becomes a record that the manager, its
 * approver, passes in approve-detail. The icon picker offers the 36 icons.
 */
let browser: Browser;
let manager: Page;
const groupName = `E2E分组${String(Date.now()).slice(-5)}`;
const flowName = `合同状态${String(Date.now()).slice(-4)}`;

beforeAll(async () => {
  browser = await launch();
  manager = await phonePage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** A call as the signed-in user of the page (its token and session id). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        token: localStorage.getItem('token') ?? '',
        sessionid: localStorage.getItem('sessionid') ?? '',
        'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      };
      if (body) headers['content-type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

it('the manager adds an approval group', async () => {
  await logIn(manager, '13800000001');
  await open(manager, 'pages/user/oa/approve-category');
  await manager.getByText('默认分组').waitFor();
  await manager.getByRole('button', { name: '新建分组' }).click();
  await manager.getByRole('button', { name: '保存' }).click();
  await manager.getByText('请输入分组名称').first().waitFor();
  await manager.getByRole('textbox', { name: '名称' }).fill(groupName);
  await manager.getByRole('button', { name: '保存' }).click();
  await manager.locator('.adm-list-item', { hasText: groupName }).waitFor();
  await screenshot(manager, 'oa-category');
});

it('a flow covering the sale contract states is enabled in approve-setting', async () => {
  const me = await api<{ data: { user: { userId: number } } }>(manager, 'POST', '/user/initialize', {});
  const groups = await api<{ data: { groupId: number; groupName: string }[] }>(manager, 'GET', '/oa/groupList');
  const groupId = groups.data.find((g) => g.groupName === groupName)!.groupId;
  const created = await api<{ code: number; msg: string; data: { oaApprovalId: number; state: number } }>(
    manager,
    'POST',
    '/oa/oaApprovalCreate',
    {
      approvalName: flowName,
      icon: 3,
      groupId,
      appType: 5,
      oaItemIdSelected: [61, 62, 63, 64, 65, 66, 67],
      sponsor: { range: 1, deptIds: [], roleIds: [] },
      approverList: [{ approvalType: 1, userIds: [me.data.user.userId] }],
    },
  );
  expect(created.code, created.msg).toBe(200);

  await open(manager, 'pages/user/oa/approve-setting');
  const row = manager.locator('.adm-list-item', { hasText: flowName });
  await row.waitFor();
  const toggle = row.getByRole('switch');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') {
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  }
  await screenshot(manager, 'oa-setting');
});

// Next: an agent's contract state change becomes a record the manager passes in approve-detail, once
// the server keeps approval records (docs/approvals.md, "Left to do").
it.todo('a contract state change is submitted for approval and passed in approve-detail');

it('the icon picker offers the 36 approval icons and a tap goes back', async () => {
  await open(manager, 'pages/user/oa/approve-icons');
  await manager.getByRole('button', { name: '图标25', exact: true }).waitFor();
  expect(await manager.locator('[data-oa-icons] button').count()).toBe(36);
  await screenshot(manager, 'oa-icons');
  await manager.getByRole('button', { name: '图标25', exact: true }).click();
  await expect.poll(() => manager.url()).not.toMatch(/approve-icons/);
});
