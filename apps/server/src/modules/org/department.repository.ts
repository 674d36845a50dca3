import { USER_STATUS } from '@awb/contract/account.contract';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { departments } from './department.table.ts';

export type TDeptRow = typeof departments.$inferSelect;

/** SQL for departments, always scoped by company. */
export const departmentRepository = {
  async all(db: TExecutor, companyId: number): Promise<TDeptRow[]> {
    return db.select().from(departments).where(eq(departments.companyId, companyId));
  },

  async findById(db: TExecutor, companyId: number, id: number): Promise<TDeptRow | undefined> {
    const [row] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
      .limit(1);
    return row;
  },

  /** Active staff per department (null: in no department). */
  async staffCounts(db: TExecutor, companyId: number): Promise<Map<number | null, number>> {
    const rows = await db
      .select({ deptId: users.departmentId, n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active)))
      .groupBy(users.departmentId);
    return new Map(rows.map((r) => [r.deptId, r.n]));
  },

  async insert(
    db: TExecutor,
    values: { companyId: number; parentId: number; name: string; parentPath: string; leaderUserId: number | null },
  ): Promise<TDeptRow> {
    // The path holds the new id: the row is written, then its path (call inside a transaction).
    const [inserted] = await db
      .insert(departments)
      .values({
        companyId: values.companyId,
        parentId: values.parentId,
        name: values.name,
        path: values.parentPath,
        depth: values.parentPath.split('/').length - 1,
        leaderUserId: values.leaderUserId,
      })
      .returning({ id: departments.id });
    if (!inserted) throw new Error('department insert returned nothing');
    const [row] = await db
      .update(departments)
      .set({ path: `${values.parentPath}${inserted.id}/` })
      .where(and(eq(departments.companyId, values.companyId), eq(departments.id, inserted.id)))
      .returning();
    if (!row) throw new Error('department insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<Pick<TDeptRow, 'name' | 'leaderUserId' | 'sort'>>,
  ): Promise<void> {
    await db
      .update(departments)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  },

  /** Moves a department and everything below it: the paths and depths of the subtree follow. */
  async move(db: TExecutor, companyId: number, dept: TDeptRow, parentId: number, parentPath: string): Promise<void> {
    const newPath = `${parentPath}${dept.id}/`;
    const shift = newPath.split('/').length - dept.path.split('/').length;
    await db
      .update(departments)
      .set({
        path: sql`${newPath} || substr(${departments.path}, ${dept.path.length + 1})`,
        depth: sql`${departments.depth} + ${shift}`,
        updatedAt: new Date(),
      })
      .where(and(eq(departments.companyId, companyId), like(departments.path, `${dept.path}%`)));
    await db
      .update(departments)
      .set({ parentId })
      .where(and(eq(departments.companyId, companyId), eq(departments.id, dept.id)));
  },

  async remove(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
  },

  async hasChildren(db: TExecutor, companyId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.parentId, id)))
      .limit(1);
    return row !== undefined;
  },

  /** Clears the leader of departments led by someone (hand-over and leaving). */
  async replaceLeader(db: TExecutor, companyId: number, fromUserId: number, toUserId: number | null): Promise<void> {
    await db
      .update(departments)
      .set({ leaderUserId: toUserId, updatedAt: new Date() })
      .where(and(eq(departments.companyId, companyId), eq(departments.leaderUserId, fromUserId)));
  },
};
