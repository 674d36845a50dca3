import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { APPROVAL_STATUS, OA_MSG } from '@awb/contract/oa-fields';
import { CEREMONY_EVENT, CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { userIdOf } from '../../../../test/org-fixtures.ts';
import { approvalRecords } from '../../oa/oa-record.table.ts';
import { sealUses } from '../sign.table.ts';
import { signContracts } from '../sign-contract.table.ts';
import { PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { signCeremonies, signCeremonyEvents } from './ceremony.table.ts';
import { post, signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

/** 合同用章 (app 6 item 6, designed) held by an approval flow: the seal waits for the last pass. */
const { t, h, get } = setupSignApp();
const approver = { id: 0 };
let sealId = 0;

beforeAll(async () => {
  approver.id = await userIdOf(t(), DEMO.users.agentA.phone);
  const flow = await post(
    t(),
    '/oa/oaApprovalCreate',
    {
      approvalName: '合同用章审批',
      icon: 6,
      appType: APP_TYPE.sign,
      oaItemIdSelected: [6],
      sponsor: { range: 1 },
      approverList: [{ approvalType: 1, userIds: [approver.id] }],
    },
    h.managerA,
  );
  expect(flow.code, flow.msg).toBe(200);
  const body = await get('/sign/signSelectBody', h.managerA);
  sealId = body.data.corpList[0].seals.find((s: { sealType: number }) => s.sealType === 2).sealId;
});

/** A sale contract with the contract seal as signing body, signed by both parties. */
async function signedBothSides() {
  const content = saleContent({
    signatureType: SIGNATURE_TYPE.withCompany,
    signBodyList: [{ type: 1, id: sealId }],
  } as never);
  const { contractId } = await submitContract(t(), h.managerA, content);
  await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
  await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
  return contractId;
}

const apply = (contractId: number) => post(t(), '/sign/sealApply', { contractId, sealId }, h.managerA);
const decide = (approvalId: number, status: number) =>
  post(t(), '/oa/approvalBtn', { approvalId, status, remark: '' }, h.agentA);
const uses = (contractId: number) => t().db.select().from(sealUses).where(eq(sealUses.contractId, contractId));
const ceremony = async (contractId: number) =>
  (await t().db.select().from(signCeremonies).where(eq(signCeremonies.contractId, contractId)))[0];
const state = async (contractId: number) =>
  (await t().db.select().from(signContracts).where(eq(signContracts.id, contractId)))[0]?.state;
const record = async (approvalId: number) =>
  (await t().db.select().from(approvalRecords).where(eq(approvalRecords.id, approvalId)))[0];

describe('a seal use held for approval', () => {
  it('is submitted, applies nothing, and the last pass seals, records the use and signs the PDF once', async () => {
    expect((await get('/oa/getAppOaApproval', h.managerA, { appType: 6, appItemId: 6 })).data.needApproval).toBe(true);
    const contractId = await signedBothSides();
    const held = await apply(contractId);
    expect(held).toMatchObject({ code: 200, msg: OA_MSG.submitted, data: { state: SIGN_CONTRACT_STATE.signing } });
    const approvalId = held.data.approvalId as number;
    expect(approvalId).toBeGreaterThan(0);
    expect(await uses(contractId)).toHaveLength(0);
    expect((await ceremony(contractId))?.sealedAt).toBeNull();
    const detail = (await get('/oa/companyOaApprovalDetail', h.agentA, { approvalId })).data;
    expect(detail.targetTitle).toMatch(/^合同用章 QY\d+ .*合同章$/);
    // One pending request a contract: asking again is refused.
    expect(await apply(contractId)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.contractPending });

    expect((await decide(approvalId, 1)).code).toBe(200);
    expect((await record(approvalId))?.status).toBe(APPROVAL_STATUS.passed);
    const used = await uses(contractId);
    expect(used.map((u) => [u.sealId, u.userId])).toEqual([[sealId, (await ceremony(contractId))?.sealedBy]]);
    const done = await ceremony(contractId);
    expect(done?.sealedAt).not.toBeNull();
    expect(done?.fileRef).toMatch(/^upload:/);
    expect(done?.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await state(contractId)).toBe(SIGN_CONTRACT_STATE.done);
    const events = await t()
      .db.select()
      .from(signCeremonyEvents)
      .where(
        and(eq(signCeremonyEvents.contractId, contractId), eq(signCeremonyEvents.action, CEREMONY_EVENT.sealApplied)),
      );
    expect(events.map((e) => e.remark)).toEqual(['审批通过后用章']);
    // Completed inside the approval's transaction: the copy texts wait in their outbox for the next
    // view (or the minute sweep), then leave once.
    const copyTexts = () =>
      t()
        .sms.messages(PEOPLE.seller.phone)
        .filter((m) => m.template === 'sign-copy').length;
    const textsBefore = copyTexts();
    expect((await get('/sign/signCustomModelView', h.managerA, { contractId })).data.signed).toBe(true);
    expect(copyTexts()).toBe(textsBefore + 1);
    await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(copyTexts()).toBe(textsBefore + 1);
    expect(await apply(contractId)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.sealAlreadyApplied });
  });

  it('leaves the contract unsealed when rejected, and the keeper may ask again', async () => {
    const contractId = await signedBothSides();
    const approvalId = (await apply(contractId)).data.approvalId as number;
    expect((await decide(approvalId, 2)).code).toBe(200);
    expect(await uses(contractId)).toHaveLength(0);
    expect(await state(contractId)).toBe(SIGN_CONTRACT_STATE.signing);
    expect(await apply(contractId)).toMatchObject({ code: 200, msg: OA_MSG.submitted });
  });

  it('cannot run when the contract was invalidated meanwhile: nothing sealed, the request says why', async () => {
    const contractId = await signedBothSides();
    const approvalId = (await apply(contractId)).data.approvalId as number;
    const invalidated = await post(t(), '/sign/signInvalid', { contractId, remark: '客户反悔' }, h.managerA);
    expect(invalidated.code, invalidated.msg).toBe(200);
    expect((await decide(approvalId, 1)).code).toBe(200);
    expect(await record(approvalId)).toMatchObject({
      status: APPROVAL_STATUS.failed,
      result: CEREMONY_MSG.notSignable,
    });
    expect(await uses(contractId)).toHaveLength(0);
    expect((await ceremony(contractId))?.sealedAt).toBeNull();
  });

  it('other companies see nothing of it', async () => {
    const contractId = await signedBothSides();
    expect(await post(t(), '/sign/sealApply', { contractId, sealId }, h.managerB)).toMatchObject({
      code: CODE.notFound,
    });
  });
});
