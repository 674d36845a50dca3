import { CODE, MSG } from '@awb/contract/common/codes';
import { SIGN_MSG, SIGN_PHONE_CODE } from '@awb/contract/sign-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { phoneCodes } from '../../platform/phone-code/phone-code.table.ts';
import { SIGNATURE_EMPTY_MSG } from './seal-drawing/signature-png.ts';
import { signSeals } from './sign.table.ts';
import { BOUND_PHONE, fetchPng, setupSignApp, strokesPng } from './sign-test-kit.ts';

const { t, h, get, post, form, upload } = setupSignApp();
const A = DEMO.companyA.id;
let etcomid = 0;
let agentA = 0;
let agentB = 0;

beforeAll(async () => {
  etcomid = (await get('/sign/companyInfo', h.managerA)).data.etcomid;
  agentA = await userIdOf(t(), DEMO.users.agentA.phone);
  agentB = await userIdOf(t(), DEMO.users.agentB.phone);
});

/** Sends the seal code to the bound phone (after the 60 s rule) and answers it. */
async function sealCode(): Promise<string> {
  t().clock.advance(61_000);
  const res = await form('/sign/VerificationCode', h.managerA, { etcomid: String(etcomid) });
  expect(res, res.msg).toMatchObject({ code: 200, msg: '验证码已发送' });
  return t().sms.lastCode(BOUND_PHONE) as string;
}

const seals = async () => (await get('/sign/signaturePosts', h.managerA, { etcomid })).data;

describe('signaturePosts', () => {
  it("lists company A's three drawn seals and two staff signatures, as transparent PNGs", async () => {
    const data = await seals();
    expect(data.seals.map((s: { sealTypeName: string }) => s.sealTypeName)).toEqual(['公章', '合同章', '财务章']);
    expect(data.seals.map((s: { qtext: string }) => s.qtext)).toEqual(['', '合同专用章', '财务专用章']);
    expect(data.signatures.map((s: { name: string }) => s.name).sort()).toEqual(['张伟', '李娜', '王强']);
    for (const item of [...data.seals, ...data.signatures]) {
      expect(item).toMatchObject({ expired: false, expiredText: '' });
      const png = await fetchPng(t(), item.url);
      expect(png.status).toBe(200);
      expect(png.meta).toMatchObject({ format: 'png', hasAlpha: true });
    }
  });

  it("refuses another company's etcomid and an uncertified company", async () => {
    expect(await get('/sign/signaturePosts', h.managerA, { etcomid: etcomid + 1000 })).toMatchObject({
      code: CODE.notFound,
    });
    expect(await get('/sign/signaturePosts', h.managerB, { etcomid })).toMatchObject({
      code: CODE.invalid,
      msg: SIGN_MSG.notCertified,
    });
  });

  it('needs the seal permission', async () => {
    expect(await get('/sign/signaturePosts', h.agentA, { etcomid })).toMatchObject({
      code: CODE.noPermission,
      msg: MSG.noPermission,
    });
  });
});

describe('Verification and VerificationCode', () => {
  it('shows the bound phone masked and sends a 10-minute code to it, once a minute', async () => {
    expect((await get('/sign/Verification', h.managerA, { etcomid })).data).toEqual({ phone: '138****0001' });
    await sealCode();
    const again = await form('/sign/VerificationCode', h.managerA, { etcomid: String(etcomid) });
    expect(again).toMatchObject({ code: CODE.tooMany, msg: MSG.codeTooFrequent });
    const rows = await t()
      .db.select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, BOUND_PHONE), eq(phoneCodes.purpose, SIGN_PHONE_CODE.seal)));
    const last = rows.at(-1);
    expect(last && last.expiresAt.getTime() - last.createdAt.getTime()).toBe(600_000);
  });
});

describe('createSignature', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    sealType: 3,
    etcomid,
    name: '张伟',
    htext: '',
    qtext: '',
    vercode: '000000',
    ...over,
  });

  it.each([
    [{ sealType: 4 }, SIGN_MSG.sealTypeInvalid],
    [{ name: '' }, SIGN_MSG.agentNameRequired],
    [{ vercode: '' }, MSG.codeRequired],
    [{ qtext: '专'.repeat(21) }, '内容不能超过20个字'],
  ])('refuses %o: %s', async (over, msg) => {
    expect(await post('/sign/createSignature', h.managerA, body(over))).toMatchObject({ code: CODE.invalid, msg });
  });

  it('allows one seal of a type', async () => {
    const res = await post('/sign/createSignature', h.managerA, body({ vercode: await sealCode() }));
    expect(res).toMatchObject({ code: CODE.invalid, msg: SIGN_MSG.sealExists });
  });

  it('a wrong code counts, an expired one is refused', async () => {
    const finance = (await seals()).seals.find((s: { sealType: number }) => s.sealType === 3);
    expect((await post('/sign/companySignatureDelete', h.managerA, { id: finance.sealId })).code).toBe(200);
    const code = await sealCode();
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await post('/sign/createSignature', h.managerA, body({ vercode: wrong }))).msg).toBe(MSG.codeWrong);
    t().clock.advance(600_000);
    expect((await post('/sign/createSignature', h.managerA, body({ vercode: code }))).msg).toBe(MSG.codeExpired);
  });

  it('draws a finance seal, stores its PNG and SVG and keeps the keeper', async () => {
    const res = await post('/sign/createSignature', h.managerA, body({ vercode: await sealCode(), agentCode: agentA }));
    expect(res, res.msg).toMatchObject({
      code: 200,
      msg: '印章创建成功',
      data: {
        type: 1,
        sealType: 3,
        sealTypeName: '财务章',
        name: '张伟',
        agentCode: agentA,
        htext: DEMO.companyA.name,
        qtext: '财务专用章',
        source: 1,
        expired: false,
      },
    });
    const png = await fetchPng(t(), res.data.url);
    expect(png.meta).toMatchObject({ format: 'png', hasAlpha: true, width: 600, height: 600 });
    const [row] = await t().db.select().from(signSeals).where(eq(signSeals.id, res.data.sealId));
    expect(row?.svg).toMatch(/^<svg/);
    expect(row?.companyId).toBe(A);
  });

  it('refuses a keeper of another company', async () => {
    const res = await post('/sign/createSignature', h.managerA, body({ sealType: 2, agentCode: agentB }));
    expect(res).toMatchObject({ code: CODE.invalid, msg: SIGN_MSG.agentInvalid });
  });
});

