import { CODE } from '@awb/contract/common/codes';
import { APPROVAL_STATUS, OA_EMPTY_APPROVER, OA_MSG } from '@awb/contract/oa-fields';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_OK, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { signCeremonyLinks, signCeremonySigners } from './ceremony/ceremony.table.ts';
import { signContracts } from './sign-contract.table.ts';
import { boxOf, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { createSignFlow, setupSignApp } from './sign-test-kit.ts';

/** 发起签约 (app 6 item 1) held by an approval flow: nobody is invited until the last pass, then once. */
const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;
let flowId = 0;

beforeAll(async () => {
  const approverId = await userIdOf(t(), DEMO.users.agentA.phone);
  flowId = await createSignFlow(t(), h.managerA, { approvalName: '发起签约审批', item: 1, approverId });
});

const submit = async () => {
  const res = await post('/sign/contractSubmission', h.managerA, {
    boxid: await boxOf(t(), A),
    content: saleContent(),
    oaParam: { oaItemId: 1, oaReamrk: '新客户，请审批' },
  });
  expect(res.code, JSON.stringify(res.data ?? res.msg)).toBe(200);
  return res;
};
const row = async (id: number) => (await t().db.select().from(signContracts).where(eq(signContracts.id, id)))[0];
const signers = (id: number) => t().db.select().from(signCeremonySigners).where(eq(signCeremonySigners.contractId, id));
/** Who of a contract is asked to sign or signed, by role label: the agent signs at submission. */
const signerRoles = async (id: number) => (await signers(id)).map((s) => s.roleLabel);
const links = (id: number) => t().db.select().from(signCeremonyLinks).where(eq(signCeremonyLinks.contractId, id));
/** The invitation texts of one contract, to either party. */
const invitesOf = (contractNo: string) =>
  [PEOPLE.seller.phone, PEOPLE.buyer.phone].flatMap((phone) =>
    t()
      .sms.messages(phone)
      .filter((m) => m.template === 'sign-invite' && m.params.contractNo === contractNo),
  );
const decide = (approvalId: number, status: number) =>
  post('/oa/approvalBtn', h.agentA, { approvalId, status, remark: status === 2 ? '甲方信息待核实' : '' });

describe('a contract submission held for approval', () => {
  it('keeps the contract with the request id and invites nobody; the pass invites each party once', async () => {
    expect((await get('/oa/getAppOaApproval', h.managerA, { appType: 6, appItemId: 1 })).data.needApproval).toBe(true);
    const res = await submit();
    expect(res.msg).toBe(OA_MSG.submitted);
    const { contractId, contractNo, approvalId } = res.data as {
      contractId: number;
      contractNo: string;
      approvalId: number;
    };
    expect(approvalId).toBeGreaterThan(0);
    expect(await row(contractId)).toMatchObject({ approvalId, state: SIGN_CONTRACT_STATE.waiting });
    expect(await signerRoles(contractId)).toEqual(['经纪人']);
    expect(await links(contractId)).toEqual([]);
    expect(invitesOf(contractNo)).toEqual([]);
    const info = await get('/sign/getSignInfo', h.managerA, { approvalId });
    expect(info.data).toMatchObject({ contractId, approvalId });
    // The detail says it is held (等待审批) while the request waits, and no longer once passed.
    const heldOf = async () => (await get('/sign/signDetailV2', h.managerA, { contractId })).data.heldApprovalId;
    expect(await heldOf()).toBe(approvalId);
    const detail = (await get('/oa/companyOaApprovalDetail', h.agentA, { approvalId })).data;
    expect(detail).toMatchObject({ remark: '新客户，请审批', targetId: contractId });
    expect(detail.targetTitle).toMatch(/^发起签约 QY\d+ /);

    expect((await decide(approvalId, 1)).code).toBe(200);
    expect((await get('/oa/companyOaApprovalDetail', h.agentA, { approvalId })).data.status).toBe(
      APPROVAL_STATUS.passed,
    );
    expect(invitesOf(contractNo).map((m) => m.params.role)).toEqual(['甲方', '乙方']);
    expect(await heldOf()).toBe(0);
    expect(await links(contractId)).toHaveLength(2);
    // The agent's signature made at submission is carried over to the parties' ceremony.
    const agent = (await signers(contractId)).find((s) => s.roleLabel === '经纪人');
    expect(agent).toMatchObject({ state: 1, name: '张伟' });
    expect(agent?.signatureRef).toMatch(/^upload:/);

    // A second pass (a double tap, a retry) changes nothing and texts nobody again.
    expect(await decide(approvalId, 1)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.recordClosed });
    expect(invitesOf(contractNo)).toHaveLength(2);
    expect(await links(contractId)).toHaveLength(2);
  });

  it('leaves a rejected contract editable; the edit asks again, and is refused while that request waits', async () => {
    const { contractId, contractNo, approvalId } = (await submit()).data;
    expect((await decide(approvalId, 2)).code).toBe(200);
    expect(await row(contractId)).toMatchObject({ state: SIGN_CONTRACT_STATE.waiting });
    expect((await get('/sign/signDetailV2', h.managerA, { contractId })).data).toMatchObject({
      canEdit: true,
      heldApprovalId: 0,
    });

    const edit = (version: number) =>
      post('/sign/contractEdit', h.managerA, { contractId, version, content: saleContent({ houseRoomNo: '1202' }) });
    const again = await edit(1);
    expect(again).toMatchObject({ code: 200, msg: OA_MSG.submitted, data: { version: 2 } });
    expect(again.data.approvalId).toBeGreaterThan(approvalId);
    expect((await row(contractId))?.approvalId).toBe(again.data.approvalId);
    expect(await edit(2)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.contractPending });
    expect((await get('/sign/signDetailV2', h.managerA, { contractId })).data.heldApprovalId).toBe(
      again.data.approvalId,
    );
    expect((await row(contractId))?.version).toBe(2);
    expect(invitesOf(contractNo)).toEqual([]);

    expect((await decide(again.data.approvalId, 1)).code).toBe(200);
    expect(invitesOf(contractNo)).toHaveLength(2);
  });

  it('cannot run once the contract was invalidated meanwhile: 无法执行, nobody texted', async () => {
    const { contractId, contractNo, approvalId } = (await submit()).data;
    expect((await post('/sign/signInvalid', h.managerA, { contractId, remark: '客户取消' })).code).toBe(200);
    expect((await decide(approvalId, 1)).code).toBe(200);
    const detail = (await get('/oa/companyOaApprovalDetail', h.agentA, { approvalId })).data;
    expect(detail).toMatchObject({ status: APPROVAL_STATUS.failed, result: SIGN_CONTRACT_MSG.notReleasable });
    expect(invitesOf(contractNo)).toEqual([]);
    expect(await signerRoles(contractId)).toEqual(['经纪人']);
  });

  it('is passed neither by another company nor by a colleague the flow does not name: nobody texted', async () => {
    const { contractNo, approvalId } = (await submit()).data;
    expect(await get('/sign/getSignInfo', h.managerB, { approvalId })).toMatchObject({ code: CODE.notFound });
    expect(await get('/oa/companyOaApprovalDetail', h.managerB, { approvalId })).toMatchObject({
      code: CODE.notFound,
    });
    expect(await post('/oa/approvalBtn', h.managerB, { approvalId, status: 1, remark: '' })).toMatchObject({
      code: CODE.notFound,
    });
    expect(await post('/oa/approvalBtn', h.agentB, { approvalId, status: 1, remark: '' })).toMatchObject({
      code: CODE.notFound,
    });
    const colleague = await staffWith(t(), A, []);
    expect(await post('/oa/approvalBtn', colleague.headers, { approvalId, status: 1, remark: '' })).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.notApprover,
    });
    expect(invitesOf(contractNo)).toEqual([]);
    expect((await post('/oa/approvalWithdraw', h.managerA, { approvalId })).code).toBe(200);
  });

  it('submits and invites at once as before when no flow guards 发起签约', async () => {
    expect((await get('/oa/oaApprovalDel', h.managerA, { oaApprovalId: flowId })).code).toBe(200);
    const res = await submit();
    expect(res).toMatchObject({ msg: SIGN_CONTRACT_OK.submitted, data: { approvalId: 0 } });
    const detail = await get('/sign/signDetailV2', h.managerA, { contractId: res.data.contractId });
    expect(detail.data).toMatchObject({ approvalId: 0, heldApprovalId: 0 });
    expect((await row(res.data.contractId))?.approvalId).toBe(0);
    expect(invitesOf(res.data.contractNo)).toHaveLength(2);
  });

  it('passes on the leaving of its only approver under 自动通过, and texts the parties once that commits', async () => {
    const approver = await staffWith(t(), A, []);
    const flow = await createSignFlow(t(), h.managerA, {
      approvalName: '发起签约自动通过',
      item: 1,
      approverId: approver.id,
      emptyApprover: OA_EMPTY_APPROVER.pass,
    });
    const { contractId, contractNo, approvalId } = (await submit()).data;
    expect(invitesOf(contractNo)).toEqual([]);
    const handoverUserId = await userIdOf(t(), DEMO.users.agentA.phone);
    const left = await post('/org/v2/leaveCompany', h.managerA, {
      userId: approver.id,
      handoverUserId,
      reason: '个人原因',
    });
    expect(left.code, left.msg).toBe(200);
    expect((await get('/oa/companyOaApprovalDetail', h.managerA, { approvalId })).data.status).toBe(
      APPROVAL_STATUS.passed,
    );
    expect(invitesOf(contractNo)).toHaveLength(2);
    expect(await links(contractId)).toHaveLength(2);
    await get('/oa/oaApprovalDel', h.managerA, { oaApprovalId: flow });
  });
});
