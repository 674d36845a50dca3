import { CODE } from '@awb/contract/common/codes';
import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { companySignTemplates } from './sign.table.ts';
import { signContractRepository } from './sign-contract.repository.ts';
import { boxOf, saleContent } from './sign-contract-test-kit.ts';
import { drawnBrokerSignature, setupSignApp } from './sign-test-kit.ts';

/** signQuota: what the form asks before the agent draws 经纪人（签字）; the submission still checks. */
const { t, h, get, post } = setupSignApp();
const B = DEMO.companyB.id;

const submitAsB = async () =>
  post('/sign/contractSubmission', h.managerB, {
    boxid: await boxOf(t(), B),
    content: saleContent(),
    brokerSignature: await drawnBrokerSignature(),
  });

describe('signQuota', () => {
  it("answers the period's contracts, used and remain, and follows each submission", async () => {
    const before = await get('/sign/signQuota', h.managerA);
    expect(before.code, before.msg).toBe(200);
    expect(before.data.contracts).toBe(500);
    expect(before.data.remain).toBe(before.data.contracts - before.data.used);
    const res = await post('/sign/contractSubmission', h.managerA, {
      boxid: await boxOf(t(), DEMO.companyA.id),
      content: saleContent(),
    });
    expect(res.code, res.msg).toBe(200);
    const after = await get('/sign/signQuota', h.managerA);
    expect(after.data).toEqual({ contracts: 500, used: before.data.used + 1, remain: before.data.remain - 1 });
  });

  it('answers remain 0 where submission answers 406: none at all, then one used up', async () => {
    await t()
      .db.update(companySignTemplates)
      .set({ state: TEMPLATE_STATE.up })
      .where(eq(companySignTemplates.companyId, B));
    expect((await get('/sign/signQuota', h.managerB)).data).toEqual({ contracts: 0, used: 0, remain: 0 });
    expect(await submitAsB()).toMatchObject({ code: CODE.needPurchase, msg: SIGN_CONTRACT_MSG.noQuota });

    const now = t().clock.now().getTime();
    await signContractRepository.insertQuota(t().db, {
      companyId: B,
      periodStart: new Date(now - 1000),
      periodEnd: new Date(now + 86_400_000),
      contracts: 1,
      source: 'test',
      createdAt: new Date(now),
    });
    expect((await get('/sign/signQuota', h.managerB)).data).toEqual({ contracts: 1, used: 0, remain: 1 });
    expect((await submitAsB()).code).toBe(200);
    expect((await get('/sign/signQuota', h.managerB)).data).toEqual({ contracts: 1, used: 1, remain: 0 });
    expect(await submitAsB()).toMatchObject({ code: CODE.needPurchase, msg: SIGN_CONTRACT_MSG.noQuota });
    // Company A's quota is its own.
    expect((await get('/sign/signQuota', h.managerA)).data.contracts).toBe(500);
  });

  it('needs 发起签约, as the submission does', async () => {
    expect((await get('/sign/signQuota', h.agentA)).code).toBe(CODE.noPermission);
  });
});
