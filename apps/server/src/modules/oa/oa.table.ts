import type { TApproverStep, TSponsor } from '@awb/contract/oa-fields';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/** Approval groups of a company (seed 001 §3 "Approval group"); the default group 0 is never stored. */
export const oaGroups = pgTable(
  'oa_groups',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('oa_groups_sort_idx').on(t.companyId, t.sort, t.id)],
);

/**
 * An approval flow (seed 001 §3 "OA approval"): the items it covers are rows of oa_flow_items; the
 * sponsor scope and the approver steps are kept whole as JSON (validated by the contract's schemas).
 * A deleted flow keeps its row (`deleted_at`) so that records started by it still name it.
 */
export const oaFlows = pgTable(
  'oa_flows',
  {
    id: id(),
    companyId: companyId(),
    groupId: bigint('group_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    icon: smallint('icon').notNull(),
    appType: smallint('app_type').notNull(),
    appItemType: smallint('app_item_type').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    state: smallint('state').notNull().default(1),
    sponsor: jsonb('sponsor').$type<TSponsor>().notNull(),
    approvers: jsonb('approvers').$type<TApproverStep[]>().notNull(),
    sendCopy: jsonb('send_copy').$type<number[]>().notNull().default([]),
    /** A step without approvers: OA_EMPTY_APPROVER (1 to the manager, 2 passes, 3 rejects). */
    emptyApprover: smallint('empty_approver').notNull().default(1),
    /** 1 at creation, +1 on every edit: requests keep the version (and the steps) they started with. */
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('oa_flows_group_idx').on(t.companyId, t.groupId, t.id).where(sql`${t.deletedAt} is null`)],
);

/**
 * The items a flow covers. `enabled` mirrors the flow's state (and is false once the flow is
 * deleted), so that the unique index keeps an item in at most one enabled flow per company.
 */
export const oaFlowItems = pgTable(
  'oa_flow_items',
  {
    companyId: companyId(),
    flowId: bigint('flow_id', { mode: 'number' }).notNull(),
    appType: smallint('app_type').notNull(),
    itemId: integer('item_id').notNull(),
    enabled: smallint('enabled').notNull().default(1),
  },
  (t) => [
    uniqueIndex('oa_flow_items_pk').on(t.companyId, t.flowId, t.itemId),
    uniqueIndex('oa_flow_items_enabled_uq').on(t.companyId, t.appType, t.itemId).where(sql`${t.enabled} = 1`),
  ],
);
