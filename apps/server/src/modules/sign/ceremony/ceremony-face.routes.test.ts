import { CEREMONY_MSG, FACE_CHECK_PARAM } from '@awb/contract/sign-ceremony-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { signContracts } from '../sign-contract.table.ts';
import { PEOPLE } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { open, post, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

const { t, face, h, get } = setupSignApp();

describe('the face check when the company requires it', () => {
  it('must pass for the same person before the code is accepted', async () => {
    const saved = await post(
      t(),
      '/sign/signSettingSave',
      { signingType: 1, paramMap: { [FACE_CHECK_PARAM]: '1' } },
      h.managerA,
    );
    expect(saved.code, saved.msg).toBe(200);
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), PEOPLE.seller.phone);
    expect((await open(t(), token)).data.signer.faceRequired).toBe(true);
    t().clock.advance(61_000);
    await post(t(), '/sign/signingCode', { token });
    const code = t().sms.lastCode(PEOPLE.seller.phone) ?? '';
    expect(await post(t(), '/sign/signingVerify', { token, code })).toMatchObject({ msg: CEREMONY_MSG.faceRequired });

    const started = await post(t(), '/sign/signingFaceUrl', { token });
    expect(started.code, started.msg).toBe(200);
    expect(face().sessions.get(started.data.faceId)).toMatchObject({
      name: PEOPLE.seller.name,
      idNo: PEOPLE.seller.certNo,
    });
    expect(await post(t(), '/sign/signingVerify', { token, code })).toMatchObject({ msg: CEREMONY_MSG.facePending });
    face().decide(started.data.faceId, 'passed');
    expect(await post(t(), '/sign/signingVerify', { token, code })).toMatchObject({ code: 200 });
    await post(t(), '/sign/signSettingSave', { signingType: 1, paramMap: {} }, h.managerA);
  });
});

describe('contracts submitted before the ceremony existed', () => {
  it('still get a preview link (no signers, no signed file)', async () => {
    const [legacy] = await t().db.select().from(signContracts).where(eq(signContracts.companyId, DEMO.companyA.id));
    if (!legacy) throw new Error('the demo has no signing contract');
    const view = await get('/sign/signCustomModelView', h.managerA, { contractId: legacy.id });
    expect(view.data.signed).toBe(false);
    const pdf = await t().app.inject({ method: 'GET', url: view.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/sign/signSigners', h.managerA, { contractId: legacy.id })).data).toEqual([]);
  });
});
