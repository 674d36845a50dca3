import { and, count, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { signDrafts } from './sign-contract.table.ts';

export type TDraftRow = typeof signDrafts.$inferSelect;

/** SQL of signing-contract drafts (the author's own); every statement scoped by company. */
export const signDraftRepository = {
  async draft(db: TExecutor, companyId: number, draftCode: string, lock = false): Promise<TDraftRow | undefined> {
    const query = db
      .select()
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.draftCode, draftCode)))
      .limit(1);
    return (lock ? await query.for('update') : await query)[0];
  },

  async drafts(db: TExecutor, companyId: number, userId: number): Promise<TDraftRow[]> {
    return db
      .select()
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.userId, userId)))
      .orderBy(desc(signDrafts.updatedAt), desc(signDrafts.id));
  },

  async draftCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.userId, userId)));
    return Number(row?.n ?? 0);
  },

  /** Inserts a draft; undefined when the code is taken (a concurrent first save of the same draft). */
  async insertDraft(db: TExecutor, values: typeof signDrafts.$inferInsert): Promise<TDraftRow | undefined> {
    const [row] = await db.insert(signDrafts).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Saves over a draft only if it still has `version`: undefined when another save came first. */
  async updateDraft(
    db: TExecutor,
    companyId: number,
    id: number,
    version: number,
    values: Partial<typeof signDrafts.$inferInsert>,
  ): Promise<TDraftRow | undefined> {
    const [row] = await db
      .update(signDrafts)
      .set({ ...values, version: version + 1 })
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.id, id), eq(signDrafts.version, version)))
      .returning();
    return row;
  },

  async deleteDraft(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(signDrafts).where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.id, id)));
  },
};
