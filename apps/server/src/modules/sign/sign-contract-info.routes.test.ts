import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { approvalRecords } from '../oa/oa-record.table.ts';
import { signContracts } from './sign-contract.table.ts';
import { boxOf, saleContent } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;

const submitOk = async () => {
  const res = await post('/sign/contractSubmission', h.managerA, {
    boxid: await boxOf(t(), A),
    content: saleContent(),
  });
  expect(res.code, JSON.stringify(res.data ?? res.msg)).toBe(200);
  return res.data.contractId as number;
};

/** An approval request of the approvals module holding an action on `targetId` (as its hold() records it). */
async function approvalOn(appType: number, targetId: number, sponsorPhone: string) {
  const sponsorId = await userIdOf(t(), sponsorPhone);
  const [row] = await t()
    .db.insert(approvalRecords)
    .values({
      companyId: A,
      flowId: 1,
      flowName: '电子签约审批',
      flowIcon: 1,
      flowVersion: new Date(),
      steps: [{ signMode: 1, userIds: [sponsorId] }],
      appType,
      itemId: 3,
      action: 'sign.delete',
      targetId,
      title: '删除电子合同',
      sponsorId,
    })
    .returning();
  if (!row) throw new Error('no approval record');
  return row.id;
}

describe('getSignInfo by approvalId', () => {
  it('finds the contract whose submission an approval holds (its own approvalId)', async () => {
    const contractId = await submitOk();
    await t().db.update(signContracts).set({ approvalId: 987_001 }).where(eq(signContracts.id, contractId));
    const res = await get('/sign/getSignInfo', h.managerA, { approvalId: 987_001 });
    expect(res).toMatchObject({ code: 200 });
    expect(res.data).toEqual({
      contractId,
      approvalId: 987_001,
      state: SIGN_CONTRACT_STATE.waiting,
      stateName: '待签署',
    });
    // The state parameter the seed names is taken; the answer is the state as it is.
    const withState = await get('/sign/getSignInfo', h.managerA, { approvalId: 987_001, state: 4 });
    expect(withState.data.state).toBe(SIGN_CONTRACT_STATE.waiting);
  });

  it("finds the signing contract an approvals module's request holds, read through its service", async () => {
    const contractId = await submitOk();
    const approvalId = await approvalOn(APP_TYPE.sign, contractId, DEMO.users.managerA.phone);
    await post('/sign/signInvalid', h.managerA, { contractId, remark: '重签' });
    const res = await get('/sign/getSignInfo', h.managerA, { approvalId });
    expect(res).toMatchObject({ code: 200 });
    expect(res.data).toMatchObject({ contractId, state: SIGN_CONTRACT_STATE.invalid, stateName: '已作废' });
  });

  it("answers 合同不存在或已删除 for another app's request, an unknown id, another company or a deleted contract", async () => {
    const contractId = await submitOk();
    const otherApp = await approvalOn(APP_TYPE.contract, contractId, DEMO.users.managerA.phone);
    expect(await get('/sign/getSignInfo', h.managerA, { approvalId: otherApp })).toMatchObject({
      code: CODE.notFound,
      msg: SIGN_CONTRACT_MSG.notFound,
    });
    expect((await get('/sign/getSignInfo', h.managerA, { approvalId: 99_999_999 })).msg).toBe(
      SIGN_CONTRACT_MSG.notFound,
    );
    const approvalId = await approvalOn(APP_TYPE.sign, contractId, DEMO.users.managerA.phone);
    expect((await get('/sign/getSignInfo', h.managerB, { approvalId })).code).toBe(CODE.notFound);
    await post('/sign/signDelete', h.managerA, { contractId, oaParam: { oaReamrk: '' } });
    expect((await get('/sign/getSignInfo', h.managerA, { approvalId })).msg).toBe(SIGN_CONTRACT_MSG.notFound);
  });

  it('needs a contractId or an approvalId', async () => {
    const res = await get('/sign/getSignInfo', h.managerA, {});
    expect(res.code).toBe(CODE.invalid);
    expect(res.msg).toBe(MSG.invalidParams);
    expect((await get('/sign/getSignInfo', h.managerA, { approvalId: -1 })).code).toBe(CODE.invalid);
  });
});

describe('signStateCounts and the delete answer', () => {
  type TCounts = { total: number; states: { state: number; stateName: string; count: number }[] };
  const countOf = (data: TCounts, state: number) => data.states.find((s) => s.state === state)?.count ?? -1;

  it("counts the caller's contracts per state, moving as a contract is invalidated and deleted", async () => {
    const before = (await get('/sign/signStateCounts', h.managerA)).data as TCounts;
    expect(before.states.map((s) => s.stateName)).toEqual(['待签署', '签署中', '已完成', '已作废', '已撤销']);
    expect(before.total).toBe(before.states.reduce((sum, s) => sum + s.count, 0));
    const contractId = await submitOk();
    await post('/sign/signInvalid', h.managerA, { contractId, remark: '' });
    const after = (await get('/sign/signStateCounts', h.managerA)).data as TCounts;
    expect(countOf(after, SIGN_CONTRACT_STATE.invalid)).toBe(countOf(before, SIGN_CONTRACT_STATE.invalid) + 1);
    expect(after.total).toBe(before.total + 1);
    // Rent (type 2) holds none of the demo's sale contracts.
    expect((await get('/sign/signStateCounts', h.managerA, { type: 2 })).data.total).toBe(0);

    await post('/sign/signInvalidRevoke', h.managerA, { contractId, remark: '' });
    const del = await post('/sign/signDelete', h.managerA, { contractId, oaParam: { oaItemId: 3, oaReamrk: '' } });
    expect(del).toMatchObject({ code: 200, data: { approvalId: 0 } });
    expect((await get('/sign/signStateCounts', h.managerA)).data.total).toBe(before.total);
  });

  it("shows an agent only their own contracts' counts (data scope)", async () => {
    const agent = (await get('/sign/signStateCounts', h.agentA)).data as TCounts;
    const list = await get('/sign/signPosts', h.agentA, { pagesize: 50 });
    expect(agent.total).toBe(list.total);
  });
});