describe('updateSignature and companySignatureDelete', () => {
  it('renames the keeper; an empty name says 请输入经办人人名', async () => {
    const seal = (await seals()).seals[0];
    const empty = await post('/sign/updateSignature', h.managerA, {
      sealId: seal.sealId,
      etcomid,
      name: '',
      agentCode: agentA,
    });
    expect(empty).toMatchObject({ code: CODE.invalid, msg: '请输入经办人人名' });
    const res = await post('/sign/updateSignature', h.managerA, {
      sealId: seal.sealId,
      etcomid,
      name: '李娜',
      agentCode: agentA,
    });
    expect(res.data).toMatchObject({ sealId: seal.sealId, name: '李娜', agentCode: agentA });
    const other = await post('/sign/updateSignature', h.managerA, {
      sealId: seal.sealId,
      etcomid,
      name: '刘洋',
      agentCode: agentB,
    });
    expect(other.msg).toBe(SIGN_MSG.agentInvalid);
  });

  it("cannot touch another company's seal", async () => {
    const seal = (await seals()).seals[0];
    expect((await post('/sign/companySignatureDelete', h.managerB, { id: seal.sealId })).code).toBe(CODE.notFound);
  });
});

describe('createPictureSignature', () => {
  const fields = (over: Record<string, string> = {}) => ({
    name: '李娜',
    agentCode: String(agentA),
    etcomid: String(etcomid),
    vercode: '000000',
    ...over,
  });

  it('checks the fields and the picture', async () => {
    expect((await upload(h.managerA, fields({ name: '' }), await strokesPng())).msg).toBe('请输入经办人人名');
    expect((await upload(h.managerA, fields({ type: '1' }), await strokesPng())).msg).toBe(SIGN_MSG.sealTypeInvalid);
    expect((await upload(h.managerA, fields(), null)).msg).toBe(SIGN_MSG.pictureRequired);
    const html = await upload(h.managerA, fields(), SAMPLE_FILES.html, 'sign.png');
    expect(html.code).toBe(CODE.invalid);
    const blank = await upload(h.managerA, fields(), SAMPLE_FILES.png);
    expect(blank.msg).toMatch(new RegExp(`${SIGNATURE_EMPTY_MSG}|图片中没有可用的印章或签名`));
  });

  it('stores a handwritten signature as a transparent PNG, listed under type 2', async () => {
    const res = await upload(h.managerA, fields({ vercode: await sealCode() }), await strokesPng());
    expect(res, res.msg).toMatchObject({
      code: 200,
      msg: '签名保存成功',
      data: { type: 2, sealType: 0, name: '李娜', source: 2 },
    });
    const png = await fetchPng(t(), res.data.url);
    expect(png.meta).toMatchObject({ format: 'png', hasAlpha: true });
    const list = await seals();
    expect(list.signatures.some((s: { sealId: number }) => s.sealId === res.data.sealId)).toBe(true);
  });
});

describe('sealAuthFreeExpireList', () => {
  it('says 公司名+时间+印章已过期 with 请前往pc端操作 once a seal has expired', async () => {
    const fresh = await get('/fpk/sealAuthFreeExpireList', h.agentA);
    expect(fresh.data.every((r: { expired: boolean }) => !r.expired)).toBe(true);
    // The seals' year is up (moved back rather than the clock moved on: the company's 电子签约 plan
    // itself ends within the year).
    await t()
      .db.update(signSeals)
      .set({ expiresAt: new Date(t().clock.now().getTime() - 86_400_000) })
      .where(eq(signSeals.companyId, DEMO.companyA.id));
    const agent = h.agentA;
    const list = await get('/fpk/sealAuthFreeExpireList', agent);
    const seal = list.data[0];
    expect(seal).toMatchObject({ company: DEMO.companyA.name, expired: true, tip: '请前往pc端操作' });
    expect(seal.text).toBe(`${DEMO.companyA.name}${seal.lasttime}印章已过期`);
    const other = await t().login(DEMO.users.agentB.phone);
    expect((await get('/fpk/sealAuthFreeExpireList', other)).data).toEqual([]);
    const select = await get('/sign/signSelectBody', agent);
    expect(select.data).toMatchObject({ showType: 0, corpList: [{ seals: [] }] });
  });
});
