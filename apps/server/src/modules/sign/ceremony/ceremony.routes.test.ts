import { createHash } from 'node:crypto';
import { CODE, MSG } from '@awb/contract/common/codes';
import { CEREMONY_MSG, CEREMONY_OK, VERIFY_STATUS } from '@awb/contract/sign-ceremony-constants';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../../test/multipart.ts';
import { signContracts } from '../sign-contract.table.ts';
import { PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp, strokesPng } from '../sign-test-kit.ts';
import { signCeremonies, signCeremonyLinks } from './ceremony.table.ts';
import {
  open,
  post,
  signAs,
  submitContract,
  submitSignature,
  tokenSentTo,
  UA_SELLER,
  verifySigner,
} from './ceremony-test-kit.ts';

const { t, h, get } = setupSignApp();
const seller = PEOPLE.seller.phone;
const buyer = PEOPLE.buyer.phone;

const contractRow = async (id: number) =>
  (await t().db.select().from(signContracts).where(eq(signContracts.id, id)))[0];
const ceremonyRow = async (id: number) =>
  (await t().db.select().from(signCeremonies).where(eq(signCeremonies.contractId, id)))[0];

describe('invitations', () => {
  it('texts each signer a link to lime-signature whose token is stored only as a hash', async () => {
    const { contractId, contractNo } = await submitContract(t(), h.managerA);
    const message = t()
      .sms.messages(seller)
      .find((m) => m.template === 'sign-invite');
    expect(message?.params).toMatchObject({ contractNo, role: '甲方' });
    expect(message?.params.url).toMatch(
      /^http:\/\/localhost:8080\/h5\/#\/pages\/h5\/lime-signature\?token=\d+\.[\w-]{43}$/,
    );
    const token = tokenSentTo(t(), seller);
    const links = await t().db.select().from(signCeremonyLinks).where(eq(signCeremonyLinks.contractId, contractId));
    expect(links).toHaveLength(2);
    expect(JSON.stringify(links)).not.toContain(token.split('.')[1]);

    const opened = await open(t(), token);
    expect(opened.code, opened.msg).toBe(200);
    expect(opened.data.signer).toMatchObject({
      roleLabel: '甲方',
      name: PEOPLE.seller.name,
      phone: '139****0001',
      yourTurn: true,
    });
    // The agent who submitted signed 经纪人（签字） already, with their saved signature.
    expect(opened.data.signers.map((s: { roleLabel: string }) => s.roleLabel)).toEqual(['甲方', '乙方', '经纪人']);
    expect(opened.data.signers[1].name).toBe('钱*');
    expect(JSON.stringify(opened.data)).not.toContain(PEOPLE.seller.certNo);

    const signers = await get('/sign/signSigners', h.managerA, { contractId });
    expect(signers.data.map((s: { phone: string }) => s.phone)).toEqual(['139****0001', '139****0002', '138****0001']);
  });
});

