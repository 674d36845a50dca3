import { USER_STATUS } from '@awb/contract/account.contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from './user.table.ts';

export type TUserRow = typeof users.$inferSelect;

/** SQL for users. Lookups by phone are global (login); everything else is scoped by company. */
export const userRepository = {
  async findLiveByPhone(db: TExecutor, phone: string): Promise<TUserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), inArray(users.status, [USER_STATUS.pending, USER_STATUS.active])))
      .limit(1);
    return row;
  },

  /** The newest account of a phone whose join application was rejected, if there is one. */
  async findLatestRejectedByPhone(db: TExecutor, phone: string): Promise<TUserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.status, USER_STATUS.rejected)))
      .orderBy(desc(users.id))
      .limit(1);
    return row;
  },

  async findById(db: TExecutor, companyId: number, userId: number): Promise<TUserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .limit(1);
    return row;
  },

  async activeManagerIds(db: TExecutor, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isManager, true), eq(users.status, USER_STATUS.active)));
    return rows.map((r) => r.id);
  },

  async insert(db: TExecutor, values: typeof users.$inferInsert): Promise<TUserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    userId: number,
    values: Partial<typeof users.$inferInsert>,
  ): Promise<void> {
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  },
};
