import type { TSignAgency } from '@awb/contract/sign-agency';
import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

const userRef = (name: string) => bigint(name, { mode: 'number' });

/** Masked parties of a contract, kept beside the sealed content for lists and details. */
export type TMaskedParties = {
  partyA: { type: number; name: string; certNo: string; phone: string };
  partyB: { type: number; name: string; certNo: string; phone: string };
  agentA: { name: string; certNo: string; phone: string } | null;
  agentB: { name: string; certNo: string; phone: string } | null;
  partyACoowner: { name: string; certNo: string; phone: string }[];
  partyBCoowner: { name: string; certNo: string; phone: string }[];
  signBodyList: { type: number; id: number }[];
  /** The agency block as submitted (absent on contracts submitted before it was kept). */
  agency?: TSignAgency;
};

/**
 * A draft of a signing contract, the author's own (seed 000 §4: saved as the agent types). The
 * content holds ID numbers and phones, so it is kept sealed (platform/personal-data); the house
 * columns name it in the draft list. `version` grows with every save (stale saves answer 409).
 */
export const signDrafts = pgTable(
  'sign_drafts',
  {
    id: id(),
    companyId: companyId(),
    userId: userRef('user_id').notNull(),
    draftCode: text('draft_code').notNull(),
    boxId: bigint('box_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull().default(0),
    signatureType: smallint('signature_type').notNull(),
    houseName: text('house_name').notNull().default(''),
    houseBuilding: text('house_building').notNull().default(''),
    houseRoomNo: text('house_room_no').notNull().default(''),
    contentSealed: text('content_sealed').notNull(),
    oaItemId: integer('oa_item_id').notNull().default(0),
    oaRemark: text('oa_remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_drafts_code_uq').on(t.companyId, t.draftCode),
    index('sign_drafts_user_idx').on(t.companyId, t.userId, t.updatedAt),
  ],
);

/**
 * The text the key search reads, one field after another with a space between (a piece holding
 * white space is no piece, so none spans two fields): the same expression in the index and the query.
 */
export function searchText(t: {
  contractNo: AnyPgColumn;
  title: AnyPgColumn;
  houseName: AnyPgColumn;
  houseBuilding: AnyPgColumn;
  houseRoomNo: AnyPgColumn;
  partyAName: AnyPgColumn;
  partyBName: AnyPgColumn;
}): SQL {
  return sql`${t.contractNo} || ' ' || ${t.title} || ' ' || ${t.houseName} || ' ' || ${t.houseBuilding} || ' ' || ${t.houseRoomNo} || ' ' || ${t.partyAName} || ' ' || ${t.partyBName}`;
}

/**
 * A submitted signing contract. The content (with ID numbers) is sealed; `contentHash` is the
 * SHA-256 of its canonical JSON, frozen at submission and made anew only by contractEdit (each
 * version in the log). The template definition is copied so that the contract prints as submitted.
 */
export const signContracts = pgTable(
  'sign_contracts',
  {
    id: id(),
    companyId: companyId(),
    userId: userRef('user_id').notNull(),
    contractNo: text('contract_no').notNull(),
    boxId: bigint('box_id', { mode: 'number' }).notNull(),
    boxType: smallint('box_type').notNull(),
    title: text('title').notNull(),
    template: jsonb('template').$type<TSignTemplateDefinition>().notNull(),
    /** SIGN_CONTRACT_STATE. */
    state: smallint('state').notNull(),
    /** The state an invalidated contract left (signInvalidRevoke returns to it). */
    stateBeforeInvalid: smallint('state_before_invalid'),
    invalidRemark: text('invalid_remark').notNull().default(''),
    signatureType: smallint('signature_type').notNull(),
    houseName: text('house_name').notNull().default(''),
    houseBuilding: text('house_building').notNull().default(''),
    houseRoomNo: text('house_room_no').notNull().default(''),
    partyAName: text('party_a_name').notNull().default(''),
    partyBName: text('party_b_name').notNull().default(''),
    parties: jsonb('parties').$type<TMaskedParties>().notNull(),
    contentSealed: text('content_sealed').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Whether any party has signed (set by the signing ceremony); a signed contract is never deleted. */
    signedAny: smallint('signed_any').notNull().default(0),
    approvalId: bigint('approval_id', { mode: 'number' }).notNull().default(0),
    oaItemId: integer('oa_item_id').notNull().default(0),
    oaRemark: text('oa_remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [
    uniqueIndex('sign_contracts_no_uq').on(t.companyId, t.contractNo),
    index('sign_contracts_created_idx').on(t.companyId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('sign_contracts_updated_idx').on(t.companyId, t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    index('sign_contracts_state_idx').on(t.companyId, t.state, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('sign_contracts_user_idx').on(t.companyId, t.userId, t.state).where(sql`${t.deletedAt} is null`),
    // The key search's two-character pieces (sign-contract.repository.ts keyCondition), with the
    // function `listing_search_grams` of migration 0007 (docs/decisions/0003-keyword-pieces-index.md).
    index('sign_contracts_search_grams_idx')
      .using('gin', sql`listing_search_grams(${t.companyId}, ${searchText(t)})`)
      .where(sql`${t.deletedAt} is null`),
    // A one-character key's index: the single characters, tagged with the company (function
    // `search_chars` of migration 0019), for a rare character that the list-order walk does not find.
    index('sign_contracts_search_chars_idx')
      .using('gin', sql`search_chars(${t.companyId}, ${searchText(t)})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Every event of a contract: who, when, from which device; content versions carry their hash. */
export const signContractLogs = pgTable(
  'sign_contract_logs',
  {
    id: id(),
    companyId: companyId(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    /** SIGN_LOG_ACTION. */
    action: smallint('action').notNull(),
    userId: userRef('user_id').notNull(),
    remark: text('remark').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The content version this event made (submission, edit), else null. */
    version: integer('version'),
    contentHash: text('content_hash'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sign_contract_logs_contract_idx').on(t.companyId, t.contractId, t.id)],
);

/**
 * How many contracts a company may submit in a plan period (filled by billing; the demo company
 * has one). Submissions made within the period count against it, deleted ones too.
 */
export const signQuotas = pgTable(
  'sign_quotas',
  {
    id: id(),
    companyId: companyId(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    contracts: integer('contracts').notNull(),
    source: text('source').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sign_quotas_company_idx').on(t.companyId, t.periodEnd)],
);