describe('the ceremony to 已完成', () => {
  it('signs in order, builds and stores the signed PDF, and the verification page follows the contract', async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    const sellerToken = tokenSentTo(t(), seller);
    const buyerToken = tokenSentTo(t(), buyer);

    // Ordered: the buyer (乙方) waits for the seller (甲方).
    t().clock.advance(61_000);
    expect(await post(t(), '/sign/signingCode', { token: buyerToken })).toMatchObject({
      code: CODE.invalid,
      msg: CEREMONY_MSG.notYourTurn,
    });

    const first = await signAs(t(), sellerToken, seller);
    expect(first).toMatchObject({ msg: CEREMONY_OK.signed, data: { state: SIGN_CONTRACT_STATE.signing } });
    expect(await contractRow(contractId)).toMatchObject({ state: SIGN_CONTRACT_STATE.signing, signedAny: 1 });
    expect(await open(t(), sellerToken)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.alreadySigned });
    const preview = await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(preview.data.signed).toBe(false);

    const last = await signAs(t(), buyerToken, buyer);
    expect(last.data).toMatchObject({ state: SIGN_CONTRACT_STATE.done, stateName: '已完成' });
    const ceremony = await ceremonyRow(contractId);
    expect(ceremony?.fileSha256).toMatch(/^[0-9a-f]{64}$/);

    const view = await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(view.data.signed).toBe(true);
    const file = await t().app.inject({ method: 'GET', url: view.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(ceremony?.fileSha256);
    expect(file.rawPayload.toString('latin1')).toContain('/ByteRange');

    const code = ceremony?.verifyCode ?? '';
    const valid = await t().call({ method: 'GET', url: `/sign/verify?code=${code}` });
    expect(valid.data).toMatchObject({
      status: VERIFY_STATUS.valid,
      statusName: '有效',
      stateName: '已完成',
      house: '西溪花园3幢1201室',
    });
    expect(valid.data.parties).toEqual([
      { roleLabel: '甲方', name: '赵*' },
      { roleLabel: '乙方', name: '钱*' },
      { roleLabel: '经纪人', name: '张*' },
    ]);
    const drop = async (bytes: Buffer) => {
      const body = multipart({ filename: 'c.pdf', contentType: 'application/pdf', bytes }, { code });
      return t().call({ method: 'POST', url: '/sign/verifyFile', headers: body.headers, payload: body.payload });
    };
    expect((await drop(file.rawPayload)).data.match).toBe(true);
    const changed = Buffer.from(file.rawPayload);
    changed[200] = (changed[200] ?? 0) ^ 1;
    expect((await drop(changed)).data.match).toBe(false);

    await post(t(), '/sign/signInvalid', { contractId, remark: '买方违约' }, h.managerA);
    const stamped = await t().call({ method: 'GET', url: `/sign/verify?code=${code}` });
    expect(stamped.data).toMatchObject({
      status: VERIFY_STATUS.invalidated,
      statusName: '已作废',
      invalidReason: '买方违约',
    });
    expect(stamped.data.invalidAt).not.toBe('');
    // The PDF is never changed after signing.
    expect((await ceremonyRow(contractId))?.fileSha256).toBe(ceremony?.fileSha256);
    const events = await get('/sign/signEvents', h.managerA, { contractId });
    const names = events.data.map((e: { actionName: string }) => e.actionName);
    expect(names).toEqual(expect.arrayContaining(['发送签署链接', '身份验证通过', '签署', '签署完成', '合同作废']));
    const signed = events.data.find(
      (e: { actionName: string; party: string }) => e.actionName === '签署' && e.party.startsWith('甲方'),
    );
    expect(signed).toMatchObject({ party: `甲方 ${PEOPLE.seller.name}`, phone: '139****0001', device: UA_SELLER });
  });
});

describe('links', () => {
  it('expire, die when the content changes (contractEdit), and die on resend', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    t().clock.advance(8 * 86_400_000);
    expect(await open(t(), token)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.linkExpired });

    const second = await submitContract(t(), h.managerA);
    const before = tokenSentTo(t(), seller);
    const edited = await post(
      t(),
      '/sign/contractEdit',
      { contractId: second.contractId, version: second.version, content: saleContent({ houseRoomNo: '1202' }) },
      h.managerA,
    );
    expect(edited.code, edited.msg).toBe(200);
    expect(await open(t(), before)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.linkInvalid });
    const after = tokenSentTo(t(), seller);
    expect(after).not.toBe(before);
    expect((await open(t(), after)).code).toBe(200);

    const signers = await get('/sign/signSigners', h.managerA, { contractId: second.contractId });
    const resent = await post(
      t(),
      '/sign/signResend',
      { contractId: second.contractId, signerId: signers.data[0].signerId },
      h.managerA,
    );
    expect(resent).toMatchObject({ code: 200, msg: CEREMONY_OK.resent });
    expect(await open(t(), after)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.linkInvalid });
    expect((await open(t(), tokenSentTo(t(), seller))).code).toBe(200);
  });

  it('answers 4xx, never 500, for anything that is not a live token', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    const [company, random] = token.split('.');
    const otherCompany = `${Number(company) + 1}.${random}`;
    for (const bad of ['', 'x', `${company}.${'A'.repeat(43)}`, otherCompany, 'a'.repeat(500), "1.' or 1=1 --"]) {
      const res = await open(t(), bad);
      expect([CODE.invalid, 400].includes(res.code) || res.status === 400, `${bad}: ${res.code} ${res.msg}`).toBe(true);
      expect(res.status).toBeLessThan(500);
      const submitted = await submitSignature(t(), bad, await strokesPng());
      expect(submitted.status).toBeLessThan(500);
      expect(submitted.code).not.toBe(200);
    }
  });
});

