import { expect } from 'vitest';
import { multipart } from '../../multipart.ts';
import { get, json, type TAnswer, type TCaseContext, type TCrossTenantCase, withIdsOfA } from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the signing ceremony (docs/signing-ceremony.md). */

const firstId = (c: TCaseContext, table: string) => Number((c.a.rows[table] ?? [])[0]?.id ?? 1);
const contractOfA = (c: TCaseContext) => firstId(c, 'sign_contracts');
/** A token shaped like A's links (A's company, 43 random characters): only the stored HMAC could open one. */
const forgedToken = (c: TCaseContext) => `${c.a.companyId}.${'A'.repeat(43)}`;
/** A verification code shaped like A's: B cannot know A's codes. */
const forgedCode = (c: TCaseContext) => `${c.a.companyId}-${'A'.repeat(16)}`;

const notOk = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).not.toBe(200);
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};

const onContractOfA = (route: string, extra: (c: TCaseContext) => Record<string, unknown> = () => ({})) => ({
  ...withIdsOfA(route, "contracts are found by the caller's company first: A's contractId is not found", (c) => ({
    contractId: contractOfA(c),
    ...extra(c),
  })),
  check: notFound,
});

const withToken = (url: string, method: 'GET' | 'POST', extra: Record<string, unknown> = {}) => ({
  why: "a link's token is looked up by its HMAC within the company it names; a forged token of A opens nothing",
  requests: (c: TCaseContext) => [
    method === 'GET'
      ? get(url, c.b.agent, { token: forgedToken(c) })
      : json(url, c.b.agent, { token: forgedToken(c), ...extra }),
  ],
  check: notOk,
});

export const SIGN_CEREMONY_CASES: Record<string, TCrossTenantCase> = {
  'GET /sign/signingOpen': withToken('/sign/signingOpen', 'GET'),
  'POST /sign/signingCode': withToken('/sign/signingCode', 'POST'),
  'POST /sign/signingFaceUrl': withToken('/sign/signingFaceUrl', 'POST'),
  'POST /sign/signingVerify': withToken('/sign/signingVerify', 'POST', { code: '123456' }),
  'POST /sign/signingSubmit': {
    why: 'the signature is taken only with a live token; a forged token of A is refused and nothing is stored',
    requests: (c) => {
      const form = multipart(
        { filename: 's.png', contentType: 'image/png', bytes: Buffer.from('89504e47', 'hex') },
        {
          token: forgedToken(c),
        },
      );
      return [
        {
          method: 'POST',
          url: '/sign/signingSubmit',
          headers: { ...c.b.agent, ...form.headers },
          payload: form.payload,
        },
      ];
    },
    check: notOk,
  },
  'GET /sign/signingCopy': withToken('/sign/signingCopy', 'GET'),
  'GET /sign/signCopies': onContractOfA('GET /sign/signCopies'),
  'POST /sign/signCopyRevoke': onContractOfA('POST /sign/signCopyRevoke', (c) => ({
    copyId: firstId(c, 'sign_ceremony_copies'),
  })),
  'POST /sign/signCopyResend': onContractOfA('POST /sign/signCopyResend', (c) => ({
    copyId: firstId(c, 'sign_ceremony_copies'),
  })),
  'GET /sign/copyFile': {
    why: "a copy's file link has a MAC over company, copy and expiry: a link B forges for A's copy is a 404",
    requests: (c) => [
      {
        method: 'GET',
        url: `/sign/copyFile?o=${c.a.companyId}&y=${firstId(c, 'sign_ceremony_copies')}&e=9999999999&s=${'A'.repeat(43)}`,
        headers: c.b.agent,
      },
    ],
    check: (answers) => {
      for (const answer of answers) expect(answer.status, answer.body).toBe(404);
    },
  },
  'GET /sign/signSigners': onContractOfA('GET /sign/signSigners'),
  'GET /sign/signEvents': onContractOfA('GET /sign/signEvents'),
  'GET /sign/signCustomModelView': onContractOfA('GET /sign/signCustomModelView'),
  'GET /sign/signCustomModeHistoryView': onContractOfA('GET /sign/signCustomModeHistoryView'),
  'GET /sign/signShareLink': onContractOfA('GET /sign/signShareLink'),
  'POST /sign/signResend': onContractOfA('POST /sign/signResend', (c) => ({
    signerId: firstId(c, 'sign_ceremony_signers'),
  })),
  'POST /sign/signOnsite': onContractOfA('POST /sign/signOnsite', (c) => ({
    signerId: firstId(c, 'sign_ceremony_signers'),
  })),
  'POST /sign/sealApply': onContractOfA('POST /sign/sealApply', (c) => ({ sealId: firstId(c, 'sign_seals') })),
  'GET /sign/verify': {
    why: 'public, but a code is looked up with its company; a guessed code of A is unknown and answers nothing of A',
    requests: (c) => [get('/sign/verify', undefined, { code: forgedCode(c) })],
    check: (answers) => expect(answers[0]?.json?.data).toMatchObject({ status: 0, contractNo: '', parties: [] }),
  },
  'POST /sign/verifyFile': {
    why: 'a dropped file is compared only with the file of the code given; a guessed code of A matches nothing',
    requests: (c) => {
      const form = multipart(
        { filename: 'c.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF') },
        {
          code: forgedCode(c),
        },
      );
      return [{ method: 'POST', url: '/sign/verifyFile', headers: form.headers, payload: form.payload }];
    },
    check: (answers) => expect(answers[0]?.json?.data).toMatchObject({ status: 0, match: false }),
  },
  'GET /sign/pdf': {
    why: "a PDF link's MAC covers company, contract, kind and expiry: a link B forges for A's contract is a 404",
    requests: (c) => [
      {
        method: 'GET',
        url: `/sign/pdf?o=${c.a.companyId}&c=${contractOfA(c)}&k=signed&v=1&e=9999999999&s=${'A'.repeat(43)}`,
        headers: c.b.agent,
      },
      {
        method: 'GET',
        url: `/sign/pdf?o=${c.a.companyId}&c=${contractOfA(c)}&k=preview&v=1&e=9999999999&s=`,
        headers: c.b.agent,
      },
    ],
    check: (answers) => {
      for (const answer of answers) expect(answer.status, answer.body).toBe(404);
    },
  },
};
