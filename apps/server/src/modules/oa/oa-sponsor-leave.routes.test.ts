import { APP_TYPE } from '@awb/contract/common/apps';
import { APPROVAL_STATUS, OA_MSG } from '@awb/contract/oa-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { contracts } from '../contract/contract.table.ts';
import { contractKit } from '../contract/contract-test-kit.ts';
import { reminders } from '../message/reminder.table.ts';
import { approvalSteps } from './oa-record.table.ts';

/** A sponsor who leaves (离职) while requests of theirs wait: docs/approvals.md "A sponsor who leaves". */
const { t, get, post, manager } = setupFileApp({ manager: 'managerA' });
const kit = contractKit(t);
const A = DEMO.companyA.id;
const ids = { headA: 0, headA2: 0 };
let approver: Awaited<ReturnType<typeof staffWith>>;

beforeAll(async () => {
  ids.headA = await userIdOf(t, DEMO.users.headA.phone);
  ids.headA2 = await userIdOf(t, DEMO.users.headA2.phone);
  approver = await staffWith(t, A, []);
  const flow = await post(
    '/oa/oaApprovalCreate',
    {
      approvalName: '发起人离职审批',
      icon: 4,
      appType: APP_TYPE.contract,
      oaItemIdSelected: [62],
      sponsor: { range: 1 },
      approverList: [
        { approvalType: 1, userIds: [approver.id] },
        { approvalType: 1, userIds: [ids.headA] },
      ],
      emptyApprover: 1,
    },
    manager,
  );
  expect(flow.code, flow.msg).toBe(200);
});

/** A new clerk who may change sale contract states, and a held change of a new contract of theirs. */
async function sponsorWithRequest() {
  const clerk = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [62])]);
  const contractId = await kit.addSale(manager);
  const res = await post('/contract/v2/contractSaleState', { contractId, state: 2 }, clerk.headers);
  expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
  return { clerk, contractId, approvalId: res.data.approvalId as number };
}

const leave = (userId: number) =>
  post('/org/v2/leaveCompany', { userId, handoverUserId: ids.headA2, reason: '个人原因' }, manager);
const detail = async (approvalId: number) =>
  (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, manager)).data;
const waitingList = async () =>
  (await get('/oa/companyOaApprovalList?type=1', approver.headers)).data.map(
    (r: { approvalId: number }) => r.approvalId,
  );

describe('a sponsor who leaves', () => {
  it('is handled through the app’s hand-over steps', () => {
    expect(t.app.deps.hooks.leaverSteps.names()).toContain('oa.sponsorRequests');
  });

  it('has their pending requests withdrawn, the approvers’ turns dropped and the action never run', async () => {
    const { clerk, contractId, approvalId } = await sponsorWithRequest();
    expect(await waitingList()).toContain(approvalId);

    expect(await leave(clerk.id)).toMatchObject({ code: 200 });
    const after = await detail(approvalId);
    expect(after).toMatchObject({
      status: APPROVAL_STATUS.withdrawn,
      result: OA_MSG.sponsorLeft,
      canAct: false,
      canWithdraw: false,
    });
    expect(after.finishedAt).not.toBe('');
    expect(await waitingList()).not.toContain(approvalId);
    const waiting = await t.db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.recordId, approvalId), eq(approvalSteps.state, 0)));
    expect(waiting).toEqual([]);
    const told = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, approver.id), eq(reminders.title, '审批已撤回：发起人离职审批')));
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain(OA_MSG.sponsorLeft);
    // Nobody can pass it any more, and the contract kept its state.
    expect(await post('/oa/approvalBtn', { approvalId, status: 1, remark: '' }, approver.headers)).toMatchObject({
      code: 405,
      msg: OA_MSG.recordClosed,
    });
    expect((await t.db.select().from(contracts).where(eq(contracts.id, contractId)))[0]?.state).toBe(1);
  });

  it('keeps the decided ones as they are, and withdraws one waiting at its second step', async () => {
    const decided = await sponsorWithRequest();
    expect(
      (await post('/oa/approvalBtn', { approvalId: decided.approvalId, status: 2, remark: '不同意' }, approver.headers))
        .data,
    ).toMatchObject({ status: APPROVAL_STATUS.rejected });
    const second = await post(
      '/contract/v2/contractSaleState',
      { contractId: await kit.addSale(manager), state: 2 },
      decided.clerk.headers,
    );
    expect(second.code, second.msg).toBe(200);
    const passed = await post(
      '/oa/approvalBtn',
      { approvalId: second.data.approvalId, status: 1, remark: '' },
      approver.headers,
    );
    expect(passed.data).toMatchObject({ status: 0, currentStep: 1 });

    expect(await leave(decided.clerk.id)).toMatchObject({ code: 200 });
    expect(await detail(decided.approvalId)).toMatchObject({ status: APPROVAL_STATUS.rejected, result: '' });
    const withdrawn = await detail(second.data.approvalId);
    expect(withdrawn).toMatchObject({ status: APPROVAL_STATUS.withdrawn, result: OA_MSG.sponsorLeft });
    // The approver who passed step 1 is still on the timeline.
    expect(withdrawn.steps[0].approvers).toMatchObject([{ userId: approver.id, status: 1 }]);
    const head = await t.login(DEMO.users.headA.phone);
    const headWaiting = await get('/oa/companyOaApprovalList?type=1', head);
    expect(headWaiting.data.map((r: { approvalId: number }) => r.approvalId)).not.toContain(second.data.approvalId);
  });
});
