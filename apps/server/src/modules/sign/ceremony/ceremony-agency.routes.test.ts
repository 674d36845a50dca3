import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODE } from '@awb/contract/common/codes';
import { CEREMONY_SIDE, CEREMONY_SIGNER_ROLE } from '@awb/contract/sign-ceremony-constants';
import { SIGNATURE_KIND } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { userIdOf } from '../../../../test/org-fixtures.ts';
import { DEMO_SIGN } from '../../../db/seed/demo-sign.ts';
import { signSeals } from '../sign.table.ts';
import { boxOf, PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { drawnBrokerSignature, setupSignApp } from '../sign-test-kit.ts';
import { missingPoppler, pdfText, poppler } from '../signed-pdf/poppler.ts';
import { signCeremonies, signCeremonySigners } from './ceremony.table.ts';
import { open, signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

/**
 * The agency's block (经纪机构, 统一社会信用代码, 经纪人) in every copy of a contract, and the drafting
 * agent's signature in 经纪人（签字）, taken at submission: their saved one, or drawn with it.
 */
const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;
const COMPANY_LINE = `经纪机构：${DEMO_SIGN.companyName}　统一社会信用代码：${DEMO_SIGN.orgCode}`;
const MANAGER_LINE = '经纪人：张伟　联系电话：138****0001';
const text = (contents: { paragraphs: string[] }[]) => contents.flatMap((s) => s.paragraphs).join('\n');

const brokerRow = async (contractId: number) => {
  const rows = await t().db.select().from(signCeremonySigners).where(eq(signCeremonySigners.contractId, contractId));
  return rows.find((r) => r.role === CEREMONY_SIGNER_ROLE.broker);
};

describe('the agency block and the agent’s signature', () => {
  it('prints the company, its credit code and the agent in the form, the previews, the signing page and the PDF', async () => {
    const body = await get('/sign/signSelectBody', h.managerA);
    expect(body.data.agency).toEqual({
      company: { name: DEMO_SIGN.companyName, certNo: DEMO_SIGN.orgCode },
      broker: { name: '张伟', phone: '138****0001' },
    });
    expect(body.data.mySignature).toMatchObject({
      sealId: expect.any(Number),
      url: expect.stringContaining('/files/'),
    });
    const template = await get('/sign/signingPreviewContent', h.managerA, { boxid: await boxOf(t(), A) });
    expect(text(template.data.contents)).toContain(COMPANY_LINE);

    // Submitted with the manager's saved signature: 经纪人 has signed before any party is asked.
    const { contractId } = await submitContract(t(), h.managerA);
    const content = await get('/sign/signContent', h.managerA, { contractId });
    expect(text(content.data.contents)).toContain(COMPANY_LINE);
    expect(text(content.data.contents)).toContain(MANAGER_LINE);
    const signers = (await get('/sign/signSigners', h.managerA, { contractId })).data;
    expect(signers.at(-1)).toMatchObject({
      side: CEREMONY_SIDE.broker,
      roleLabel: '经纪人',
      name: '张伟',
      phone: '138****0001',
      stateName: '已签署',
    });
    const events = (await get('/sign/signEvents', h.managerA, { contractId })).data;
    expect(events).toContainEqual(
      expect.objectContaining({ party: '经纪人 张伟', actionName: '签署', remark: '提交时使用已保存的个人签名' }),
    );
    const sellerPage = await open(t(), tokenSentTo(t(), PEOPLE.seller.phone));
    expect(text(sellerPage.data.contents)).toContain(MANAGER_LINE);
    expect(sellerPage.data.signer.yourTurn).toBe(true);

    // An edit keeps the agent's signature; the parties then complete the contract.
    const before = await brokerRow(contractId);
    const edited = await post('/sign/contractEdit', h.managerA, { contractId, version: 1, content: saleContent() });
    expect(edited.code, edited.msg).toBe(200);
    expect((await brokerRow(contractId))?.signatureRef).toBe(before?.signatureRef);
    await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
    const last = await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
    expect(last.data.state).toBe(SIGN_CONTRACT_STATE.done);

    const verified = await t().call({ method: 'GET', url: `/sign/verify?code=${await verifyCodeOf(contractId)}` });
    expect(verified.data.parties).toContainEqual({ roleLabel: '经纪人', name: '张*' });
    if (missingPoppler.length > 0) return;
    const view = await get('/sign/signCustomModelView', h.managerA, { contractId });
    const pdf = await t().app.inject({ method: 'GET', url: view.data.url });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sign-agency-')), 'signed.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const printed = pdfText(file).replace(/\s+/g, '');
    for (const words of [DEMO_SIGN.companyName, DEMO_SIGN.orgCode, '经纪人：张伟', '138****0001', '经纪人（签字）']) {
      expect(printed).toContain(words);
    }
    // The audit page lists the agent's signature as an event of its own (party 经纪人 张伟).
    expect(printed).toContain('经纪人张伟');
    // Three signatures stamped: 甲方, 乙方 and the agent's in 经纪人（签字）.
    const images = poppler('pdfimages', ['-list', file])
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l));
    expect(images).toHaveLength(3);
  });

  it('asks an agent without a saved signature to draw one, and keeps what they drew', async () => {
    const manager = await userIdOf(t(), DEMO.users.managerA.phone);
    await t()
      .db.update(signSeals)
      .set({ deletedAt: t().clock.now(), deletedBy: manager })
      .where(and(eq(signSeals.keeperUserId, manager), eq(signSeals.kind, SIGNATURE_KIND.personal)));
    expect((await get('/sign/signSelectBody', h.managerA)).data.mySignature).toBeNull();

    const boxid = await boxOf(t(), A);
    const submit = (brokerSignature?: string) =>
      post('/sign/contractSubmission', h.managerA, { boxid, content: saleContent(), brokerSignature });
    expect(await submit()).toMatchObject({ code: CODE.invalid, msg: SIGN_CONTRACT_MSG.brokerSignatureRequired });
    expect(await submit(Buffer.from('not a picture').toString('base64'))).toMatchObject({
      code: CODE.invalid,
      msg: SIGN_CONTRACT_MSG.brokerSignatureFormat,
    });
    const drawn = await submit(await drawnBrokerSignature());
    expect(drawn.code, drawn.msg).toBe(200);
    const row = await brokerRow(drawn.data.contractId);
    expect(row).toMatchObject({ name: '张伟', signatureRef: expect.stringMatching(/^upload:.+\.png$/) });
    const events = (await get('/sign/signEvents', h.managerA, { contractId: drawn.data.contractId })).data;
    expect(events).toContainEqual(expect.objectContaining({ party: '经纪人 张伟', remark: '提交时手写签名' }));
  });
});

async function verifyCodeOf(contractId: number): Promise<string> {
  const [row] = await t().db.select().from(signCeremonies).where(eq(signCeremonies.contractId, contractId));
  return row?.verifyCode ?? '';
}
