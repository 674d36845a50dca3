import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/**
 * A resolved step kept on the record: the flow as it was when the request started. `skip`
 * (OA_STEP_SKIP) marks a step nobody decides: the sponsor's own (userIds empty), or one whose
 * approvers had all decided an earlier step.
 */
export type TRecordStep = { signMode: number; userIds: number[]; skip?: number };

/**
 * An approval request (seed 001 §7 "Approvals"): the held business action as data (`action` names the
 * executor a module registered; target, payload, the description in words), the flow it started with
 * (id, name, icon, the flow's `updated_at` as its version, and the resolved steps), the sponsor and
 * where it stands. status: APPROVAL_STATUS. At most one pending request per business row.
 */
export const approvalRecords = pgTable(
  'approval_records',
  {
    id: id(),
    companyId: companyId(),
    flowId: bigint('flow_id', { mode: 'number' }).notNull(),
    flowName: text('flow_name').notNull(),
    flowIcon: smallint('flow_icon').notNull(),
    /** The flow's updated_at when the request started: edits later do not touch requests in flight. */
    flowVersion: at('flow_version').notNull(),
    /** The flow's version number (oa_flows.version) the request started with. */
    flowRevision: integer('flow_revision').notNull().default(1),
    /** The flow's rule for a step left without approvers, kept for the steps still to start. */
    emptyApprover: smallint('empty_approver').notNull().default(1),
    steps: jsonb('steps').$type<TRecordStep[]>().notNull(),
    appType: smallint('app_type').notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action').notNull(),
    targetType: smallint('target_type').notNull().default(0),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    sponsorId: bigint('sponsor_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    currentStep: integer('current_step').notNull().default(0),
    /** Why the held action could not run (status 4). */
    result: text('result').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    // 我发起的, newest first: read backwards (created_at desc, id desc).
    index('approval_records_sponsor_created_idx').on(t.companyId, t.sponsorId, t.createdAt, t.id),
    index('approval_records_status_idx').on(t.companyId, t.status, t.id),
    uniqueIndex('approval_records_pending_uq')
      .on(t.companyId, t.appType, t.targetType, t.targetId)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * One approver of one step of a request, with what they did: state 0 waiting, 1 passed, 2 rejected.
 * The rows of the waiting step make 待我审批; acted rows make 我已审批.
 */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    companyId: companyId(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    step: integer('step').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    state: smallint('state').notNull().default(0),
    remark: text('remark').notNull().default(''),
    actedAt: at('acted_at'),
  },
  (t) => [
    uniqueIndex('approval_steps_pk').on(t.companyId, t.recordId, t.step, t.userId),
    index('approval_steps_user_idx').on(t.companyId, t.userId, t.state, t.recordId),
  ],
);

/** Users copied on a request's result (抄送我的). */
export const approvalCopies = pgTable(
  'approval_copies',
  {
    companyId: companyId(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('approval_copies_pk').on(t.companyId, t.recordId, t.userId),
    index('approval_copies_user_idx').on(t.companyId, t.userId, t.recordId),
  ],
);
