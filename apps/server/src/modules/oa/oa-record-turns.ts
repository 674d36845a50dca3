import { and, eq, inArray } from 'drizzle-orm';
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
  /** The users of the step still waiting. */
  async waiting(db: TExecutor, companyId: number, recordId: number, step: number): Promise<number[]> {
    const rows = await db
      .select({ userId: approvalSteps.userId })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          eq(approvalSteps.recordId, recordId),
          eq(approvalSteps.step, step),
          eq(approvalSteps.state, WAITING),
        ),
      );
    return rows.map((r) => r.userId);
  },

  /** Replaces the waiting rows of `remove` in the step by waiting rows of `add`. */
  async swap(
    db: TExecutor,
    record: TRecordDbRow,
    step: number,
    remove: number[],
    add: number[],
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