describe('identity before drawing', () => {
  it('throttles codes (60 s, 5 tries, 10 minutes) and refuses a signature before the check or a blank one', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    expect(await submitSignature(t(), token, await strokesPng())).toMatchObject({ msg: CEREMONY_MSG.verifyFirst });
    t().clock.advance(61_000);
    expect((await post(t(), '/sign/signingCode', { token })).code).toBe(200);
    expect(await post(t(), '/sign/signingCode', { token })).toMatchObject({
      code: CODE.tooMany,
      msg: MSG.codeTooFrequent,
    });
    const right = t().sms.lastCode(seller) ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(await post(t(), '/sign/signingVerify', { token, code: wrong })).toMatchObject({ msg: MSG.codeWrong });
    }
    expect(await post(t(), '/sign/signingVerify', { token, code: right })).toMatchObject({ msg: MSG.codeTooManyTries });

    t().clock.advance(61_000);
    await post(t(), '/sign/signingCode', { token });
    t().clock.advance(11 * 60_000);
    const late = await post(t(), '/sign/signingVerify', { token, code: t().sms.lastCode(seller) ?? '' });
    expect(late).toMatchObject({ msg: MSG.codeExpired });

    const device = await verifySigner(t(), token, seller);
    expect(await submitSignature(t(), token, null, device)).toMatchObject({ code: CODE.invalid, msg: '请先签名' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await submitSignature(t(), token, jpeg, device)).toMatchObject({ msg: CEREMONY_MSG.signatureFormat });
    const huge = Buffer.alloc(1024 * 1024 + 10, 1);
    expect(await submitSignature(t(), token, huge, device)).toMatchObject({ code: CODE.invalid });
  });
});

describe('on-site signing', () => {
  it("gives the agent's phone a link for the party; the party's own code and the event are theirs", async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    const signers = await get('/sign/signSigners', h.managerA, { contractId });
    const started = await post(t(), '/sign/signOnsite', { contractId, signerId: signers.data[0].signerId }, h.managerA);
    expect(started.code, started.msg).toBe(200);
    const opened = await open(t(), started.data.token);
    expect(opened.data.signer).toMatchObject({ onsite: true, roleLabel: '甲方' });
    await signAs(t(), started.data.token, seller);
    const events = await get('/sign/signEvents', h.managerA, { contractId });
    const signed = events.data.find(
      (e: { actionName: string; party: string }) => e.actionName === '签署' && e.party.startsWith('甲方'),
    );
    expect(signed.party).toBe(`甲方 ${PEOPLE.seller.name}`);
    expect(signed.remark).toBe('现场签署（经办人张伟的设备）');
    // Signed on site: the texted link is used up too.
    expect(await open(t(), tokenSentTo(t(), seller))).toMatchObject({ msg: CEREMONY_MSG.alreadySigned });
  });
});

describe('tenant isolation of links and files', () => {
  it('a PDF link opens only its own company and contract, and only until it expires', async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    const view = await get('/sign/signCustomModelView', h.managerA, { contractId });
    const url = new URL(view.data.url, 'http://x');
    expect((await t().app.inject({ method: 'GET', url: view.data.url })).statusCode).toBe(200);
    url.searchParams.set('o', String(Number(url.searchParams.get('o')) + 1));
    expect((await t().app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(404);
    expect((await get('/sign/signCustomModelView', h.managerB, { contractId })).code).toBe(CODE.notFound);
    expect((await get('/sign/signSigners', h.managerB, { contractId })).code).toBe(CODE.notFound);
    t().clock.advance(31 * 60_000);
    expect((await t().app.inject({ method: 'GET', url: view.data.url })).statusCode).toBe(404);
  });
});

describe('public verification', () => {
  it('is rate-limited per IP and says unknown for a code it does not know', async () => {
    const ask = () =>
      t().call({ method: 'GET', url: '/sign/verify?code=1-AAAAAAAAAAAAAAAA', remoteAddress: '10.250.0.1' });
    expect((await ask()).data).toMatchObject({ status: VERIFY_STATUS.unknown, contractNo: '', parties: [] });
    for (let i = 0; i < 19; i += 1) await ask();
    expect(await ask()).toMatchObject({ code: CODE.tooMany });
  });
});
