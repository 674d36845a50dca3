import { expect } from 'vitest';
import { multipart, SAMPLE_FILES } from '../../multipart.ts';
import {
  addIdFields,
  get,
  json,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

addIdFields({
  etcomid: 'sign_accounts',
  sealId: 'sign_seals',
  boxid: 'company_sign_templates',
  agentCode: 'users',
});

/** Cross-tenant entries of the 电子签约 I calls (issue 13; docs/signing.md). */
const firstOf = (c: TCaseContext, table: string, column = 'id') => {
  const row = (c.a.rows[table] ?? [])[0];
  if (!row) throw new Error(`company A has no ${table} row for this case`);
  return row[column];
};
const etcomidOfA = (c: TCaseContext) => Number(firstOf(c, 'sign_accounts'));
const sealOfA = (c: TCaseContext) => Number(firstOf(c, 'sign_seals'));
const boxOfA = (c: TCaseContext) => Number(firstOf(c, 'company_sign_templates'));

const notOk = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).not.toBe(200);
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};
/** A list answered for B holds none of A's rows (B has no signing rows of its own in the suite). */
const emptyList = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.data, answer.body).toEqual([]);
};

/** B's manager (passes every permission) names A's signing account: B is not certified, A's is not B's. */
/** Template rows answered to B name none of A's boxids (B has adopted the same shipped templates). */
const noBoxOfA = (answers: TAnswer[], c: TCaseContext) => {
  const ofA = new Set((c.a.rows.company_sign_templates ?? []).map((r) => Number(r.id)));
  for (const answer of answers) {
    expect(answer.json?.code, answer.body).toBe(200);
    for (const row of answer.json?.data ?? []) expect(ofA.has(Number(row.boxid)), answer.body).toBe(false);
  }
};

const onAccountOfA = (route: string, extra: (c: TCaseContext) => Record<string, unknown> = () => ({})) => ({
  ...withIdsOfA(route, "the signing account is looked up by the caller's company; A's etcomid is refused", (c) => ({
    etcomid: etcomidOfA(c),
    ...extra(c),
  })),
  check: notOk,
});

const onBoxOfA = (route: string, extra: Record<string, unknown> = {}) => ({
  ...withIdsOfA(route, "templates are found by the caller's company first: A's boxid is not found", (c) => ({
    boxid: boxOfA(c),
    ...extra,
  })),
  check: notFound,
});

