import { VERIFY_STATUS } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../modules/contract/contract.table.ts';
import { signCeremonies } from '../../modules/sign/ceremony/ceremony.table.ts';
import { open, tokenSentTo } from '../../modules/sign/ceremony/ceremony-test-kit.ts';
import { sealUses } from '../../modules/sign/sign.table.ts';
import { setupSignApp } from '../../modules/sign/sign-test-kit.ts';
import { seedDemoCeremony } from './demo-sign-ceremony.ts';

const { t, h, get } = setupSignApp();

describe('seedDemoCeremony', () => {
  it('gives company 1 signed contracts of every template, one invalidated and one waiting for the buyer', async () => {
    const ids = await seedDemoCeremony(t().app.deps);
    expect(ids).toHaveLength(4);
    const [sale, lease, brokerage, waiting] = ids as [number, number, number, number];
    const list = await get('/sign/signPosts', h.managerA, { pagesize: 50 });
    const state = (id: number) => list.data.find((r: { contractId: number }) => r.contractId === id)?.state;
    expect([sale, lease, brokerage, waiting].map(state)).toEqual([
      SIGN_CONTRACT_STATE.done,
      SIGN_CONTRACT_STATE.done,
      SIGN_CONTRACT_STATE.invalid,
      SIGN_CONTRACT_STATE.signing,
    ]);
    const boxTypes = new Set(
      list.data
        .filter((r: { contractId: number }) => ids.includes(r.contractId))
        .map((r: { boxType: number }) => r.boxType),
    );
    expect(boxTypes).toEqual(new Set([1, 2, 3]));

    const view = await get('/sign/signCustomModelView', h.managerA, { contractId: sale });
    expect(view.data.signed).toBe(true);
    const pdf = await t().app.inject({ method: 'GET', url: view.data.url });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      await t()
        .db.select()
        .from(sealUses)
        .where(and(eq(sealUses.contractId, sale))),
    ).toHaveLength(1);

    // Each carries the agency block and the manager's signature in 经纪人（签字）.
    for (const contractId of ids) {
      const signers = (await get('/sign/signSigners', h.managerA, { contractId })).data;
      expect(signers.at(-1)).toMatchObject({ roleLabel: '经纪人', name: '张伟', stateName: '已签署' });
      const body = await get('/sign/signContent', h.managerA, { contractId });
      expect(JSON.stringify(body.data.contents)).toContain('统一社会信用代码：91330106MA2H3K8L11');
    }

    const [invalidated] = await t().db.select().from(signCeremonies).where(eq(signCeremonies.contractId, brokerage));
    const verified = await t().call({ method: 'GET', url: `/sign/verify?code=${invalidated?.verifyCode}` });
    expect(verified.data).toMatchObject({ status: VERIFY_STATUS.invalidated, invalidReason: '客户取消委托' });

    // The completed ones are in the contract book, once each; the one still signing is not.
    const book = await t().db.select().from(contracts).where(inArray(contracts.signContractId, ids));
    expect(book.map((r) => r.signContractId).sort()).toEqual([sale, lease, brokerage].sort());
    expect(book.find((r) => r.signContractId === lease)?.contractType).toBe(2);

    const buyerLink = await open(t(), tokenSentTo(t(), '13712340002'));
    expect(buyerLink.data.signer).toMatchObject({ roleLabel: '乙方', yourTurn: true });
  });
});
