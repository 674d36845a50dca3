import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { signContractLogs, signContracts, signQuotas } from './sign-contract.table.ts';
import { signContractVersions } from './sign-contract-version.table.ts';

export type TSignContractDbRow = typeof signContracts.$inferSelect;
export type TSignLogRow = typeof signContractLogs.$inferSelect;
export type TSignVersionRow = typeof signContractVersions.$inferSelect;

const live = () => isNull(signContracts.deletedAt);
const first = <T>(rows: T[]): T | undefined => rows[0];

/**
 * SQL of signing contracts, their logs, content versions and quotas; every statement scoped by
 * company. Drafts: sign-draft.repository.ts; the list: sign-contract-list.repository.ts.
 */
export const signContractRepository = {
  async find(
    db: TExecutor,
    companyId: number,
    id: number,
    visible?: SQL,
    lock = false,
  ): Promise<TSignContractDbRow | undefined> {
    const query = db
      .select()
      .from(signContracts)
      .where(and(eq(signContracts.companyId, companyId), eq(signContracts.id, id), live(), visible))
      .limit(1);
    return first(lock ? await query.for('update') : await query);
  },

  /** The live contract whose submission waits for (or went through) approval request `approvalId`. */
  async findByApproval(
    db: TExecutor,
    companyId: number,
    approvalId: number,
    visible?: SQL,
  ): Promise<TSignContractDbRow | undefined> {
    const c = signContracts;
    return first(
      await db
        .select()
        .from(c)
        .where(and(eq(c.companyId, companyId), eq(c.approvalId, approvalId), live(), visible))
        .limit(1),
    );
  },

  async insert(db: TExecutor, values: typeof signContracts.$inferInsert): Promise<TSignContractDbRow> {
    const [row] = await db.insert(signContracts).values(values).returning();
    if (!row) throw new Error('sign contract insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signContracts.$inferInsert>,
  ): Promise<TSignContractDbRow> {
    const [row] = await db
      .update(signContracts)
      .set(values)
      .where(and(eq(signContracts.companyId, companyId), eq(signContracts.id, id)))
      .returning();
    if (!row) throw new Error('sign contract update returned nothing');
    return row;
  },

  /** Live contracts per state under `conditions` (the list's state badges). */

  async insertLog(db: TExecutor, values: typeof signContractLogs.$inferInsert): Promise<void> {
    await db.insert(signContractLogs).values(values);
  },

  async logs(db: TExecutor, companyId: number, contractId: number): Promise<TSignLogRow[]> {
    return db
      .select()
      .from(signContractLogs)
      .where(and(eq(signContractLogs.companyId, companyId), eq(signContractLogs.contractId, contractId)))
      .orderBy(asc(signContractLogs.id));
  },

  // ── quota ──
  /** The quota row covering `now` (locked for the submission), the one ending last when several do. */
  async quotaAt(db: TExecutor, companyId: number, now: Date) {
    const q = signQuotas;
    return first(
      await db
        .select()
        .from(q)
        .where(and(eq(q.companyId, companyId), lte(q.periodStart, now), gt(q.periodEnd, now)))
        .orderBy(desc(q.periodEnd), desc(q.id))
        .limit(1)
        .for('update'),
    );
  },

  /** Contracts submitted in [start, end), deleted ones included. */
  async submittedBetween(db: TExecutor, companyId: number, start: Date, end: Date): Promise<number> {
    const c = signContracts;
    const [row] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.companyId, companyId), gte(c.createdAt, start), lt(c.createdAt, end)));
    return Number(row?.n ?? 0);
  },

  async insertQuota(db: TExecutor, values: typeof signQuotas.$inferInsert): Promise<void> {
    await db.insert(signQuotas).values(values);
  },

  // ── versions ──
  /** Keeps a version's frozen content; a version already kept stays as it is. */
  async keepVersion(db: TExecutor, values: typeof signContractVersions.$inferInsert): Promise<void> {
    await db.insert(signContractVersions).values(values).onConflictDoNothing();
  },

  async version(
    db: TExecutor,
    companyId: number,
    contractId: number,
    version: number,
  ): Promise<TSignVersionRow | undefined> {
    const v = signContractVersions;
    const where = and(eq(v.companyId, companyId), eq(v.contractId, contractId), eq(v.version, version));
    return first(await db.select().from(v).where(where).limit(1));
  },
};
