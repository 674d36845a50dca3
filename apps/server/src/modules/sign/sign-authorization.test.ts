import { SIGNATURE_KIND, SIGNATURE_SOURCE, TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { SIGN_TEMPLATES } from '@awb/contract/sign-templates';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import {
  signCeremonyCopies,
  signCeremonyEvents,
  signCeremonyLinks,
  signCeremonySigners,
} from './ceremony/ceremony.table.ts';
import { signRepository } from './sign.repository.ts';
import { companySignTemplates, signAccounts, signSeals } from './sign.table.ts';
import { signContractLogs, signContracts, signDrafts } from './sign-contract.table.ts';
import { boxOf, saleContent } from './sign-contract-test-kit.ts';
import { BOUND_PHONE, strokesPng } from './sign-test-kit.ts';

/**
 * For every signing call that declares a permission (seals: item 5, templates: item 4; contracts:
 * drafts, submission and edits item 1, invalidation item 2, deletion item 3): someone holding every
 * other permission is refused with the seeds' message and nothing changes; someone holding just that
 * item succeeds, and so does a manager. Certification and the settings are for
 * managers only (tested in their own files).
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
const A = DEMO.companyA.id;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const get = (url: string, query: Record<string, string>): InjectOptions => ({ method: 'GET', url, query });

const etcomid = async () => {
  const [row] = await t.db.select().from(signAccounts).where(eq(signAccounts.companyId, A));
  return row?.id ?? 0;
};
/** A fresh seal code on the bound phone, sent by the manager. */
const code = async () => {
  t.clock.advance(61_000);
  const res = await t.call({
    method: 'POST',
    url: '/sign/VerificationCode',
    headers: { ...manager, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `etcomid=${await etcomid()}`,
  });
  expect(res.code, res.msg).toBe(200);
  return t.sms.lastCode(BOUND_PHONE) as string;
};
/** A signature row to rename or delete (written directly: the calls under test are elsewhere). */
const freshSeal = async () => {
  const now = t.clock.now();
  const row = await signRepository.insertSeal(t.db, {
    companyId: A,
    accountId: await etcomid(),
    kind: SIGNATURE_KIND.personal,
    source: SIGNATURE_SOURCE.picture,
    keeperUserId: await userIdOf(t, DEMO.users.agentA.phone),
    keeperName: '李娜',
    pngRef: '',
    width: 10,
    height: 10,
    expiresAt: new Date(now.getTime() + 86_400_000),
    createdBy: 1,
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
};
const liveTemplate = async () => {
  const rows = await signRepository.templates(t.db, A, {});
  return rows[0]?.id ?? 0;
};
const adoptedTemplate = async () => {
  const template = SIGN_TEMPLATES[1];
  if (!template) throw new Error('no template');
  const now = t.clock.now();
  await t.db
    .update(companySignTemplates)
    .set({ deletedAt: now })
    .where(and(eq(companySignTemplates.companyId, A), eq(companySignTemplates.code, template.code)));
  const row = await signRepository.insertTemplate(t.db, {
    companyId: A,
    code: template.code,
    boxType: template.boxType,
    title: template.title,
    version: template.version,
    definition: template,
    state: TEMPLATE_STATE.up,
    createdBy: 1,
    createdAt: now,
    updatedAt: now,
  });
  return row;
};

/** A fresh contract of A submitted by the manager (the guarded calls act on it). */
const signedUp = async () => {
  const res = await t.call({
    ...post('/sign/contractSubmission', { boxid: await boxOf(t, A), content: saleContent() }),
    headers: manager,
  });
  expect(res.code, res.msg).toBe(200);
  return res.data.contractId as number;
};

/** The first signer of a fresh contract (resend and on-site signing act on it). */
const firstSigner = async () => {
  const contractId = await signedUp();
  const [signer] = await t.db.select().from(signCeremonySigners).where(eq(signCeremonySigners.contractId, contractId));
  return { contractId, signerId: signer?.id ?? 0 };
};

/** A party's copy of a fresh contract, as completion makes it (revoking acts on it). */
const partyCopy = async () => {
  const { contractId, signerId } = await firstSigner();
  const [row] = await t.db
    .insert(signCeremonyCopies)
    .values({
      companyId: A,
      contractId,
      signerId,
      tokenHash: `matrix-${contractId}`,
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      createdAt: t.clock.now(),
    })
    .returning();
  return { contractId, copyId: row?.id ?? 0 };
};

const CASES: TMatrixCases = {
  'GET /sign/signaturePosts': async () => get('/sign/signaturePosts', { etcomid: String(await etcomid()) }),
  'GET /sign/Verification': async () => get('/sign/Verification', { etcomid: String(await etcomid()) }),
  'POST /sign/VerificationCode': async () => {
    t.clock.advance(61_000);
    return {
      method: 'POST',
      url: '/sign/VerificationCode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `etcomid=${await etcomid()}`,
    };
  },
  'POST /sign/createSignature': async () => {
    await t.db
      .update(signSeals)
      .set({ deletedAt: t.clock.now() })
      .where(and(eq(signSeals.companyId, A), eq(signSeals.sealType, 3), isNull(signSeals.deletedAt)));
    return post('/sign/createSignature', {
      sealType: 3,
      etcomid: await etcomid(),
      name: '张伟',
      vercode: await code(),
    });
  },
  'POST /sign/updateSignature': async () =>
    post('/sign/updateSignature', {
      sealId: await freshSeal(),
      etcomid: await etcomid(),
      name: '王强',
      agentCode: await userIdOf(t, DEMO.users.agentA2.phone),
    }),
  'POST /sign/companySignatureDelete': async () => post('/sign/companySignatureDelete', { id: await freshSeal() }),
  'POST /sign/createPictureSignature': async () => {
    const form = multipart(
      { filename: 'sign.png', contentType: 'image/png', bytes: await strokesPng() },
      {
        name: '李娜',
        agentCode: String(await userIdOf(t, DEMO.users.agentA.phone)),
        etcomid: String(await etcomid()),
        vercode: await code(),
      },
    );
    return { method: 'POST', url: '/sign/createPictureSignature', headers: form.headers, payload: form.payload };
  },
  'POST /template/templateAdopt': async () => {
    const row = await adoptedTemplate();
    await t.db
      .update(companySignTemplates)
      .set({ deletedAt: t.clock.now() })
      .where(eq(companySignTemplates.id, row.id));
    return post('/template/templateAdopt', { code: row.code });
  },
  'GET /template/templateManagementPosts': async () => get('/template/templateManagementPosts', { boxType: '0' }),
  'POST /template/templateUpAndDown': async () =>
    post('/template/templateUpAndDown', { boxid: await liveTemplate(), state: TEMPLATE_STATE.down }),
  'POST /template/templateDelete': async () =>
    post('/template/templateDelete', { boxid: (await adoptedTemplate()).id }),
  // Contracts: drafts, submission, edits, invalidation, deletion.
  'POST /sign/signDraftSave': async () =>
    post('/sign/signDraftSave', { boxid: await boxOf(t, A), content: { houseName: '矩阵测试苑' } }),
  // Whoever holds just item 1 has no saved signature: they sign 经纪人（签字） on the pad.
  'POST /sign/contractSubmission': async () =>
    post('/sign/contractSubmission', {
      boxid: await boxOf(t, A),
      content: saleContent(),
      brokerSignature: (await strokesPng()).toString('base64'),
    }),
  'GET /sign/signEditContent': async () => get('/sign/signEditContent', { contractId: String(await signedUp()) }),
  'POST /sign/contractEdit': async () =>
    post('/sign/contractEdit', { contractId: await signedUp(), version: 1, content: saleContent() }),
  'POST /sign/signInvalid': async () => post('/sign/signInvalid', { contractId: await signedUp() }),
  'POST /sign/signInvalidRevoke': async () => {
    const contractId = await signedUp();
    const res = await t.call({ ...post('/sign/signInvalid', { contractId }), headers: manager });
    expect(res.code, res.msg).toBe(200);
    return post('/sign/signInvalidRevoke', { contractId });
  },
  'POST /sign/signDelete': async () => post('/sign/signDelete', { contractId: await signedUp() }),
  // The signing ceremony.
  'POST /sign/signResend': async () => post('/sign/signResend', await firstSigner()),
  'POST /sign/signOnsite': async () => post('/sign/signOnsite', await firstSigner()),
  'POST /sign/signCopyRevoke': async () => post('/sign/signCopyRevoke', await partyCopy()),
  'POST /sign/signCopyResend': async () => {
    const copy = await partyCopy();
    // Resending needs a completed contract: the copy's contract is marked so, as completion would.
    await t.db
      .update(signContracts)
      .set({ state: SIGN_CONTRACT_STATE.done })
      .where(eq(signContracts.id, copy.contractId));
    return post('/sign/signCopyResend', copy);
  },
  'GET /sign/signQuota': async () => get('/sign/signQuota', {}),
};

const snapshot = () =>
  Promise.all(
    [
      signSeals,
      companySignTemplates,
      signDrafts,
      signContracts,
      signContractLogs,
      signCeremonyLinks,
      signCeremonyEvents,
      signCeremonyCopies,
    ].map((table) => t.db.select().from(table)),
  );

const SIGN_PATHS = /^\/(sign|template|fpk)\//;
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && SIGN_PATHS.test(e.path));

describe('the signing authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: A, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
