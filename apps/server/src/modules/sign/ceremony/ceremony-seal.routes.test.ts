import { CODE } from '@awb/contract/common/codes';
import { CEREMONY_MSG, CEREMONY_OK } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sealUses } from '../sign.table.ts';
import { PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { post, signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

const { t, h, get } = setupSignApp();

describe('the company seal', () => {
  it("is applied by the seal's keeper once every party signed, recorded on the seal, and completes the contract", async () => {
    const body = await get('/sign/signSelectBody', h.managerA);
    const seal = body.data.corpList[0].seals.find((s: { sealType: number }) => s.sealType === 2);
    const official = body.data.corpList[0].seals.find((s: { sealType: number }) => s.sealType === 1);
    const content = saleContent({
      signatureType: SIGNATURE_TYPE.withCompany,
      signBodyList: [{ type: 1, id: seal.sealId }],
    } as never);
    const { contractId } = await submitContract(t(), h.managerA, content);
    const apply = (headers = h.managerA, sealId = seal.sealId) =>
      post(t(), '/sign/sealApply', { contractId, sealId }, headers);

    expect(await apply()).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.notAllSigned });
    await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
    const last = await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
    // Every party signed, the seal is still due: 签署中.
    expect(last.data.state).toBe(SIGN_CONTRACT_STATE.signing);
    expect(await apply(h.managerA, official.sealId)).toMatchObject({ msg: CEREMONY_MSG.sealNotChosen });
    expect(await apply(h.agentA)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.notKeeper });
    expect(await apply(h.managerB)).toMatchObject({ code: CODE.notFound });

    const uses = () =>
      t()
        .db.select()
        .from(sealUses)
        .where(and(eq(sealUses.contractId, contractId), eq(sealUses.sealId, seal.sealId)));
    expect(await uses()).toHaveLength(0);
    const applied = await apply();
    expect(applied).toMatchObject({ code: 200, msg: CEREMONY_OK.sealed, data: { state: SIGN_CONTRACT_STATE.done } });
    expect(await uses()).toHaveLength(1);
    expect(await apply()).toMatchObject({ msg: CEREMONY_MSG.sealAlreadyApplied });
    const view = await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(view.data.signed).toBe(true);
  });
});
