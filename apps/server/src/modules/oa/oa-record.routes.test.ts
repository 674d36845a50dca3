import { USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { OA_MSG } from '@awb/contract/oa-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { users } from '../account/user.table.ts';
import { contractStateChanges, contracts } from '../contract/contract.table.ts';
import { contractKit } from '../contract/contract-test-kit.ts';
import { reminders } from '../message/reminder.table.ts';
import { userRoles } from '../role/role.table.ts';

const { t, get, post, manager, head, agent, agent2, managerB } = setupFileApp({
  manager: 'managerA',
  head: 'headA',
  agent: 'agentA',
  agent2: 'agentA2',
  managerB: 'managerB',
});
const kit = contractKit(t);
const A = DEMO.companyA.id;
const ids = { manager: 0, head: 0 };
/** The sponsor: may change sale contract states (61–67) and delete contracts, placed in 文三路二组 (no leader). */
let clerk: { id: number; headers: THeaders };

beforeAll(async () => {
  ids.manager = await userIdOf(t, DEMO.users.managerA.phone);
  ids.head = await userIdOf(t, DEMO.users.headA.phone);
  const dept = await deptNamed(t, A, '文三路二组');
  clerk = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [52, 53, 61, 62, 63, 64, 65])], {
    dept,
  });
});

const users_ = (...userIds: number[]) => ({ approvalType: 1, userIds });

/** Runs `fn` while an enabled flow covers sale state 办理中 (item 62) with these steps; deletes it after. */
async function withFlow(approverList: object[], fn: (flowId: number) => Promise<void>, sendCopy: number[] = []) {
  const flow = await post(
    '/oa/oaApprovalCreate',
    {
      approvalName: '合同办理审批',
      icon: 5,
      appType: APP_TYPE.contract,
      oaItemIdSelected: [62],
      sendCopy,
      sponsor: { range: 1 },
      approverList,
    },
    manager,
  );
  expect(flow.code, flow.msg).toBe(200);
  try {
    await fn(flow.data.oaApprovalId);
  } finally {
    await get(`/oa/oaApprovalDel?oaApprovalId=${flow.data.oaApprovalId}`, manager);
  }
}

/** A new sale contract (state 待办理) and the clerk's request to move it to 办理中. */
async function request(headers: THeaders = clerk.headers) {
  const contractId = await kit.addSale(manager);
  const res = await post(
    '/contract/v2/contractSaleState',
    { contractId, state: 2, oaParam: { oaReamrk: '资料齐全' } },
    headers,
  );
  return { contractId, res, approvalId: res.data?.approvalId as number };
}
const stateOf = async (id: number) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]?.state;
const changesOf = (id: number) =>
  t.db.select().from(contractStateChanges).where(eq(contractStateChanges.contractId, id));
const btn = (headers: THeaders, approvalId: number, status: number, remark = '') =>
  post('/oa/approvalBtn', { approvalId, status, remark }, headers);
const tab = (headers: THeaders, type: number, extra = '') =>
  get(`/oa/companyOaApprovalList?type=${type}${extra}`, headers);
const idsIn = (list: { data: { approvalId: number }[] }) => list.data.map((r) => r.approvalId);

