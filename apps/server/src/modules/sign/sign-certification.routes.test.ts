import { CODE, MSG } from '@awb/contract/common/codes';
import { FACE_STATUS, SIGN_MSG, SIGN_PHONE_CODE } from '@awb/contract/sign-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, DEMO } from '../../../test/create-test-app.ts';
import { phoneCodes } from '../../platform/phone-code/phone-code.table.ts';
import { signSigners } from './sign.table.ts';
import { IDS, ORG_CODE, setupSignApp } from './sign-test-kit.ts';

const { t, face, h, get, post } = setupSignApp();
const B = DEMO.companyB.id;
const MOBILE = '13912345678';

/** Starts a face check as company B's manager and decides it on the fake provider's page. */
async function faceCheck(userName: string, idNo: string, outcome: 'passed' | 'failed' | 'pending' = 'passed') {
  const res = await post('/sign/getFaceUrl', h.managerB, { type: 1, userName, idNo });
  expect(res.code, res.msg).toBe(200);
  if (outcome !== 'pending') face().decide(res.data.faceId, outcome);
  return res.data.faceId as string;
}

async function sendCode(mobileNo = MOBILE): Promise<string> {
  t().clock.advance(61_000);
  const res = await post('/sign/getRegCompanyCode', h.managerB, { mobileNo });
  expect(res.code, res.msg).toBe(200);
  return t().sms.lastCode(mobileNo) as string;
}

const body = (over: Record<string, unknown> = {}) => ({
  idNo: IDS.a,
  name: '陈静',
  cardNo: '',
  mobileNo: MOBILE,
  company: DEMO.companyB.name,
  orgCode: ORG_CODE,
  verificationCode: '000000',
  type: 1,
  faceId: 'none',
  ...over,
});

describe('companyInfo', () => {
  it('answers the certified company A and the uncertified company B', async () => {
    const a = await get('/sign/companyInfo', h.agentA);
    expect(a.data).toMatchObject({ name: DEMO.companyA.name, orgAuth: 1 });
    expect(a.data.etcomid).toBeGreaterThan(0);
    expect(a.data.orgCode).toMatch(/^913301\*+11$/);
    const b = await get('/sign/companyInfo', h.agentB);
    expect(b.data).toEqual({ name: DEMO.companyB.name, orgAuth: 0, etcomid: 0, orgCode: '', certifiedAt: '' });
  });
});

