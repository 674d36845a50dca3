import { SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { expect } from 'vitest';
import { DEMO_SIGN } from '../../../src/db/seed/demo-sign.ts';
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
import { heldSubmissionOfA } from './oa.cases.ts';

addIdFields({
  etcomid: 'sign_accounts',
  sealId: 'sign_seals',
  boxid: 'company_sign_templates',
  agentCode: 'users',
});

/** Cross-tenant entries of the 电子签约 calls (docs/signing.md). */
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

const draftOfA = (c: TCaseContext) => String(firstOf(c, 'sign_drafts', 'draft_code'));
const contractOfA = (c: TCaseContext) => Number(firstOf(c, 'sign_contracts'));

const onDraftOfA = (route: string) => ({
  ...withIdsOfA(route, "drafts are found by the caller's company and author: A's draftCode is not found", (c) => ({
    draftCode: draftOfA(c),
  })),
  check: notFound,
});

/** B's manager names A's signing contract (contractId of the sign_contracts table). */
const onContractOfA = (route: string, extra: Record<string, unknown> = {}) => ({
  ...withIdsOfA(
    route,
    "signing contracts are found by the caller's company first: A's contractId is not found",
    (c) => ({
      contractId: contractOfA(c),
      ...extra,
    }),
  ),
  check: notFound,
});

/** B's manager names A's contract record of the type (the contract module's service looks it up by company). */
const recordOfA = (route: string, contractType: number) => ({
  ...withIdsOfA(
    route,
    "the contract record is read through the contract service, scoped by the caller's company",
    (c) => {
      const row = (c.a.rows.contracts ?? []).find((r) => Number(r.contract_type) === contractType);
      if (!row) throw new Error(`company A has no contract record of type ${contractType}`);
      return { contractId: Number(row.id) };
    },
  ),
  check: notFound,
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
    why: "offers the caller's company's seals and signers only, and names the caller's own agency",
    requests: (c) => [get('/sign/signSelectBody', c.b.agent, { companyId: c.a.companyId })],
    check: (answers) => {
      const data = answers[0]?.json?.data;
      expect(data).toMatchObject({ showType: 0, corpList: [], list: [], mySignature: null });
      // B is not certified: its block has its own name and no credit code, never A's.
      expect(data.agency.company.certNo).toBe('');
      expect(data.agency.company.name).not.toBe(DEMO_SIGN.companyName);
    },
  },
  'GET /sign/pageCount': withIdsOfA('GET /sign/pageCount', "counts the caller's own waiting items"),
  // ── Contracts: drafts, submission, list, detail, invalidation, deletion ──
  'POST /sign/signDraftSave': {
    why: "a draft is found by the caller's company and author: A's draftCode is not found, A's boxid neither",
    requests: (c) => [
      json('/sign/signDraftSave', c.b.manager, {
        boxid: boxOfA(c),
        draftCode: draftOfA(c),
        version: 1,
        content: { houseName: '乙公司覆盖' },
        companyId: c.a.companyId,
      }),
      json('/sign/signDraftSave', c.b.manager, { boxid: boxOfA(c), content: { houseName: '乙公司新草稿' } }),
    ],
    check: notFound,
  },
  'GET /sign/signDraftPosts': {
    why: "lists the caller's own drafts",
    requests: (c) => [get('/sign/signDraftPosts', c.b.manager, { companyId: c.a.companyId })],
    check: emptyList,
  },
  'GET /sign/signDraftDetail': onDraftOfA('GET /sign/signDraftDetail'),
  'POST /sign/signDraftDel': {
    why: "A's draft is not found in B",
    requests: (c) => [
      {
        method: 'POST',
        url: '/sign/signDraftDel',
        headers: { ...c.b.manager, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `draftCode=${draftOfA(c)}&companyId=${c.a.companyId}`,
      },
    ],
    check: notFound,
  },
  'GET /sign/signAddView': onDraftOfA('GET /sign/signAddView'),
  'POST /sign/contractSubmission': {
    why:
      "the template is looked up in the caller's company: A's boxid is refused and nothing is made; the " +
      "content's listing, customer and record go through their modules' scope checks (another company's: " +
      'refused, ceremony-book-links.routes.test.ts)',
    requests: (c) => [
      json('/sign/contractSubmission', c.b.manager, {
        boxid: boxOfA(c),
        content: {
          houseName: '乙公司',
          draftCode: draftOfA(c),
          houseId: Number(firstOf(c, 'listings')),
          customerId: Number(firstOf(c, 'customers')),
          recordId: Number(firstOf(c, 'contracts')),
        },
        companyId: c.a.companyId,
      }),
    ],
    check: notOk,
  },
  // A body the schema accepts, so that only the contract's company can refuse it.
  'POST /sign/contractEdit': onContractOfA('POST /sign/contractEdit', {
    version: 1,
    signatureType: SIGNATURE_TYPE.withCompany,
    brokerSignature: undefined,
    content: { houseName: '乙' },
  }),
  'GET /sign/signEditContent': onContractOfA('GET /sign/signEditContent'),
  'GET /sign/signPosts': {
    why: "lists the caller's company's contracts only",
    requests: (c) => [get('/sign/signPosts', c.b.manager, { companyId: c.a.companyId })],
    check: emptyList,
  },
  'GET /sign/signStateCounts': {
    why: "counts the caller's company's contracts only",
    requests: (c) => [get('/sign/signStateCounts', c.b.manager, { companyId: c.a.companyId })],
    check: (answers: TAnswer[]) => {
      for (const answer of answers) expect(answer.json?.data?.total, answer.body).toBe(0);
    },
  },
  'GET /sign/signQuota': {
    why: "the quota is read for the caller's company only: B, with no quota of its own, is never told A's",
    requests: (c) => [get('/sign/signQuota', c.b.manager, { companyId: c.a.companyId })],
    check: (answers: TAnswer[]) => {
      for (const answer of answers) {
        expect(answer.json?.code, answer.body).toBe(200);
        expect(answer.json?.data, answer.body).toEqual({ contracts: 0, used: 0, remain: 0 });
      }
    },
  },
  'GET /sign/signDetailV2': onContractOfA('GET /sign/signDetailV2'),
  'GET /sign/getSignInfo': {
    why: "by contract or by approval request, each found in the caller's company first: A's are not found",
    requests: (c) => [
      ...onContractOfA('GET /sign/getSignInfo').requests(c),
      get('/sign/getSignInfo', c.b.manager, { approvalId: heldSubmissionOfA(c), companyId: c.a.companyId }),
    ],
    check: notFound,
  },
  'GET /sign/signContent': onContractOfA('GET /sign/signContent'),
  'GET /sign/operationlogs': onContractOfA('GET /sign/operationlogs'),
  'GET /sign/signHistoryPosts': onContractOfA('GET /sign/signHistoryPosts'),
  'POST /sign/signInvalid': onContractOfA('POST /sign/signInvalid'),
  'POST /sign/signInvalidRevoke': onContractOfA('POST /sign/signInvalidRevoke'),
  'POST /sign/signDelete': onContractOfA('POST /sign/signDelete'),
  'GET /sign/getContractSellData': recordOfA('GET /sign/getContractSellData', 1),
  'GET /sign/getContractRentData': recordOfA('GET /sign/getContractRentData', 2),
  'GET /sign/signingPreviewContent': onBoxOfA('GET /sign/signingPreviewContent'),
  'GET /sign/signingPreviewEditContent': onContractOfA('GET /sign/signingPreviewEditContent'),
  'GET /sign/signingPreviewDraftDetail': onDraftOfA('GET /sign/signingPreviewDraftDetail'),
};