describe('a held contract state change', () => {
  it('is submitted, goes through the steps and runs on the final pass', async () => {
    await withFlow([users_(ids.head), users_(ids.manager)], async () => {
      const { contractId, res, approvalId } = await request();
      expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted, data: { contractId } });
      expect(approvalId).toBeGreaterThan(0);
      expect(await stateOf(contractId)).toBe(1);
      // A second change of the same contract while one is pending.
      expect(await post('/contract/v2/contractSaleState', { contractId, state: 2 }, clerk.headers)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.contractPending,
      });

      expect(idsIn(await tab(head, 1))).toContain(approvalId);
      expect(idsIn(await tab(clerk.headers, 3))).toContain(approvalId);
      expect(idsIn(await tab(manager, 1))).not.toContain(approvalId);
      expect((await get('/sign/pageCount', head)).data.approvalWaitCount).toBeGreaterThanOrEqual(1);
      const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, head)).data;
      expect(detail).toMatchObject({
        status: 0,
        statusName: '审批中',
        canAct: true,
        canWithdraw: false,
        remark: '资料齐全',
        approvalName: '合同办理审批',
      });
      expect(detail.targetTitle).toMatch(/^买卖合同 \S+ 文三新村 变更为办理中$/);
      expect(detail.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId))).toEqual([
        [ids.head],
        [ids.manager],
      ]);

      // Not the manager's turn yet.
      expect(await btn(manager, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.notApprover });
      const first = await btn(head, approvalId, 1, '同意');
      expect(first).toMatchObject({ code: 200, data: { status: 0, currentStep: 1, canAct: false } });
      expect(first.data.steps[0]).toMatchObject({
        status: 1,
        approvers: [{ userName: '孙丽', status: 1, remark: '同意' }],
      });
      expect(idsIn(await tab(head, 2))).toContain(approvalId);
      expect(idsIn(await tab(manager, 1))).toContain(approvalId);
      const waiting = (await get('/ManagementCenter/waitCount', manager)).data.oaWaitCount;
      expect(waiting).toBeGreaterThanOrEqual(1);

      // Any status but 2 passes (seed 001 §4).
      const last = await btn(manager, approvalId, 7);
      expect(last).toMatchObject({ code: 200, data: { status: 1, statusName: '已通过', currentStep: 2 } });
      expect(await stateOf(contractId)).toBe(2);
      expect((await changesOf(contractId)).map((c) => [c.fromState, c.toState, c.userId, c.remark])).toEqual([
        [1, 2, clerk.id, '资料齐全'],
      ]);
      expect((await get('/ManagementCenter/waitCount', manager)).data.oaWaitCount).toBe(waiting - 1);
      expect(await btn(manager, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
      const told = await t.db
        .select()
        .from(reminders)
        .where(and(eq(reminders.companyId, A), eq(reminders.userId, clerk.id)));
      expect(told.map((r) => r.title)).toContain('您提交的合同办理审批已通过');
    });
  });

  it('runs at once without an enabled flow, and for a sponsor outside the scope', async () => {
    const contractId = await kit.addSale(manager);
    expect(await post('/contract/v2/contractSaleState', { contractId, state: 2 }, clerk.headers)).toMatchObject({
      code: 200,
      msg: '合同状态已修改',
    });
    const other = await deptNamed(t, A, '滨江店');
    const flow = await post(
      '/oa/oaApprovalCreate',
      {
        approvalName: '滨江店办理',
        icon: 2,
        appType: APP_TYPE.contract,
        oaItemIdSelected: [63],
        sponsor: { range: 2, deptIds: [other.id] },
        approverList: [users_(ids.head)],
      },
      manager,
    );
    expect(await post('/contract/v2/contractSaleState', { contractId, state: 3 }, clerk.headers)).toMatchObject({
      code: 200,
      msg: '合同状态已修改',
    });
    await get(`/oa/oaApprovalDel?oaApprovalId=${flow.data.oaApprovalId}`, manager);
  });

  it('is rejected: the contract stays as it was, the sponsor is told and may ask again', async () => {
    await withFlow([users_(ids.head)], async () => {
      const { contractId, approvalId } = await request();
      const rejected = await btn(head, approvalId, 2, '资料不全');
      expect(rejected).toMatchObject({ code: 200, data: { status: 2, statusName: '已驳回' } });
      expect(rejected.data.steps[0]).toMatchObject({ status: 2, approvers: [{ status: 2, remark: '资料不全' }] });
      expect(await stateOf(contractId)).toBe(1);
      expect(await changesOf(contractId)).toEqual([]);
      expect(await btn(head, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
      const told = await t.db.select().from(reminders).where(eq(reminders.userId, clerk.id));
      expect(told.map((r) => r.title)).toContain('您提交的合同办理审批已驳回');
      const again = await post('/contract/v2/contractSaleState', { contractId, state: 2 }, clerk.headers);
      expect(again).toMatchObject({ code: 200, msg: OA_MSG.submitted });
    });
  });

  it('is withdrawn by its sponsor only, while pending', async () => {
    await withFlow([users_(ids.head)], async () => {
      const { contractId, approvalId } = await request();
      expect(await post('/oa/approvalWithdraw', { approvalId }, agent2)).toMatchObject({ code: CODE.notFound });
      expect(await post('/oa/approvalWithdraw', { approvalId }, head)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.notSponsor,
      });
      expect(await post('/oa/approvalWithdraw', { approvalId }, clerk.headers)).toMatchObject({
        code: 200,
        msg: '已撤回',
        data: { status: 3, statusName: '已撤回', canWithdraw: false },
      });
      expect(await btn(head, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
      expect(await post('/oa/approvalWithdraw', { approvalId }, clerk.headers)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.recordClosed,
      });
      expect(idsIn(await tab(head, 1))).not.toContain(approvalId);
      expect(await stateOf(contractId)).toBe(1);
    });
  });

  it('gives one result when two approvers act at once, and runs the action exactly once', async () => {
    await withFlow([users_(ids.head, ids.manager)], async () => {
      const { contractId, approvalId } = await request();
      const answers = await Promise.all([btn(head, approvalId, 1), btn(manager, approvalId, 1)]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, CODE.invalid]);
      expect(answers.find((a) => a.code !== 200)?.msg).toBe(OA_MSG.recordClosed);
      expect(await changesOf(contractId)).toHaveLength(1);
      expect(await stateOf(contractId)).toBe(2);

      const second = await request();
      const mixed = await Promise.all([btn(head, second.approvalId, 2), btn(manager, second.approvalId, 1)]);
      expect(mixed.map((a) => a.code).sort()).toEqual([200, CODE.invalid]);
      const final = (await get(`/oa/companyOaApprovalDetail?approvalId=${second.approvalId}`, head)).data.status;
      expect(await changesOf(second.contractId)).toHaveLength(final === 1 ? 1 : 0);
    });
  });

  it('needs every approver of an all-sign step; any one rejects it', async () => {
    await withFlow([{ ...users_(ids.head, ids.manager), signMode: 2 }], async () => {
      const { contractId, approvalId } = await request();
      expect(await btn(head, approvalId, 1)).toMatchObject({ code: 200, data: { status: 0, currentStep: 0 } });
      expect(await btn(head, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
      expect(await stateOf(contractId)).toBe(1);
      expect(await btn(manager, approvalId, 1)).toMatchObject({ code: 200, data: { status: 1 } });
      expect(await stateOf(contractId)).toBe(2);

      const other = await request();
      expect(await btn(manager, other.approvalId, 2)).toMatchObject({ code: 200, data: { status: 2 } });
      expect(await stateOf(other.contractId)).toBe(1);
    });
  });

  it('ends as 无法执行 when the action no longer applies at the final pass', async () => {
    await withFlow([users_(ids.head)], async () => {
      const { contractId, approvalId } = await request();
      expect(await post('/contract/v2/contractSaleDelete', { contractId }, manager)).toMatchObject({ code: 200 });
      const done = await btn(head, approvalId, 1);
      expect(done).toMatchObject({
        code: 200,
        data: { status: 4, statusName: '无法执行', result: CONTRACT_MSG.notFound },
      });
    });
  });
});

describe('a held contract delete', () => {
  it('keeps the contract until the pass, then deletes it on behalf of the sponsor', async () => {
    const flow = await post(
      '/oa/oaApprovalCreate',
      {
        approvalName: '合同删除审批',
        icon: 9,
        appType: APP_TYPE.contract,
        oaItemIdSelected: [53],
        sponsor: { range: 1 },
        approverList: [users_(ids.head)],
      },
      manager,
    );
    const contractId = await kit.addSale(manager);
    const held = await post('/contract/v2/contractSaleDelete', { contractId }, clerk.headers);
    expect(held).toMatchObject({ code: 200, msg: OA_MSG.submitted });
    const live = async () => (await t.db.select().from(contracts).where(eq(contracts.id, contractId)))[0]?.deletedAt;
    expect(await live()).toBeNull();
    const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${held.data.approvalId}`, head)).data;
    expect(detail.targetTitle).toMatch(/^删除买卖合同 \S+ 文三新村$/);
    expect(await btn(head, held.data.approvalId, 1)).toMatchObject({ code: 200, data: { status: 1 } });
    expect(await live()).not.toBeNull();
    await get(`/oa/oaApprovalDel?oaApprovalId=${flow.data.oaApprovalId}`, manager);
  });
});

describe('approver resolution', () => {
  it('asks the sponsor’s department head (up the tree) and leaves the sponsor out of a step with others', async () => {
    await withFlow([{ approvalType: 3 }, users_(clerk.id, ids.manager)], async () => {
      const { approvalId } = await request();
      const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, clerk.headers)).data;
      expect(detail.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId))).toEqual([
        [ids.head],
        [ids.manager],
      ]);
      expect(detail.canWithdraw).toBe(true);
      await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
  });

  it('gives a step whose approvers left to the manager, and merges consecutive identical steps', async () => {
    const gone = await staffWith(t, A, []);
    await withFlow([users_(gone.id), users_(ids.head), users_(ids.head)], async () => {
      await t.db.update(users).set({ status: USER_STATUS.left }).where(eq(users.id, gone.id));
      const { approvalId } = await request();
      const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, clerk.headers)).data;
      expect(detail.steps.map((s: { approvers: { userId: number }[] }) => s.approvers.map((a) => a.userId))).toEqual([
        [ids.manager],
        [ids.head],
      ]);
      await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
  });

  it('resolves role holders within the sponsor’s department and below', async () => {
    const store = await deptNamed(t, A, '文三路店');
    const checker = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.own, [52])], { dept: store });
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, checker.id));
    await withFlow([{ approvalType: 2, role: { roleIds: [Number(role?.roleId)] }, range: 2 }], async () => {
      // 所在部门及以下: the clerk sits in 文三路二组, the holder in 文三路店 above: nobody → the manager.
      const { approvalId } = await request();
      const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, clerk.headers)).data;
      expect(detail.steps[0].approvers.map((a: { userId: number }) => a.userId)).toEqual([ids.manager]);
      await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
    await withFlow([{ approvalType: 2, role: { roleIds: [Number(role?.roleId)] }, range: 1 }], async () => {
      const { approvalId } = await request();
      const detail = (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, clerk.headers)).data;
      expect(detail.steps[0].approvers.map((a: { userId: number }) => a.userId)).toEqual([checker.id]);
      await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
  });
});

describe('the record lists and access', () => {
  it('pages a tab 15 at a time, newest first, and filters by status', async () => {
    await withFlow([users_(ids.head)], async () => {
      const made: number[] = [];
      for (let i = 0; i < 16; i += 1) made.push((await request()).approvalId);
      const page1 = await tab(clerk.headers, 3, '&status=0');
      expect(page1.data).toHaveLength(15);
      expect(page1.total).toBeGreaterThanOrEqual(16);
      expect(page1.data[0].approvalId).toBe(made.at(-1));
      const page2 = await tab(clerk.headers, 3, '&status=0&pageindex=2');
      expect(idsIn(page2)).toContain(made[0]);
      expect(idsIn(await tab(clerk.headers, 3, '&status=2'))).not.toContain(made[0]);
      for (const approvalId of made) await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
  });

  it('lists 我发起的 newest first, by when each was asked (the demo stored 李娜’s oldest last)', async () => {
    const mine = await tab(agent, 3);
    const asked = mine.data.map((r: { createdAt: string }) => r.createdAt);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked).toEqual([...asked].sort().reverse());
  });

  it('lists copied users’ results in 抄送我的', async () => {
    const copied = await userIdOf(t, DEMO.users.agentA2.phone);
    await withFlow([users_(ids.head)], async () => {
      const { approvalId } = await request();
      await btn(head, approvalId, 1);
      expect(idsIn(await tab(agent2, 4))).toContain(approvalId);
      expect((await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, agent2)).data.sendCopyUsers).toEqual([
        { userId: copied, userName: '王强' },
      ]);
    }, [copied]);
  });

  it('shows a record only to those involved, and never to another company', async () => {
    await withFlow([users_(ids.head)], async () => {
      const { approvalId } = await request();
      expect(await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, agent2)).toMatchObject({
        code: CODE.notFound,
      });
      expect(await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, manager)).toMatchObject({ code: 200 });
      expect(await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, managerB)).toMatchObject({
        code: CODE.notFound,
      });
      expect(await btn(managerB, approvalId, 1)).toMatchObject({ code: CODE.notFound });
      expect(await btn(agent2, approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.notApprover });
      expect(idsIn(await tab(managerB, 1))).not.toContain(approvalId);
      await post('/oa/approvalWithdraw', { approvalId }, clerk.headers);
    });
  });
});