describe('getFaceUrl', () => {
  it.each([
    [{ userName: '', idNo: IDS.a }, SIGN_MSG.nameRequired],
    [{ userName: '陈静', idNo: '' }, SIGN_MSG.idNoRequired],
    [{ userName: '陈静', idNo: '110105194912310021' }, SIGN_MSG.idNoFormat],
    [{ userName: '陈静', idNo: '1101051949' }, SIGN_MSG.idNoFormat],
    [{ userName: '陈静', idNo: IDS.a, type: 3 }, SIGN_MSG.signerTypeInvalid],
  ])('refuses %o: %s', async (input, msg) => {
    expect(await post('/sign/getFaceUrl', h.managerB, input)).toMatchObject({ code: CODE.invalid, msg });
  });

  it('sends the upper-cased ID to the provider and answers its link', async () => {
    const res = await post('/sign/getFaceUrl', h.managerB, { type: 1, userName: '陈静', idNo: IDS.a.toLowerCase() });
    expect(res.code).toBe(200);
    expect(res.data.qrCode).toContain(`/face/page/${res.data.faceId}`);
    expect(face().sessions.get(res.data.faceId)).toMatchObject({ name: '陈静', idNo: IDS.a });
  });

  it('is for managers only', async () => {
    const res = await post('/sign/getFaceUrl', h.agentB, { type: 1, userName: '刘洋', idNo: IDS.b });
    expect(res).toMatchObject({ code: CODE.noPermission, msg: MSG.noPermission });
  });

  it('says so when no face provider is configured', async () => {
    const bare = await createTestApp();
    try {
      const headers = await bare.login(DEMO.users.managerB.phone);
      const res = await bare.call({
        method: 'POST',
        url: '/sign/getFaceUrl',
        headers,
        payload: { type: 1, userName: '陈静', idNo: IDS.a },
      });
      expect(res).toMatchObject({ code: CODE.serviceUnavailable, msg: SIGN_MSG.faceNotConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe('getFaceStatus', () => {
  it('follows the provider: pending, passed, failed', async () => {
    const id = await faceCheck('陈静', IDS.a, 'pending');
    const status = async () => (await get('/sign/getFaceStatus', h.managerB, { faceId: id })).data;
    expect(await status()).toMatchObject({ status: FACE_STATUS.pending, statusName: '待核验' });
    face().decide(id, 'passed');
    expect(await status()).toMatchObject({ status: FACE_STATUS.passed, statusName: '核验通过' });
    const failed = await faceCheck('陈静', IDS.a, 'failed');
    expect((await get('/sign/getFaceStatus', h.managerB, { faceId: failed })).data.status).toBe(FACE_STATUS.failed);
  });

  it("does not show another company's face check", async () => {
    const id = await faceCheck('陈静', IDS.a);
    const res = await t().login(DEMO.users.managerA.phone);
    expect(await get('/sign/getFaceStatus', res, { faceId: id })).toMatchObject({ code: CODE.notFound });
  });
});

describe('regCompanyInfo', () => {
  it.each([
    [{ idNo: '110105194912310021' }, SIGN_MSG.idNoFormat],
    [{ name: '' }, SIGN_MSG.nameRequired],
    [{ mobileNo: '' }, SIGN_MSG.mobileRequired],
    [{ mobileNo: '1381234567' }, SIGN_MSG.mobileFormat],
    [{ cardNo: '6222021234567890124' }, SIGN_MSG.cardNoFormat],
    [{ company: ' ' }, SIGN_MSG.companyRequired],
    [{ orgCode: '' }, SIGN_MSG.orgCodeRequired],
    [{ orgCode: '91330108MA2J4P6Q0I' }, SIGN_MSG.orgCodeFormat],
    [{ orgCode: '1234567890123456' }, SIGN_MSG.orgCodeFormat],
    [{ orgCode: '91330108MA2J4P6Q0S' }, SIGN_MSG.orgCodeFormat],
    [{ verificationCode: '' }, MSG.codeRequired],
    [{ faceId: '' }, SIGN_MSG.faceRequired],
  ])('refuses %o: %s', async (over, msg) => {
    expect(await post('/sign/regCompanyInfo', h.managerB, body(over))).toMatchObject({ code: CODE.invalid, msg });
  });

  it('accepts a 15-digit licence number and a lower-case credit code as valid formats', async () => {
    for (const orgCode of ['330106000123456', ORG_CODE.toLowerCase()]) {
      const res = await post('/sign/regCompanyInfo', h.managerB, body({ orgCode, faceId: 'unknown' }));
      expect(res.msg).toBe(SIGN_MSG.faceRequired);
    }
  });

  it('needs a passed face check of the same name and ID number', async () => {
    const pending = await faceCheck('陈静', IDS.a, 'pending');
    expect((await post('/sign/regCompanyInfo', h.managerB, body({ faceId: pending }))).msg).toBe(SIGN_MSG.facePending);
    const failed = await faceCheck('陈静', IDS.a, 'failed');
    expect((await post('/sign/regCompanyInfo', h.managerB, body({ faceId: failed }))).msg).toBe(SIGN_MSG.faceFailed);
    const other = await faceCheck('陈静', IDS.b);
    expect((await post('/sign/regCompanyInfo', h.managerB, body({ faceId: other }))).msg).toBe(SIGN_MSG.faceMismatch);
    const otherName = await faceCheck('陈晶', IDS.a);
    expect((await post('/sign/regCompanyInfo', h.managerB, body({ faceId: otherName }))).msg).toBe(
      SIGN_MSG.faceMismatch,
    );
  });

  it('checks the SMS code: wrong, then 5 wrong tries kill it', async () => {
    const faceId = await faceCheck('陈静', IDS.a);
    const code = await sendCode();
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await post('/sign/regCompanyInfo', h.managerB, body({ faceId, verificationCode: wrong }))).msg).toBe(
        MSG.codeWrong,
      );
    }
    const res = await post('/sign/regCompanyInfo', h.managerB, body({ faceId, verificationCode: code }));
    expect(res).toMatchObject({ code: CODE.invalid, msg: MSG.codeTooManyTries });
  });

  it('a code lasts 10 minutes', async () => {
    const faceId = await faceCheck('陈静', IDS.a);
    const code = await sendCode();
    const [row] = await t()
      .db.select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, MOBILE))
      .orderBy(phoneCodes.id)
      .then((rows) => rows.filter((r) => r.purpose === SIGN_PHONE_CODE.certify).slice(-1));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000).toBe(600);
    t().clock.advance(600_000);
    const res = await post('/sign/regCompanyInfo', h.managerB, body({ faceId, verificationCode: code }));
    expect(res).toMatchObject({ code: CODE.invalid, msg: MSG.codeExpired });
  });

  it('refuses a second code within 60 s', async () => {
    await sendCode();
    const res = await post('/sign/getRegCompanyCode', h.managerB, { mobileNo: MOBILE });
    expect(res).toMatchObject({ code: CODE.tooMany, msg: MSG.codeTooFrequent });
    expect((await post('/sign/getRegCompanyCode', h.managerB, { mobileNo: '123' })).msg).toBe(SIGN_MSG.mobileFormat);
  });

  it('certifies company B, seals the ID number and lists the signer masked', async () => {
    const faceId = await faceCheck('陈静', IDS.a);
    const code = await sendCode();
    const res = await post(
      '/sign/regCompanyInfo',
      h.managerB,
      body({ faceId, verificationCode: code, idNo: IDS.a.toLowerCase(), cardNo: '6222 0212 3456 7890 128' }),
    );
    expect(res, res.msg).toMatchObject({
      code: 200,
      msg: '企业认证成功',
      data: { orgAuth: 1, name: DEMO.companyB.name },
    });

    const [row] = await t().db.select().from(signSigners).where(eq(signSigners.companyId, B));
    expect(row?.idMasked).toBe('1101**********002X');
    expect(JSON.stringify(row)).not.toContain(IDS.a);
    expect(JSON.stringify(row)).not.toContain('6222021234567890128');

    const list = await get('/sign/signRegCompanyPosts', h.managerB);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      name: '陈静',
      type: 1,
      typeName: '法定代表人',
      idNo: '1101**********002X',
      mobileNo: '139****5678',
      cardNo: '**** **** **** 0128',
      company: DEMO.companyB.name,
    });
    expect((await get('/sign/signRegCompanyPosts', h.agentB)).code).toBe(CODE.noPermission);

    // The same face check cannot certify again; the same person is already a signer.
    const again = await post('/sign/regCompanyInfo', h.managerB, body({ faceId, verificationCode: code }));
    expect(again.msg).toBe(SIGN_MSG.faceUsed);
    const secondFace = await faceCheck('陈静', IDS.a);
    const dup = await post('/sign/regCompanyInfo', h.managerB, body({ faceId: secondFace, verificationCode: code }));
    expect(dup.msg).toBe(SIGN_MSG.alreadyCertified);
    // A further signer must name the same company.
    const agentFace = await faceCheck('刘洋', IDS.b);
    const mismatch = await post(
      '/sign/regCompanyInfo',
      h.managerB,
      body({ faceId: agentFace, name: '刘洋', idNo: IDS.b, type: 2, orgCode: '330106000123456' }),
    );
    expect(mismatch.msg).toBe(SIGN_MSG.orgCodeMismatch);
  });
});
