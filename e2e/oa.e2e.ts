import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, logIn, open, phonePage, screenshot } from './browser.ts';

/**
 * Approvals end to end. A sale-listing delete: the manager switches off the demo's 出售房源删除审批 and
 * creates a flow in the app (approve-setting → 新建审批 → approve-operat, approve-role-user for the
 * sponsors' role 经纪人, approve-flows with the step 发起人部门主管) guarding 删除出售房源; the agent 李娜
 * deletes a listing and sees 已提交审批, the listing is still there; her store head 孙丽 (文三路店) passes
 * it from 待我审批; the listing is in the recycle bin and 李娜 sees 已通过 in 我发起的. The flow is deleted
 * and the demo flow switched on again at the end. Then: the manager adds a group in approve-category; a
 * flow covering the sale contract state 办理中 is created through the API (step 1 the store head, step 2
 * the manager) and enabled in approve-setting; the store head's state change then says 提交审批 →
 * 已提交审批 and becomes a record whose first step, her own, shows 发起人本人，已跳过，转由张伟审批, and that
 * the manager passes in approve-detail; the contract's state has changed and the head sees 已通过 in
 * 我发起的. The icon picker offers the 36 icons.
 */
let browser: Browser;
let manager: Page;
const groupName = `E2E分组${String(Date.now()).slice(-5)}`;
const flowName = `合同状态${String(Date.now()).slice(-4)}`;
const DEMO_LISTING_FLOW = '出售房源删除审批';
const AGENT = '13800000002';
const STORE_HEAD = '13800000005';

type TFlows = { data: { list: { oaApprovalId: number; approvalName: string; state: number }[] }[] };

