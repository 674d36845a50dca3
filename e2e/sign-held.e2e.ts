import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoSaleValues } from '../apps/server/src/db/seed/demo-sign-contracts.ts';
import { baseUrl, launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * A held contract submission and what an approval shows, at 375×812. 王强's demo delete waits for his
 * store head: its detail says 第2步 未开始 and opens the listing (房源详情). Then the manager switches on the
 * demo's 发起签约审批 and submits a contract from its form: the success page offers 查看审批 and 查看合同,
 * nobody is texted; 孙丽 passes it, and the parties' invitation is in the dev SMS outbox. The flow is
 * switched off again at the end.
 */
let browser: Browser;
let manager: Page;
const DEMO_FLOW = '发起签约审批';
const STORE_HEAD = '13800000005';
const SELLER = { type: 1, name: '冯卖家', certNo: '11010519491231002X', phone: '13911117701' };
const BUYER = { type: 1, name: '韩买家', certNo: '44030519900101123X', phone: '13911117702' };
const HOUSE = { houseName: '西溪花园', houseBuilding: '6幢', houseRoomNo: String(Date.now()).slice(-4) };

beforeAll(async () => {
  browser = await launch();
  manager = await phonePage(browser);
});
afterAll(async () => {
  // Whatever happened above.
  if (manager) await flowOff().catch(() => undefined);
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

/** The demo flow goes back off (other journeys submit contracts unheld). */
async function flowOff(): Promise<void> {
  type TFlows = { data: { list: { oaApprovalId: number; approvalName: string; state: number }[] }[] };
  const flows = await api<TFlows>(manager, 'GET', '/oa/oaApprovalList');
  for (const f of flows.data.flatMap((g) => g.list).filter((g) => g.approvalName === DEMO_FLOW && g.state === 1)) {
    await api(manager, 'POST', '/oa/oaApprovalEnableSwitch', { oaApprovalId: f.oaApprovalId, state: 0 });
  }
}

/** The invitations the dev SMS outbox holds for the seller of one contract. */
async function invitesOf(contractNo: string): Promise<number> {
  const outbox = (await (await fetch(`${baseUrl()}/dev/sms-outbox?phone=${SELLER.phone}`)).json()) as {
    data: { template: string; params: { contractNo?: string } }[];
  };
  return outbox.data.filter((m) => m.template === 'sign-invite' && m.params.contractNo === contractNo).length;
}

/** The signing app's once-a-day expiry reminder, when it shows. */
async function passReminder(page: Page, then: string): Promise<void> {
  const reminder = page.getByRole('button', { name: '我知道了' });
  const target = page.getByText(then).first();
  await Promise.race([reminder.click({ timeout: 8000 }).catch(() => undefined), target.waitFor()]);
  await target.waitFor();
}

it('a step not reached reads 未开始, and the request opens the listing it holds', async () => {
  const agent = await phonePage(browser);
  await logIn(agent, '13800000003');
  await open(agent, 'pages/user/oa/approve-record?tab=3');
  await agent
    .getByRole('button', { name: /删除出售房源.*审批中/ })
    .first()
    .click();
  await agent.waitForURL(/approve-detail/);
  await agent.getByText('第1步 审批中').waitFor();
  await agent.getByText('第2步 未开始').waitFor();
  expect(await agent.getByText('第2步 审批中').count()).toBe(0);
  await screenshot(agent, 'oa-detail-not-started');
  await agent.getByText('房源详情').click();
  await agent.waitForURL(/#\/pages\/house\/detail\?id=\d+&type=1/);
  await agent.getByRole('button', { name: '更多' }).waitFor();
  await agent.close();
});

it('a submission held by a flow on 发起签约: 查看审批 / 查看合同, nobody texted until the store head passes it', async () => {
  await logIn(manager, '13800000001');
  // The demo's 发起签约审批 (off): step 1 孙丽, the store head.
  await open(manager, 'pages/user/oa/approve-setting');
  const toggle = manager.locator('.adm-list-item', { hasText: DEMO_FLOW }).getByRole('switch');
  await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  const headPage = await phonePage(browser);
  await logIn(headPage, STORE_HEAD);

  const boxes = await api<{ data: { boxid: number }[] }>(manager, 'GET', '/template/templateManagementPosts?boxType=1');
  const boxid = boxes.data[0]?.boxid ?? 0;
  const draft = await api<{ code: number; msg: string; data: { draftCode: string } }>(
    manager,
    'POST',
    '/sign/signDraftSave',
    {
      boxid,
      content: { signatureType: 2, ...HOUSE, partyA: SELLER, partyB: BUYER, values: demoSaleValues(HOUSE) },
    },
  );
  expect(draft.code, draft.msg).toBe(200);
  await open(manager, `pages/sign/operation?draftCode=${draft.data.draftCode}&boxid=${boxid}`);
  await passReminder(manager, '填写合同');
  await expect.poll(() => manager.getByLabel('小区名称', { exact: true }).inputValue()).toBe(HOUSE.houseName);
  await manager.getByRole('button', { name: '下一步' }).click();
  await manager.getByRole('article', { name: '合同预览' }).waitFor();
  await manager.getByRole('button', { name: '提交审批' }).click();
  await manager.waitForURL(/#\/pages\/public\/success/, { timeout: 15_000 });
  await manager.getByText('合同已提交，等待审批').waitFor();
  const contractNo = /QY\d{14}/.exec((await manager.getByText(/合同编号 QY\d{14}/).textContent()) ?? '')?.[0] ?? '';
  expect(contractNo).not.toBe('');
  await manager.getByRole('button', { name: '查看合同' }).waitFor();
  await screenshot(manager, 'sign-held-success');
  expect(await invitesOf(contractNo)).toBe(0);

  await manager.getByRole('button', { name: '查看审批' }).click();
  await manager.waitForURL(/approve-detail\?approvalId=\d+/);
  await manager.getByText(new RegExp(`发起签约 ${contractNo}`)).waitFor();
  await manager.getByText('第1步 审批中').waitFor();
  await manager.getByText('合同详情').click();
  await manager.waitForURL(/#\/pages\/sign\/detail\?contractId=\d+/);
  await passReminder(manager, contractNo);
  await manager.getByRole('button', { name: '查看审批' }).waitFor();
  // Nobody is invited yet: the progress block says it waits for approval.
  await manager.getByRole('region', { name: '签署进度' }).getByText('等待审批', { exact: true }).waitFor();
  await screenshot(manager, 'sign-held-detail');

  await open(headPage, 'pages/user/oa/approve-record');
  await headPage.getByRole('button', { name: new RegExp(contractNo) }).click();
  await headPage.waitForURL(/approve-detail/);
  await headPage.getByRole('button', { name: '通过' }).click();
  await headPage.getByText('是否确定通过当前审批记录？').waitFor();
  await headPage.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => invitesOf(contractNo), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => headPage.url(), { timeout: 10_000 }).not.toMatch(/approve-detail/);
  await headPage.close();
  await flowOff();
}, 180_000);
