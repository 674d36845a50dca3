import { APP_TYPE } from '@awb/contract/common/apps';
import { OA_MSG } from '@awb/contract/oa-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { contracts } from '../contract/contract.table.ts';
import { contractKit } from '../contract/contract-test-kit.ts';
import { reminders } from '../message/reminder.table.ts';

/**
 * An approver who leaves (离职, `/org/v2/leaveCompany`) while a step waits for them: the leaving
 * transaction re-routes their turn (docs/approvals.md "An approver who leaves").
 */
const { t, get, post, manager } = setupFileApp({ manager: 'managerA' });
const kit = contractKit(t);
const A = DEMO.companyA.id;
const ids = { manager: 0, headA: 0, headA2: 0 };
let clerk: { id: number; headers: THeaders };

beforeAll(async () => {
  ids.manager = await userIdOf(t, DEMO.users.managerA.phone);
  ids.headA = await userIdOf(t, DEMO.users.headA.phone);
  ids.headA2 = await userIdOf(t, DEMO.users.headA2.phone);
  clerk = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [62])], {
    dept: await deptNamed(t, A, '文三路二组'),
  });
});

const byUsers = (...userIds: number[]) => ({ approvalType: 1, userIds });

/** A flow on item 62 with these steps and rule, a request of the clerk, and `fn`; the flow is deleted after. */
async function scenario(
  approverList: (approver: number) => object[],
  emptyApprover: number,
  fn: (r: { approvalId: number; contractId: number; approver: number }) => Promise<void>,
) {
  const approver = (await staffWith(t, A, [])).id;
  const flow = await post(
    '/oa/oaApprovalCreate',
    {
      approvalName: `离职审批${approver}`,
      icon: 4,
      appType: APP_TYPE.contract,
      oaItemIdSelected: [62],
      sponsor: { range: 1 },
      approverList: approverList(approver),
      emptyApprover,
    },
    manager,
  );
  expect(flow.code, flow.msg).toBe(200);
  try {
    const contractId = await kit.addSale(manager);
    const res = await post('/contract/v2/contractSaleState', { contractId, state: 2 }, clerk.headers);
    expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
    await fn({ approvalId: res.data.approvalId, contractId, approver });
  } finally {
    await get(`/oa/oaApprovalDel?oaApprovalId=${flow.data.oaApprovalId}`, manager);
  }
}

const leave = (userId: number) =>
  post('/org/v2/leaveCompany', { userId, handoverUserId: ids.headA2, reason: '个人原因' }, manager);
const detail = async (approvalId: number) =>
  (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, manager)).data;
const stepUsers = (d: { steps: { approvers: { userId: number }[] }[] }) =>
  d.steps.map((s) => s.approvers.map((a) => a.userId));
const told = async (userId: number, flowName: string) =>
  (
    await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, userId), eq(reminders.title, `待审批：${flowName}`)))
  ).length;
const stateOf = async (id: number) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]?.state;

describe('an approver who leaves while their step waits', () => {
  it('hands the turn to the manager, who is told and can pass it', async () => {
    await scenario(
      (x) => [byUsers(x), byUsers(ids.headA)],
      1,
      async ({ approvalId, approver }) => {
        expect(stepUsers(await detail(approvalId))).toEqual([[approver], [ids.headA]]);
        const before = await told(ids.manager, `离职审批${approver}`);
        expect(await leave(approver)).toMatchObject({ code: 200 });
        const after = await detail(approvalId);
        expect(after).toMatchObject({ status: 0, currentStep: 0, canAct: true });
        expect(stepUsers(after)).toEqual([[ids.manager], [ids.headA]]);
        expect(await told(ids.manager, `离职审批${approver}`)).toBe(before + 1);
        const waiting = await get('/oa/companyOaApprovalList?type=1', manager);
        expect(waiting.data.map((r: { approvalId: number }) => r.approvalId)).toContain(approvalId);
        expect((await post('/oa/approvalBtn', { approvalId, status: 1, remark: '' }, manager)).data).toMatchObject({
          status: 0,
          currentStep: 1,
        });
      },
    );
  });

  it('just drops the turn when someone else of the or-sign step remains', async () => {
    await scenario(
      (x) => [byUsers(x, ids.headA)],
      1,
      async ({ approvalId, approver }) => {
        expect(await leave(approver)).toMatchObject({ code: 200 });
        expect(stepUsers(await detail(approvalId))).toEqual([[ids.headA]]);
      },
    );
  });

  it('moves on when the rule is 自动通过: the last step runs the action', async () => {
    await scenario(
      (x) => [byUsers(x)],
      2,
      async ({ approvalId, approver, contractId }) => {
        expect(await leave(approver)).toMatchObject({ code: 200 });
        expect(await detail(approvalId)).toMatchObject({ status: 1 });
        expect(await stateOf(contractId)).toBe(2);
      },
    );
  });

  it('rejects when the rule is 自动驳回, and the contract stays', async () => {
    await scenario(
      (x) => [byUsers(x), byUsers(ids.headA)],
      3,
      async ({ approvalId, approver, contractId }) => {
        expect(await leave(approver)).toMatchObject({ code: 200 });
        expect(await detail(approvalId)).toMatchObject({ status: 2, result: OA_MSG.emptyRejected });
        expect(await stateOf(contractId)).toBe(1);
      },
    );
  });

  it('completes an all-sign step whose other approvers already passed', async () => {
    await scenario(
      (x) => [{ ...byUsers(x, ids.headA), signMode: 2 }, byUsers(ids.manager)],
      1,
      async ({ approvalId, approver }) => {
        const head = await t.login(DEMO.users.headA.phone);
        expect((await post('/oa/approvalBtn', { approvalId, status: 1, remark: '' }, head)).data.currentStep).toBe(0);
        expect(await leave(approver)).toMatchObject({ code: 200 });
        expect(await detail(approvalId)).toMatchObject({ status: 0, currentStep: 1, canAct: true });
      },
    );
  });
});
