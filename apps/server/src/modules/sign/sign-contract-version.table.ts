import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { bigint, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';
import type { TMaskedParties } from './sign-contract.table.ts';

/**
 * Each content version of a signing contract, frozen as it was (signCustomModeHistoryView renders an
 * older one): written at submission and by every contractEdit, so that an edit never loses the text
 * the parties may have read. Sealed like the contract's own content.
 */
export const signContractVersions = pgTable(
  'sign_contract_versions',
  {
    id: id(),
    companyId: companyId(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    template: jsonb('template').$type<TSignTemplateDefinition>().notNull(),
    parties: jsonb('parties').$type<TMaskedParties>().notNull(),
    contentSealed: text('content_sealed').notNull(),
    contentHash: text('content_hash').notNull(),
    /** When this version was made (submitted or edited). */
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sign_contract_versions_uq').on(t.companyId, t.contractId, t.version)],
);
