import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { jobs } from './job.table.ts';

export type TJobRow = typeof jobs.$inferSelect;

/** SQL for jobs, always scoped by company. */
export const jobRepository = {
  async list(db: TExecutor, companyId: number) {
    const holders = db
      .select({ jobId: users.jobId, n: count().as('n') })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active)))
      .groupBy(users.jobId)
      .as('holders');
    return db
      .select({ job: jobs, staffCount: holders.n })
      .from(jobs)
      .leftJoin(holders, eq(holders.jobId, jobs.id))
      .where(eq(jobs.companyId, companyId))
      .orderBy(asc(jobs.sort), asc(jobs.id));
  },

  async findById(db: TExecutor, companyId: number, id: number): Promise<TJobRow | undefined> {
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
      .limit(1);
    return row;
  },

  async insert(db: TExecutor, values: typeof jobs.$inferInsert): Promise<TJobRow> {
    const [row] = await db.insert(jobs).values(values).returning();
    if (!row) throw new Error('job insert returned nothing');
    return row;
  },

  async update(db: TExecutor, companyId: number, id: number, values: { name: string; sort: number }) {
    await db
      .update(jobs)
      .set(values)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  },

  async remove(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  },

  async activeHolders(db: TExecutor, companyId: number, jobId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.jobId, jobId), eq(users.status, USER_STATUS.active)));
    return row?.n ?? 0;
  },
};
