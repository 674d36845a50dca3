import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { OA_MSG, OA_STEP_SKIP } from '@awb/contract/oa-fields';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { contractStateChanges, contracts } from '../contract/contract.table.ts';
import { contractKit } from '../contract/contract-test-kit.ts';
import { roles } from '../role/role.table.ts';
import { approvalRecords, approvalSteps } from './oa-record.table.ts';
import { demoFlowsOff, withContractFlow } from './oa-test-kit.ts';

/**
 * The sponsor never approves their own request, and nobody decides a request twice
 * (docs/approvals.md "The sponsor never approves"): approver resolution, transfer and approvalBtn.
 */
const { t, get, post, manager, head, agent2 } = setupFileApp({ manager: 'managerA', head: 'headA', agent2: 'agentA2' });
const kit = contractKit(t);
const A = DEMO.companyA.id;
const ids = { manager: 0, head: 0, agent2: 0, headRole: 0 };
const VOID = 6;

beforeAll(async () => {
  // The demo's 买卖合同作废审批 would take item 66 of the flows made here.
  await demoFlowsOff(t, A);
  ids.manager = await userIdOf(t, DEMO.users.managerA.phone);
  ids.head = await userIdOf(t, DEMO.users.headA.phone);
  ids.agent2 = await userIdOf(t, DEMO.users.agentA2.phone);
  const [role] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, A), eq(roles.name, '店长')));
  ids.headRole = Number(role?.id);
});

const users_ = (...userIds: number[]) => ({ approvalType: 1, userIds });
/** Holders of the role 店长 in the sponsor's own department (仅所在部门): for 孙丽, herself alone. */
const ownStoreHead = () => ({ approvalType: 2, role: { roleIds: [ids.headRole] }, range: 3 });

/** Runs `fn` while an enabled flow covers sale contract 作废 (item 66) for everyone; deletes it after. */
const withVoidFlow = (approverList: object[], fn: () => Promise<void>) =>
  withContractFlow(t, manager, { approvalName: '作废审批', icon: 4, item: 66, approverList }, fn);

/** A new sale contract of `headers` and their request to void it. */
async function voidRequest(headers: THeaders) {
  const contractId = await kit.addSale(headers);
  const res = await post('/contract/v2/contractSaleState', { contractId, state: VOID }, headers);
  return { contractId, res, approvalId: res.data?.approvalId as number };
}
const stateOf = async (id: number) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]?.state;
const changesOf = (id: number) =>
  t.db.select().from(contractStateChanges).where(eq(contractStateChanges.contractId, id));
const btn = (headers: THeaders, approvalId: number, status = 1) =>
  post('/oa/approvalBtn', { approvalId, status, remark: '' }, headers);
const transfer = (approvalId: number, fromUserId: number, toUserId: number) =>
  post('/oa/approvalTransfer', { approvalId, fromUserId, toUserId }, manager);
const detail = async (approvalId: number, headers: THeaders = manager) =>
  (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, headers)).data;
/** The request row and its step rows as stored: what a refused call must leave as it was. */
const stored = async (approvalId: number) => ({
  record: (await t.db.select().from(approvalRecords).where(eq(approvalRecords.id, approvalId)))[0],
  steps: await t.db
    .select()
    .from(approvalSteps)
    .where(eq(approvalSteps.recordId, approvalId))
    .orderBy(approvalSteps.step, approvalSteps.userId),
});
const approverIds = (d: { steps: { approvers: { userId: number }[] }[] }) =>
  d.steps.map((s) => s.approvers.map((a) => a.userId));