beforeAll(async () => {
  browser = await launch();
  manager = await phonePage(browser);
});
afterAll(async () => {
  // Whatever happened above: the journey's flows go, the demo flow is on again (other journeys expect it).
  if (manager) {
    const flows = (await api<TFlows>(manager, 'GET', '/oa/oaApprovalList').catch(() => null))?.data ?? [];
    for (const f of flows.flatMap((g) => g.list)) {
      if (f.approvalName === listingFlow) await api(manager, 'GET', `/oa/oaApprovalDel?oaApprovalId=${f.oaApprovalId}`);
      if (f.approvalName === flowName && f.state === 1) {
        await api(manager, 'POST', '/oa/oaApprovalEnableSwitch', { oaApprovalId: f.oaApprovalId, state: 0 });
      }
    }
    for (const f of flows.flatMap((g) => g.list)) {
      if (f.approvalName === DEMO_LISTING_FLOW && f.state !== 1) {
        await api(manager, 'POST', '/oa/oaApprovalEnableSwitch', { oaApprovalId: f.oaApprovalId, state: 1 });
      }
    }
  }
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

const listingFlow = `删房审批${String(Date.now()).slice(-4)}`;

it('the manager switches off the demo flow and creates one guarding 删除出售房源 in the app', async () => {
  await logIn(manager, '13800000001');
  await open(manager, 'pages/user/oa/approve-setting');
  // The demo's own flow covers the item: an item belongs to one enabled flow.
  const demoRow = manager.locator('.adm-list-item', { hasText: DEMO_LISTING_FLOW });
  const demoSwitch = demoRow.getByRole('switch');
  await expect.poll(() => demoSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  await demoSwitch.click();
  await expect.poll(() => demoSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');

  await manager.getByRole('button', { name: '新建审批' }).click();
  await manager.waitForURL(/approve-operat/);
  await manager.getByPlaceholder('请输入审批名称').fill(listingFlow);
  await manager.locator('.adm-selector-item', { hasText: '房源本' }).click();
  await manager.locator('.adm-list-item', { hasText: '删除出售房源' }).click();
  await manager.locator('.adm-list-item', { hasText: '删除出售房源' }).locator('.adm-checkbox-checked').waitFor();
  // Sponsors: the agents (经纪人); the manager's and the heads' deletes in other journeys run at once.
  await manager.locator('.adm-list-item', { hasText: '不限角色' }).click();
  await manager.waitForURL(/approve-role-user/);
  await manager.locator('[data-oa-role-user] .adm-list-item', { hasText: '经纪人' }).click();
  await manager.getByRole('button', { name: '确定（1）' }).click();
  await manager.waitForURL(/approve-operat/);
  await manager.getByText('经纪人', { exact: true }).first().waitFor();
  await manager.getByText('设置审批流程').click();
  await manager.waitForURL(/approve-flows/);
  await manager.locator('[data-oa-steps] .adm-selector-item', { hasText: '发起人部门主管' }).click();
  await screenshot(manager, 'oa-flows');
  await manager.getByRole('button', { name: '确定' }).last().click();
  await manager.waitForURL(/approve-operat/);
  await manager.getByText('第1步：发起人部门主管').waitFor();
  // The rule about one's own requests is said on the form (docs/approvals.md "The sponsor never approves").
  await manager.getByText(/^发起人不能审批自己的申请/).waitFor();
  await screenshot(manager, 'oa-operat');
  await manager.getByRole('button', { name: '保存' }).click();
  await manager.waitForURL(/approve-setting/, { timeout: 10_000 });
  await manager.locator('.adm-list-item', { hasText: listingFlow }).waitFor();
});

/** A fresh sale listing of the agent (a demo community), so no other journey's listing is deleted. */
async function freshListing(agent: Page): Promise<number> {
  const posts = await api<{ data: { communityId: number }[] }>(agent, 'POST', '/housing/v2/housingPosts', { type: 1 });
  const added = await api<{ code: number; msg: string; data: { houseId: number } }>(
    agent,
    'POST',
    '/housing/v2/housingAdd',
    {
      type: 1,
      infoAttribution: 1,
      communityInfo: {
        communityId: posts.data[0]?.communityId,
        buildingNo: '77',
        unitNo: '1',
        roomNo: String(Date.now()).slice(-5),
      },
      room: 2,
      hall: 1,
      showerRoom: 1,
      houseArea: 76,
      floor: 3,
      totalFloor: 6,
      sellPrice: 210,
      contacts: [{ name: '周业主', phone: '13912340000', level: '先生' }],
    },
  );
  expect(added.code, added.msg).toBe(200);
  return added.data.houseId;
}

it('the agent’s delete waits for her store head, who passes it from 待我审批', async () => {
  const agent = await phonePage(browser);
  await logIn(agent, AGENT);
  const houseId = await freshListing(agent);
  const detail = () => api<{ code: number }>(manager, 'GET', `/housing/v2/housingDetail?houseId=${houseId}`);
  await open(agent, `pages/house/detail?id=${houseId}&type=1`);
  await agent.getByText('更多').click();
  await agent.getByText('删除房源').click();
  await agent.getByText('是否确定删除该房源').waitFor();
  await agent.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await agent.getByText('已提交审批').first().waitFor();
  expect((await detail()).code).toBe(200);

  // 李娜 leads 文三路一组 herself: her department head is the store's, 孙丽.
  const head = await phonePage(browser);
  await logIn(head, STORE_HEAD);
  await open(head, 'pages/user/oa/approve-record');
  const row = head.getByRole('button', { name: /李娜的删除出售房源.*删除出售房源 .* 77-1-.*审批中/ }).first();
  await row.waitFor();
  await screenshot(head, 'oa-record');
  await row.click();
  await head.waitForURL(/approve-detail/);
  await head
    .getByText(/删除出售房源 .* 77-1-/)
    .first()
    .waitFor();
  await head.getByPlaceholder('审批意见（选填）').fill('同意删除');
  await screenshot(head, 'oa-detail');
  await head.getByRole('button', { name: '通过' }).click();
  await head.getByText('是否确定通过当前审批记录？').waitFor();
  await head.getByRole('button', { name: '确定' }).click();
  await expect.poll(async () => (await detail()).code, { timeout: 10_000 }).toBe(404);
  await expect.poll(() => head.url(), { timeout: 10_000 }).not.toMatch(/approve-detail/);
  await head.close();

  // Gone from the books (404 above: the recycle bin, deleted on her behalf); she sees the result in 我发起的.
  await open(agent, 'pages/user/oa/approve-record?tab=3');
  await agent
    .getByRole('button', { name: /删除出售房源 .* 77-1-.*已通过/ })
    .first()
    .waitFor();
  await screenshot(agent, 'oa-mine');
  await agent.close();
  // Three people and two logins: more than the default minute on a busy machine.
}, 180_000);

it('the journey’s flow goes and the demo flow is on again', async () => {
  const flows = await api<TFlows>(manager, 'GET', '/oa/oaApprovalList');
  const all = flows.data.flatMap((g) => g.list);
  const mine = all.find((f) => f.approvalName === listingFlow);
  expect(
    (await api<{ code: number }>(manager, 'GET', `/oa/oaApprovalDel?oaApprovalId=${mine?.oaApprovalId}`)).code,
  ).toBe(200);
  await open(manager, 'pages/user/oa/approve-setting');
  const demoSwitch = manager.locator('.adm-list-item', { hasText: DEMO_LISTING_FLOW }).getByRole('switch');
  await expect.poll(() => demoSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
  await demoSwitch.click();
  await expect.poll(() => demoSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
});

it('the manager adds an approval group', async () => {
  await open(manager, 'pages/user/oa/approve-category');
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
  const headPage = await phonePage(browser);
  await logIn(headPage, STORE_HEAD);
  const headMe = await api<{ data: { user: { userId: number } } }>(headPage, 'POST', '/user/initialize', {});
  await headPage.close();
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
      // 办理中 only: 作废 (66) is the demo's 买卖合同作废审批.
      oaItemIdSelected: [62],
      sponsor: { range: 1, deptIds: [], roleIds: [] },
      // Step 1 names the store head herself: her own request skips it to the manager's step.
      approverList: [
        { approvalType: 1, userIds: [headMe.data.user.userId] },
        { approvalType: 1, userIds: [me.data.user.userId] },
      ],
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

it('a contract state change is submitted for approval and passed in approve-detail', async () => {
  // The store head changes a contract of theirs: the flow holds it (提交审批 → 已提交审批).
  const head = await phonePage(browser);
  await logIn(head, '13800000005');
  const contractNo = `OA-${String(Date.now()).slice(-8)}`;
  const added = await api<{ code: number; msg: string; data: { contractId: number } }>(
    head,
    'POST',
    '/contract/v2/contractSaleAdd',
    {
      contractNo,
      signDate: '2026-11-20',
      houseName: '阳光花园',
      houseBuilding: '3幢',
      houseRoomNo: '502',
      partyAName: '王业主',
      partyAPhone: '13911112222',
      partyBName: '李买家',
      partyBPhone: '13933334444',
      transactionPrice: '2850000',
      paymentMethod: 2,
    },
  );
  expect(added.code, added.msg).toBe(200);
  const contractId = added.data.contractId;
  await open(head, `pages/contract/update-status?id=${contractId}&type=1`);
  await head.locator('.adm-list-item', { hasText: '办理中' }).click();
  await head.getByRole('button', { name: '提交审批' }).click();
  await head.getByText('已提交审批').first().waitFor();
  // The page goes back by itself after the toast; wait for it before opening another page.
  await expect.poll(() => head.url(), { timeout: 10_000 }).not.toMatch(/update-status/);
  const stateOf = async () =>
    (await api<{ data: { state: number } }>(manager, 'GET', `/contract/v2/contractSaleDetail?contractId=${contractId}`))
      .data.state;
  expect(await stateOf()).toBe(1);

  // The manager, its approver, finds it in 待我审批 and passes it with a comment.
  await open(manager, 'pages/user/oa/approve-record');
  const row = manager.getByRole('button', { name: new RegExp(contractNo) });
  await row.waitFor();
  await screenshot(manager, 'oa-record');
  await row.click();
  await manager.waitForURL(/approve-detail/);
  await manager.getByText(`买卖合同 ${contractNo} 阳光花园 变更为办理中`).waitFor();
  await manager.getByText('发起人本人，已跳过，转由张伟审批').waitFor();
  await manager.getByPlaceholder('审批意见（选填）').fill('资料齐全，同意');
  await screenshot(manager, 'oa-detail');
  await manager.getByRole('button', { name: '通过' }).click();
  await manager.getByText('是否确定通过当前审批记录？').waitFor();
  await manager.getByRole('button', { name: '确定' }).click();
  await expect.poll(stateOf, { timeout: 10_000 }).toBe(2);
  await expect.poll(() => manager.url(), { timeout: 10_000 }).not.toMatch(/approve-detail/);

  // The sponsor sees the result in 我发起的.
  await open(head, 'pages/user/oa/approve-record?tab=3');
  await head.getByRole('button', { name: new RegExp(`${contractNo}.*已通过`) }).waitFor();
  await head.close();
}, 120_000);

it('the icon picker offers the 36 approval icons and a tap goes back', async () => {
  await open(manager, 'pages/user/oa/approve-icons');
  await manager.getByRole('button', { name: '图标25', exact: true }).waitFor();
  expect(await manager.locator('[data-oa-icons] button').count()).toBe(36);
  await screenshot(manager, 'oa-icons');
  await manager.getByRole('button', { name: '图标25', exact: true }).click();
  await expect.poll(() => manager.url()).not.toMatch(/approve-icons/);
});

it('leaves the flow disabled for the other journeys', async () => {
  const flows = await api<{ data: { list: { oaApprovalId: number; approvalName: string }[] }[] }>(
    manager,
    'GET',
    '/oa/oaApprovalList',
  );
  const flow = flows.data.flatMap((g) => g.list).find((f) => f.approvalName === flowName);
  const off = await api<{ code: number }>(manager, 'POST', '/oa/oaApprovalEnableSwitch', {
    oaApprovalId: flow?.oaApprovalId,
    state: 0,
  });
  expect(off.code).toBe(200);
});
