import { CODE } from '@awb/contract/common/codes';
import { OA_MSG } from '@awb/contract/oa-fields';
import { SIGN_LOG_ACTION } from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { signContractLogs, signContracts } from './sign-contract.table.ts';
import { boxOf, saleContent } from './sign-contract-test-kit.ts';
import { createSignFlow, setupSignApp } from './sign-test-kit.ts';

/** 删除合同 (app 6 item 3) held by an approval flow: the contract stays until the last pass. */
const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;
const ids = { manager: 0, agent: 0 };
let flowId = 0;

beforeAll(async () => {
  ids.manager = await userIdOf(t(), DEMO.users.managerA.phone);
  ids.agent = await userIdOf(t(), DEMO.users.agentA.phone);
  flowId = await createSignFlow(t(), h.managerA, { approvalName: '删除签约合同', item: 3, approverId: ids.agent });
});

const submitOk = async () => {
  const res = await post('/sign/contractSubmission', h.managerA, {
    boxid: await boxOf(t(), A),
    content: saleContent(),
  });
  expect(res.code, JSON.stringify(res.data ?? res.msg)).toBe(200);
  return res.data.contractId as number;
};
const row = async (id: number) => (await t().db.select().from(signContracts).where(eq(signContracts.id, id)))[0];
const del = (contractId: number) =>
  post('/sign/signDelete', h.managerA, { contractId, oaParam: { oaItemId: 3, oaReamrk: '客户取消' } });

describe('a signing contract delete held for approval', () => {
  it('is submitted, keeps the contract, refuses a second request, and deletes it on the pass', async () => {
    expect((await get('/oa/getAppOaApproval', h.managerA, { appType: 6, appItemId: 3 })).data.needApproval).toBe(true);
    const contractId = await submitOk();
    const held = await del(contractId);
    expect(held).toMatchObject({ code: 200, msg: OA_MSG.submitted });
    const approvalId = held.data.approvalId as number;
    expect(approvalId).toBeGreaterThan(0);
    expect((await row(contractId))?.deletedAt).toBeNull();
    const detail = (await get('/oa/companyOaApprovalDetail', h.agentA, { approvalId })).data;
    expect(detail.targetTitle).toMatch(/^删除合同 QY\d+ /);
    expect(await del(contractId)).toMatchObject({ code: CODE.invalid, msg: OA_MSG.contractPending });

    expect((await post('/oa/approvalBtn', h.agentA, { approvalId, status: 1, remark: '' })).code).toBe(200);
    const gone = await row(contractId);
    expect(gone?.deletedAt).not.toBeNull();
    expect(gone?.deletedBy).toBe(ids.manager);
    const logs = await t()
      .db.select()
      .from(signContractLogs)
      .where(and(eq(signContractLogs.contractId, contractId), eq(signContractLogs.action, SIGN_LOG_ACTION.remove)));
    expect(logs.map((l) => [l.userId, l.remark])).toEqual([[ids.manager, '客户取消']]);
  });

  it('keeps the contract when the request is rejected', async () => {
    const contractId = await submitOk();
    const approvalId = (await del(contractId)).data.approvalId as number;
    expect((await post('/oa/approvalBtn', h.agentA, { approvalId, status: 2, remark: '还要签' })).code).toBe(200);
    expect((await row(contractId))?.deletedAt).toBeNull();
  });

  it('deletes at once again when the flow is gone', async () => {
    expect((await get('/oa/oaApprovalDel', h.managerA, { oaApprovalId: flowId })).code).toBe(200);
    const contractId = await submitOk();
    expect(await del(contractId)).toMatchObject({ code: 200, data: { approvalId: 0 } });
    expect((await row(contractId))?.deletedAt).not.toBeNull();
  });
});