export const SIGN_CASES: Record<string, TCrossTenantCase> = {
  'GET /sign/companyInfo': {
    why: "answers the caller's own company",
    requests: (c) => [get('/sign/companyInfo', c.b.agent, { companyId: c.a.companyId })],
    check: (answers) => expect(answers[0]?.json?.data).toMatchObject({ orgAuth: 0, etcomid: 0 }),
  },
  'POST /sign/getFaceUrl': withIdsOfA('POST /sign/getFaceUrl', "a face check is started for the caller's company"),
  'GET /sign/getFaceStatus': {
    why: "face checks are looked up within the caller's company: A's faceId is not found",
    requests: (c) => [
      get('/sign/getFaceStatus', c.b.manager, { faceId: String(firstOf(c, 'sign_face_checks', 'face_id')) }),
    ],
    check: notFound,
  },
  'POST /sign/getRegCompanyCode': withIdsOfA(
    'POST /sign/getRegCompanyCode',
    'sends a code to the phone given; nothing of A is read',
  ),
  'POST /sign/regCompanyInfo': {
    ...withIdsOfA('POST /sign/regCompanyInfo', "A's face check is not found in B", (c) => ({
      faceId: String(firstOf(c, 'sign_face_checks', 'face_id')),
    })),
    check: notOk,
  },
  'GET /sign/signRegCompanyPosts': {
    why: "lists the caller's company's signers only",
    requests: (c) => [get('/sign/signRegCompanyPosts', c.b.manager, { companyId: c.a.companyId })],
    check: emptyList,
  },
  'GET /sign/signaturePosts': onAccountOfA('GET /sign/signaturePosts'),
  'GET /sign/Verification': onAccountOfA('GET /sign/Verification'),
  'POST /sign/VerificationCode': {
    why: "A's etcomid is refused: no code goes to A's bound phone",
    requests: (c) => [
      {
        method: 'POST',
        url: '/sign/VerificationCode',
        headers: { ...c.b.manager, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `etcomid=${etcomidOfA(c)}&companyId=${c.a.companyId}`,
      },
    ],
    check: notOk,
  },
  'POST /sign/createSignature': onAccountOfA('POST /sign/createSignature', () => ({ sealType: 1 })),
  'POST /sign/updateSignature': onAccountOfA('POST /sign/updateSignature', (c) => ({ sealId: sealOfA(c) })),
  'POST /sign/companySignatureDelete': {
    ...withIdsOfA('POST /sign/companySignatureDelete', "A's seal is not found in B", (c) => ({ id: sealOfA(c) })),
    check: notFound,
  },
  'POST /sign/createPictureSignature': {
    why: "A's etcomid is refused; nothing is stored for A",
    requests: (c) => {
      const form = multipart(
        { filename: 'sign.png', contentType: 'image/png', bytes: SAMPLE_FILES.png },
        {
          name: '刘洋',
          agentCode: String(c.a.users.agentA.id),
          etcomid: String(etcomidOfA(c)),
          vercode: '123456',
          companyId: String(c.a.companyId),
        },
      );
      return [
        {
          method: 'POST',
          url: '/sign/createPictureSignature',
          headers: { ...c.b.manager, ...form.headers },
          payload: form.payload,
        },
      ];
    },
    check: notOk,
  },
  'GET /fpk/sealAuthFreeExpireList': {
    why: "lists the caller's company's seals only",
    requests: (c) => [get('/fpk/sealAuthFreeExpireList', c.b.agent, { companyId: c.a.companyId })],
    check: emptyList,
  },
  'GET /template/templatesRecommend': {
    why: "the adopted flags and boxids are the caller's company's",
    requests: (c) => [get('/template/templatesRecommend', c.b.agent, { companyId: c.a.companyId })],
    check: (answers, c) => noBoxOfA(answers, c),
  },
  'POST /template/templateAdopt': withIdsOfA('POST /template/templateAdopt', "adopts into the caller's own company"),
  'GET /template/templateManagementPosts': {
    why: "lists the caller's company's templates only",
    requests: (c) => [get('/template/templateManagementPosts', c.b.manager, { boxType: 0, companyId: c.a.companyId })],
    check: (answers, c) => noBoxOfA(answers, c),
  },
  'POST /template/templateUpAndDown': onBoxOfA('POST /template/templateUpAndDown', { state: 0 }),
  'POST /template/templateDelete': onBoxOfA('POST /template/templateDelete'),
  'GET /sign/templatePostsV2': {
    why: "lists the caller's company's templates only",
    requests: (c) => [get('/sign/templatePostsV2', c.b.agent, { boxType: 1, companyId: c.a.companyId })],
    check: (answers, c) => noBoxOfA(answers, c),
  },
  'GET /sign/signingField': onBoxOfA('GET /sign/signingField'),
  'GET /sign/getSignSetting': {
    why: "answers the caller's company's setting",
    requests: (c) => [get('/sign/getSignSetting', c.b.agent, { companyId: c.a.companyId })],
    check: (answers) => expect(answers[0]?.json?.data).toMatchObject({ signingType: 0 }),
  },
  'POST /sign/signSettingSave': {
    why: "saves the caller's company's setting, whatever ids the body carries",
    requests: (c) => [json('/sign/signSettingSave', c.b.manager, { signingType: 2, companyId: c.a.companyId })],
  },
  'GET /sign/signSelectBody': {
    why: "offers the caller's company's seals and signers only",
    requests: (c) => [get('/sign/signSelectBody', c.b.agent, { companyId: c.a.companyId })],
    check: (answers) => expect(answers[0]?.json?.data).toEqual({ showType: 0, corpList: [], list: [] }),
  },
  'GET /sign/pageCount': withIdsOfA('GET /sign/pageCount', "counts the caller's own waiting items"),
};
