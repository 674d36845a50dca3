import { USER_STATUS } from '@awb/contract/account.contract';
import { APPROVAL_STATUS, OA_RECORD_TAB } from '@awb/contract/oa-fields';
import { and, asc, count, desc, eq, exists, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { departments } from '../org/department.table.ts';
import { userRoles } from '../role/role.table.ts';
import { approvalCopies, approvalRecords, approvalSteps } from './oa-record.table.ts';

export type TRecordDbRow = typeof approvalRecords.$inferSelect;
export type TRecordInsert = typeof approvalRecords.$inferInsert;
export type TStepDbRow = typeof approvalSteps.$inferSelect;

const WAITING = 0;

/** The records of a tab for a user (docs/approvals.md "Records"). */
function tabCondition(companyId: number, userId: number, tab: number): SQL | undefined {
  const stepOf = (state: SQL) =>
    exists(
      sql`(select 1 from ${approvalSteps} where ${approvalSteps.companyId} = ${companyId}
        and ${approvalSteps.recordId} = ${approvalRecords.id} and ${approvalSteps.userId} = ${userId} and ${state})`,
    );
  switch (tab) {
    case OA_RECORD_TAB.waiting:
      return and(
        eq(approvalRecords.status, APPROVAL_STATUS.pending),
        stepOf(sql`${approvalSteps.step} = ${approvalRecords.currentStep} and ${approvalSteps.state} = ${WAITING}`),
      );
    case OA_RECORD_TAB.handled:
      return stepOf(sql`${approvalSteps.state} <> ${WAITING}`);
    case OA_RECORD_TAB.mine:
      return eq(approvalRecords.sponsorId, userId);
    default:
      return exists(
        sql`(select 1 from ${approvalCopies} where ${approvalCopies.companyId} = ${companyId}
          and ${approvalCopies.recordId} = ${approvalRecords.id} and ${approvalCopies.userId} = ${userId})`,
      );
  }
}

/** SQL of approval requests; always scoped by company. */
export const oaRecordRepository = {
  async add(db: TExecutor, row: TRecordInsert, copies: number[]): Promise<TRecordDbRow> {
    const [created] = await db.insert(approvalRecords).values(row).returning();
    if (!created) throw new Error('approval record insert returned nothing');
    const stepRows = row.steps.flatMap((s, step) =>
      s.userIds.map((userId) => ({ companyId: row.companyId, recordId: created.id, step, userId })),
    );
    if (stepRows.length > 0) await db.insert(approvalSteps).values(stepRows);
    if (copies.length > 0) {
      await db
        .insert(approvalCopies)
        .values(copies.map((userId) => ({ companyId: row.companyId, recordId: created.id, userId })));
    }
    return created;
  },

  async find(db: TExecutor, companyId: number, id: number): Promise<TRecordDbRow | undefined> {
    const [row] = await db
      .select()
      .from(approvalRecords)
      .where(and(eq(approvalRecords.companyId, companyId), eq(approvalRecords.id, id)));
    return row;
  },

  async page(
    db: TExecutor,
    companyId: number,
    userId: number,
    tab: number,
    status: number,
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(approvalRecords.companyId, companyId),
      tabCondition(companyId, userId, tab),
      status >= 0 ? eq(approvalRecords.status, status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(approvalRecords)
        .where(where)
        // Newest first by when it was asked (ids of imported or seeded requests need not follow time).
        .orderBy(desc(approvalRecords.createdAt), desc(approvalRecords.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(approvalRecords).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async waitCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(approvalRecords)
      .where(and(eq(approvalRecords.companyId, companyId), tabCondition(companyId, userId, OA_RECORD_TAB.waiting)));
    return row?.n ?? 0;
  },

  steps(db: TExecutor, companyId: number, recordId: number): Promise<TStepDbRow[]> {
    return db
      .select()
      .from(approvalSteps)
      .where(and(eq(approvalSteps.companyId, companyId), eq(approvalSteps.recordId, recordId)))
      .orderBy(asc(approvalSteps.step), asc(approvalSteps.userId));
  },

  async copies(db: TExecutor, companyId: number, recordId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: approvalCopies.userId })
      .from(approvalCopies)
      .where(and(eq(approvalCopies.companyId, companyId), eq(approvalCopies.recordId, recordId)));
    return rows.map((r) => r.userId);
  },

  /**
   * Takes the request for a change if it is still pending at `step` (the guarded UPDATE: a second
   * approver acting at once waits on the row lock, then finds it moved on and gets nothing back).
   */
  async claim(db: TExecutor, companyId: number, id: number, step: number, at: Date): Promise<TRecordDbRow | undefined> {
    const [row] = await db
      .update(approvalRecords)
      .set({ updatedAt: at })
      .where(
        and(
          eq(approvalRecords.companyId, companyId),
          eq(approvalRecords.id, id),
          eq(approvalRecords.status, APPROVAL_STATUS.pending),
          eq(approvalRecords.currentStep, step),
        ),
      )
      .returning();
    return row;
  },

  async update(db: TExecutor, companyId: number, id: number, set: Partial<TRecordInsert>): Promise<void> {
    await db
      .update(approvalRecords)
      .set(set)
      .where(and(eq(approvalRecords.companyId, companyId), eq(approvalRecords.id, id)));
  },

  /** Marks the caller's waiting row of the step; false when they have none waiting there. */
  async act(
    db: TExecutor,
    companyId: number,
    recordId: number,
    step: number,
    userId: number,
    set: { state: number; remark: string; actedAt: Date },
  ): Promise<boolean> {
    const rows = await db
      .update(approvalSteps)
      .set(set)
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          eq(approvalSteps.recordId, recordId),
          eq(approvalSteps.step, step),
          eq(approvalSteps.userId, userId),
          eq(approvalSteps.state, WAITING),
        ),
      )
      .returning({ userId: approvalSteps.userId });
    return rows.length > 0;
  },

  async waitingInStep(db: TExecutor, companyId: number, recordId: number, step: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(approvalSteps)
      .where(
        and(
          eq(approvalSteps.companyId, companyId),
          eq(approvalSteps.recordId, recordId),
          eq(approvalSteps.step, step),
          eq(approvalSteps.state, WAITING),
        ),
      );
    return row?.n ?? 0;
  },

  /** Names of the company's users among `ids`, left or not (a record keeps naming who acted). */
  async names(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  // ── approver resolution ───────────────────────────────────────────────────────────────────────

  /** Active users of the company among `ids`. */
  async activeIds(db: TExecutor, companyId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active), inArray(users.id, ids)));
    return rows.map((r) => r.id);
  },

  /** The company's manager (the first active one), passing over `except` (the sponsor, who acted). */
  async managerId(db: TExecutor, companyId: number, except: number[] = []): Promise<number | undefined> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.isManager, true),
          eq(users.status, USER_STATUS.active),
          except.length > 0 ? notInArray(users.id, except) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    return row?.id;
  },

  /** Active holders of any of the roles, with their department path ('' when in none). */
  async roleHolders(db: TExecutor, companyId: number, roleIds: number[]) {
    if (roleIds.length === 0) return [];
    return db
      .selectDistinct({
        userId: users.id,
        departmentId: users.departmentId,
        path: sql<string>`coalesce(${departments.path}, '')`,
      })
      .from(userRoles)
      .innerJoin(users, and(eq(users.companyId, userRoles.companyId), eq(users.id, userRoles.userId)))
      .leftJoin(departments, and(eq(departments.companyId, users.companyId), eq(departments.id, users.departmentId)))
      .where(
        and(
          eq(userRoles.companyId, companyId),
          inArray(userRoles.roleId, roleIds),
          eq(users.status, USER_STATUS.active),
        ),
      );
  },

  /** The user's department id and path. */
  async placeOf(db: TExecutor, companyId: number, userId: number) {
    const [row] = await db
      .select({ departmentId: users.departmentId, path: sql<string>`coalesce(${departments.path}, '')` })
      .from(users)
      .leftJoin(departments, and(eq(departments.companyId, users.companyId), eq(departments.id, users.departmentId)))
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    return row ?? { departmentId: null, path: '' };
  },

  /** Leaders of the given departments (id → leader user id, absent when none). */
  async leaders(db: TExecutor, companyId: number, deptIds: number[]): Promise<Map<number, number>> {
    if (deptIds.length === 0) return new Map();
    const rows = await db
      .select({ id: departments.id, leader: departments.leaderUserId })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), inArray(departments.id, deptIds)));
    return new Map(rows.filter((r) => r.leader !== null).map((r) => [r.id, Number(r.leader)]));
  },

  /** Paths of the given departments of the company. */
  async deptPaths(db: TExecutor, companyId: number, deptIds: number[]): Promise<string[]> {
    if (deptIds.length === 0) return [];
    const rows = await db
      .select({ path: departments.path })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), inArray(departments.id, deptIds)));
    return rows.map((r) => r.path);
  },
};
