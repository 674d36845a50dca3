import { APPROVAL_STATUS } from '@awb/contract/oa-fields';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TRecordDbRow } from './oa-record.repository.ts';
import { approvalRecords, approvalSteps } from './oa-record.table.ts';

const WAITING = 0;

/**
 * Changing who approves a step of a request in flight: a manager's transfer, and a step whose
 * approvers left by the time it starts. The step rows and the record's `steps` JSON change together
 * (the detail's timeline reads the rows, the resolver's merge reads the JSON).
 */
export const oaRecordTurns = {
  /** Pending requests whose current step waits for the user (待我审批), oldest first. */
  async waitingFor(db: TExecutor, companyId: number, userId: number): Promise<TRecordDbRow[]> {
    const rows = await db
      .select({ record: approvalRecords })
      .from(approvalRecords)
      .innerJoin(
        approvalSteps,
        and(
          eq(approvalSteps.companyId, approvalRecords.companyId),
          eq(approvalSteps.recordId, approvalRecords.id),
          eq(approvalSteps.step, approvalRecords.currentStep),
        ),
      )
      .where(
        and(
          eq(approvalRecords.companyId, companyId),
          eq(approvalRecords.status, APPROVAL_STATUS.pending),
          eq(approvalSteps.userId, userId),
          eq(approvalSteps.state, WAITING),
        ),
      )
      .orderBy(approvalRecords.id);
    return rows.map((r) => r.record);
  },

  /** How many approvers of the step already passed it (会签: the step is done when nobody waits). */
  async passedInStep(db: TExecutor, companyId: number, recordId: number, step: number): Promise<number> {
    return (await usersInStep(db, companyId, recordId, step, APPROVAL_STATUS.passed)).length;
  },

  /** Everyone who already passed or rejected a step of the request: never given a turn of it again. */
  async actedOn(db: TExecutor, companyId: number, recordId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ userId: approvalSteps.userId })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          eq(approvalSteps.recordId, recordId),
          ne(approvalSteps.state, WAITING),
        ),
      );
    return rows.map((r) => r.userId);
  },

  /** The users of the step still waiting. */
  async waiting(db: TExecutor, companyId: number, recordId: number, step: number): Promise<number[]> {
    return usersInStep(db, companyId, recordId, step, WAITING);
  },

  /** Replaces the waiting rows of `remove` in the step by waiting rows of `add`. */
  async swap(
    db: TExecutor,
    record: TRecordDbRow,
    step: number,
    remove: number[],
    add: number[],
    /** Marks the step skipped (OA_STEP_SKIP) as well. */
    skip?: number,
  ): Promise<TRecordDbRow['steps']> {
    const { companyId, id } = record;
    if (remove.length > 0) {
      await db
        .delete(approvalSteps)
        .where(
          and(
            eq(approvalSteps.companyId, companyId),
            eq(approvalSteps.recordId, id),
            eq(approvalSteps.step, step),
            eq(approvalSteps.state, WAITING),
            inArray(approvalSteps.userId, remove),
          ),
        );
    }
    if (add.length > 0) {
      await db
        .insert(approvalSteps)
        .values(add.map((userId) => ({ companyId, recordId: id, step, userId })))
        .onConflictDoNothing();
    }
    const steps = record.steps.map((s, i) =>
      i === step
        ? {
            ...s,
            userIds: [...new Set([...s.userIds.filter((u) => !remove.includes(u)), ...add])].sort((a, b) => a - b),
            ...(skip ? { skip } : {}),
          }
        : s,
    );
    await db
      .update(approvalRecords)
      .set({ steps })
      .where(and(eq(approvalRecords.companyId, companyId), eq(approvalRecords.id, id)));
    return steps;
  },
};

/** The approvers of a request's step in one state. */
async function usersInStep(db: TExecutor, companyId: number, recordId: number, step: number, state: number) {
  const rows = await db
    .select({ userId: approvalSteps.userId })
    .from(approvalSteps)
    .where(
      and(
        eq(approvalSteps.companyId, companyId),
        eq(approvalSteps.recordId, recordId),
        eq(approvalSteps.step, step),
        eq(approvalSteps.state, state),
      ),
    );
  return rows.map((r) => r.userId);
}
