import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CODE } from '@awb/contract/common/codes';
import { maskIdCard } from '@awb/contract/common/validators';
import { CEREMONY_MSG, CEREMONY_SIDE, CEREMONY_SIGNER_ROLE } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { DEMO_SIGN } from '../../../db/seed/demo-sign.ts';
import { PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp, strokesPng } from '../sign-test-kit.ts';
import { missingPoppler, pdfText, poppler } from '../signed-pdf/poppler.ts';
import { signaturesOf } from '../signed-pdf/signed-pdf-test-kit.ts';
import { ceremonyRepository, type TCeremonyVerificationRow } from './ceremony.repository.ts';
import { signAs, submitContract, submitSignature, tokenSentTo, verifySigner } from './ceremony-test-kit.ts';
import { verificationBinding } from './signing-parties.ts';

/** Signing body type 2: the brokerage's certified signer signs by hand for the company, last. */
const { t, h, get } = setupSignApp();
const LEGAL_PERSON_MOBILE = '13800000001';

describe('a certified person signing for the company (signing body type 2)', () => {
  it('is the last signer, proves who they are with their own code, and their signature completes the contract', async () => {
    const body = await get('/sign/signSelectBody', h.managerA);
    const certified = body.data.list[0];
    const content = saleContent({
      signatureType: SIGNATURE_TYPE.withCompany,
      signBodyList: [{ type: 2, id: certified.signerId }],
    } as never);
    const { contractId } = await submitContract(t(), h.managerA, content);
    const signers = (await get('/sign/signSigners', h.managerA, { contractId })).data;
    expect(signers.map((s: { roleLabel: string }) => s.roleLabel)).toEqual([
      '甲方',
      '乙方',
      '经纪机构签署人',
      '经纪人',
    ]);
    expect(signers[2]).toMatchObject({
      side: CEREMONY_SIDE.company,
      role: CEREMONY_SIGNER_ROLE.companySigner,
      name: certified.name,
      phone: '138****0001',
    });

    // The company's signer waits for the parties.
    const companyToken = tokenSentTo(t(), LEGAL_PERSON_MOBILE);
    const early = await submitSignature(t(), companyToken, await strokesPng());
    expect(early).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.notYourTurn });
    await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
    const parties = await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
    expect(parties.data.state).toBe(SIGN_CONTRACT_STATE.signing);

    // Signing before the code check is refused; after it, the signature completes the contract.
    expect(await submitSignature(t(), companyToken, await strokesPng())).toMatchObject({
      msg: CEREMONY_MSG.verifyFirst,
    });
    const device = await verifySigner(t(), companyToken, LEGAL_PERSON_MOBILE);
    const last = await submitSignature(t(), companyToken, await strokesPng(), device);
    expect(last).toMatchObject({ code: 200, data: { state: SIGN_CONTRACT_STATE.done } });

    const view = await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(view.data.signed).toBe(true);
    if (missingPoppler.length === 0) {
      const pdf = await t().app.inject({ method: 'GET', url: view.data.url });
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sign-company-')), 'signed.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      expect(pdfText(file).replace(/\s+/g, '')).toContain('经纪机构签署人');
      // One signature per person who signed, in order (the agent, who signed at submission, is listed
      // after the parties), each by its own event certificate, then the company's certificate (its
      // certified name and credit code), all valid.
      const report = poppler('pdfsig', [file]);
      const names = [...report.matchAll(/Signer Certificate Common Name: (.+)/g)].map((m) => m[1]);
      const agent = '张伟';
      expect(names).toEqual([PEOPLE.seller.name, PEOPLE.buyer.name, certified.name, agent, DEMO_SIGN.companyName]);
      expect(report.match(/Signature is Valid/g)).toHaveLength(5);
      expect(report).toContain(`OID.2.5.4.97=${DEMO_SIGN.orgCode}`);
      expect(report).toContain(`OID.2.5.4.13=${maskIdCard(PEOPLE.seller.certNo)}`);
      // Each party's certificate carries the hash of the verification its signature spent.
      const { deps } = t().app;
      const companyId = DEMO.companyA.id;
      const spent = await ceremonyRepository.spentVerifications(deps.db, companyId, contractId);
      const rows = await ceremonyRepository.signers(deps.db, companyId, contractId);
      const contentHash = (await ceremonyRepository.contract(deps.db, companyId, contractId))?.contentHash ?? '';
      for (const [i, { cms }] of signaturesOf(pdf.rawPayload).slice(0, 3).entries()) {
        const verification = spent.find((v) => v.signerId === rows[i]?.id);
        expect(verification?.spentAt).toBeTruthy();
        const text = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-print_certs', '-text'], { input: cms });
        const binding = verificationBinding(verification as TCeremonyVerificationRow, contentHash);
        expect(text.toString(), rows[i]?.name).toContain(`签署核验记录 SHA-256 ${binding}`);
      }
    }
    const events = (await get('/sign/signEvents', h.managerA, { contractId })).data;
    expect(
      events.some(
        (e: { party: string; actionName: string }) => e.party.startsWith('经纪机构签署人') && e.actionName === '签署',
      ),
    ).toBe(true);
  });
});
