import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

const userRef = (name: string) => bigint(name, { mode: 'number' });

/**
 * The company's signing account (seed 000 `etcomid`), made when the company is first certified:
 * the certified name and credit code, and the bound phone that seal codes go to (the certifier's
 * mobileNo). One per company.
 */
export const signAccounts = pgTable(
  'sign_accounts',
  {
    id: id(),
    companyId: companyId(),
    companyName: text('company_name').notNull(),
    orgCode: text('org_code').notNull(),
    boundPhone: text('bound_phone').notNull(),
    certifiedBy: userRef('certified_by').notNull(),
    certifiedAt: at('certified_at').notNull(),
  },
  (t) => [uniqueIndex('sign_accounts_company_uq').on(t.companyId)],
);

/**
 * A certified signer of the company (legal person or agent). The ID number and the bank card live
 * only sealed (platform/personal-data), with a keyed lookup hash and a masked form.
 */
export const signSigners = pgTable(
  'sign_signers',
  {
    id: id(),
    companyId: companyId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    signerType: smallint('signer_type').notNull(),
    name: text('name').notNull(),
    idSealed: text('id_sealed').notNull(),
    idLookup: text('id_lookup').notNull(),
    idMasked: text('id_masked').notNull(),
    mobile: text('mobile').notNull(),
    cardSealed: text('card_sealed'),
    cardMasked: text('card_masked').notNull().default(''),
    faceCheckId: bigint('face_check_id', { mode: 'number' }).notNull(),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('sign_signers_id_uq').on(t.companyId, t.idLookup).where(sql`${t.deletedAt} is null`),
    index('sign_signers_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A face check asked of the provider for a name + ID number (the ID kept only as its lookup hash). */
export const signFaceChecks = pgTable(
  'sign_face_checks',
  {
    id: id(),
    companyId: companyId(),
    /** The provider's id, answered as `faceId`. */
    faceId: text('face_id').notNull(),
    signerType: smallint('signer_type').notNull(),
    name: text('name').notNull(),
    idLookup: text('id_lookup').notNull(),
    /** FACE_STATUS. */
    status: smallint('status').notNull().default(0),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    checkedAt: at('checked_at'),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('sign_face_checks_face_uq').on(t.companyId, t.faceId)],
);

/**
 * A company seal (kind 1, seal_type 1–3) or a personal handwritten signature (kind 2): a
 * transparent PNG in the upload store, the SVG of a drawn seal, its keeper and its expiry.
 * Deleted ones keep their row for the contracts they sealed.
 */
export const signSeals = pgTable(
  'sign_seals',
  {
    id: id(),
    companyId: companyId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    sealType: smallint('seal_type').notNull().default(0),
    source: smallint('source').notNull(),
    keeperUserId: userRef('keeper_user_id').notNull(),
    keeperName: text('keeper_name').notNull(),
    htext: text('htext').notNull().default(''),
    qtext: text('qtext').notNull().default(''),
    /** `upload:<id>.png` (platform/uploads). */
    pngRef: text('png_ref').notNull(),
    svg: text('svg'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [
    index('sign_seals_company_idx').on(t.companyId, t.kind, t.createdAt).where(sql`${t.deletedAt} is null`),
    uniqueIndex('sign_seals_type_uq').on(t.companyId, t.sealType).where(sql`${t.deletedAt} is null and ${t.kind} = 1`),
  ],
);

/** Every use of a seal or signature on a contract (written by the signing ceremony). */
export const sealUses = pgTable(
  'seal_uses',
  {
    id: id(),
    companyId: companyId(),
    sealId: bigint('seal_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    userId: userRef('user_id').notNull(),
    usedAt: at('used_at').notNull(),
  },
  (t) => [
    index('seal_uses_seal_idx').on(t.companyId, t.sealId, t.usedAt),
    index('seal_uses_contract_idx').on(t.companyId, t.contractId),
  ],
);

/** A company's copy of a template (`boxid`), adopted from the shipped ones; state 1 up, 0 down. */
export const companySignTemplates = pgTable(
  'company_sign_templates',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    boxType: smallint('box_type').notNull(),
    title: text('title').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<TSignTemplateDefinition>().notNull(),
    state: smallint('state').notNull(),
    createdBy: userRef('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [
    uniqueIndex('company_sign_templates_code_uq').on(t.companyId, t.code).where(sql`${t.deletedAt} is null`),
    index('company_sign_templates_box_idx')
      .on(t.companyId, t.boxType, t.state, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The sign settings of a company (seed 000 §3): signing type, default city, parameter map. */
export const signSettings = pgTable('sign_settings', {
  companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
  signingType: smallint('signing_type').notNull(),
  defaultCityId: integer('default_city_id'),
  paramMap: jsonb('param_map').$type<Record<string, string>>().notNull().default({}),
  updatedBy: userRef('updated_by').notNull(),
  updatedAt: at('updated_at').notNull(),
});