describe('a sponsor and their own request', () => {
  it('the manager cannot hand the waiting turn of his own request to himself, nor pass it', async () => {
    await withVoidFlow([users_(ids.head)], async () => {
      const { contractId, res, approvalId } = await voidRequest(manager);
      expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
      const before = await stored(approvalId);

      expect(await transfer(approvalId, ids.head, ids.manager)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.transferIneligible,
      });
      expect(await stored(approvalId)).toEqual(before);
      expect(await btn(manager, approvalId)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.selfApprove });
      expect(await stored(approvalId)).toEqual(before);
      expect(await stateOf(contractId)).toBe(1);
      expect((await detail(approvalId)).canAct).toBe(false);

      // The approver the flow named still decides, once.
      expect(await btn(head, approvalId)).toMatchObject({ code: 200, data: { status: 1 } });
      expect(await btn(head, approvalId)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
      expect(await stateOf(contractId)).toBe(VOID);
      expect(await changesOf(contractId)).toHaveLength(1);
    });
  });

  it('a store head’s own void request skips her step, goes to the manager and cannot be passed by her', async () => {
    await withVoidFlow([ownStoreHead()], async () => {
      const { contractId, res, approvalId } = await voidRequest(head);
      expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
      expect(await btn(head, approvalId)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.selfApprove });
      expect(await stateOf(contractId)).toBe(1);

      const seen = await detail(approvalId, head);
      expect(seen).toMatchObject({ status: 0, currentStep: 1, canAct: false, canWithdraw: true });
      expect(approverIds(seen)).toEqual([[], [ids.manager]]);
      expect(seen.steps[0]).toMatchObject({
        skipped: OA_STEP_SKIP.sponsor,
        status: 1,
        note: '发起人本人，已跳过，转由张伟审批',
      });
      expect(seen.steps[1]).toMatchObject({ skipped: 0, note: '' });
      expect((await get('/oa/companyOaApprovalList?type=1', head)).data).not.toContainEqual(
        expect.objectContaining({ approvalId }),
      );

      // Passed exactly once, by the manager.
      const passes = await Promise.all([btn(manager, approvalId), btn(manager, approvalId)]);
      expect(passes.map((p) => p.code).sort()).toEqual([200, CODE.invalid]);
      expect(await stateOf(contractId)).toBe(VOID);
      expect((await changesOf(contractId)).map((c) => [c.toState, c.userId])).toEqual([[VOID, ids.head]]);
    });
  });

  it('skips the sponsor’s own step to the next one, as the record shows', async () => {
    await withVoidFlow([ownStoreHead(), users_(ids.agent2)], async () => {
      const { approvalId } = await voidRequest(head);
      const seen = await detail(approvalId, head);
      expect(approverIds(seen)).toEqual([[], [ids.agent2]]);
      expect(seen.currentStep).toBe(1);
      expect(seen.steps[0].note).toBe('发起人本人，已跳过，转由王强审批');
      expect((await btn(agent2, approvalId)).data.status).toBe(1);
    });
  });

  it('is refused at submission when nobody but the sponsor could approve it', async () => {
    // 张伟 is company A's only manager: nobody is left to take his own step.
    await withVoidFlow([users_(ids.manager)], async () => {
      const contractId = await kit.addSale(manager);
      const res = await post('/contract/v2/contractSaleState', { contractId, state: VOID }, manager);
      expect(res).toMatchObject({ code: CODE.invalid, msg: OA_MSG.sponsorOnly });
      expect(await stateOf(contractId)).toBe(1);
      const held = await t.db
        .select()
        .from(approvalRecords)
        .where(and(eq(approvalRecords.appType, APP_TYPE.contract), eq(approvalRecords.targetId, contractId)));
      expect(held).toEqual([]);
    });
  });
});

describe('someone who already decided a step', () => {
  it('cannot be given a later turn by transfer', async () => {
    await withVoidFlow([users_(ids.head), users_(ids.agent2)], async () => {
      const clerk = await staffWith(t, A, []);
      const { contractId, approvalId } = await voidRequest(manager);
      expect(await btn(head, approvalId)).toMatchObject({ code: 200, data: { currentStep: 1 } });
      const before = await stored(approvalId);
      expect(await transfer(approvalId, ids.agent2, ids.head)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.transferIneligible,
      });
      expect(await stored(approvalId)).toEqual(before);
      expect(await btn(head, approvalId)).toMatchObject({ code: CODE.invalid });
      // Another person may take it.
      expect(await transfer(approvalId, ids.agent2, clerk.id)).toMatchObject({ code: 200, msg: OA_MSG.transferred });
      expect((await btn(clerk.headers, approvalId)).data.status).toBe(1);
      expect(await changesOf(contractId)).toHaveLength(1);
    });
  });

  it('does not decide a later step the flow names them in again: it is skipped as already approved', async () => {
    await withVoidFlow([users_(ids.head), users_(ids.agent2), users_(ids.head)], async () => {
      const { contractId, approvalId } = await voidRequest(manager);
      await btn(head, approvalId);
      const last = await btn(agent2, approvalId);
      expect(last).toMatchObject({ code: 200, data: { status: 1, currentStep: 3 } });
      expect(last.data.steps[2]).toMatchObject({ skipped: OA_STEP_SKIP.repeat, note: '审批人已审批过，已跳过' });
      expect(await changesOf(contractId)).toHaveLength(1);
    });
  });
});
