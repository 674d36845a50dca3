import { USER_STATUS } from '@awb/contract/account.contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { rankGroups, ranks } from './rank.table.ts';

export type TRankRow = typeof ranks.$inferSelect;
export type TRankGroupRow = typeof rankGroups.$inferSelect;

/** SQL for ranks and rank groups, always scoped by company. */
export const rankRepository = {
  async list(db: TExecutor, companyId: number, groupId?: number) {
    const holders = db
      .select({ rankId: users.rankId, n: count().as('n') })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, USER_STATUS.active)))
      .groupBy(users.rankId)
      .as('holders');
    const conditions = [eq(ranks.companyId, companyId)];
    if (groupId !== undefined) conditions.push(eq(ranks.groupId, groupId));
    return db
      .select({ rank: ranks, groupName: rankGroups.name, userCount: holders.n })
      .from(ranks)
      .innerJoin(rankGroups, and(eq(rankGroups.companyId, ranks.companyId), eq(rankGroups.id, ranks.groupId)))
      .leftJoin(holders, eq(holders.rankId, ranks.id))
      .where(and(...conditions))
      .orderBy(asc(rankGroups.sort), asc(rankGroups.id), asc(ranks.sort), asc(ranks.id));
  },

  async groups(db: TExecutor, companyId: number) {
    const counts = db
      .select({ groupId: ranks.groupId, n: count().as('n') })
      .from(ranks)
      .where(eq(ranks.companyId, companyId))
      .groupBy(ranks.groupId)
      .as('counts');
    return db
      .select({ group: rankGroups, rankCount: counts.n })
      .from(rankGroups)
      .leftJoin(counts, eq(counts.groupId, rankGroups.id))
      .where(eq(rankGroups.companyId, companyId))
      .orderBy(asc(rankGroups.sort), asc(rankGroups.id));
  },

  async findRank(db: TExecutor, companyId: number, id: number): Promise<TRankRow | undefined> {
    const [row] = await db
      .select()
      .from(ranks)
      .where(and(eq(ranks.companyId, companyId), eq(ranks.id, id)))
      .limit(1);
    return row;
  },

  async findGroup(db: TExecutor, companyId: number, id: number): Promise<TRankGroupRow | undefined> {
    const [row] = await db
      .select()
      .from(rankGroups)
      .where(and(eq(rankGroups.companyId, companyId), eq(rankGroups.id, id)))
      .limit(1);
    return row;
  },

  async insertRank(db: TExecutor, values: typeof ranks.$inferInsert): Promise<TRankRow> {
    const [row] = await db.insert(ranks).values(values).returning();
    if (!row) throw new Error('rank insert returned nothing');
    return row;
  },

  async insertGroup(db: TExecutor, values: typeof rankGroups.$inferInsert): Promise<TRankGroupRow> {
    const [row] = await db.insert(rankGroups).values(values).returning();
    if (!row) throw new Error('rank group insert returned nothing');
    return row;
  },

  async updateRank(db: TExecutor, companyId: number, id: number, values: Partial<typeof ranks.$inferInsert>) {
    await db
      .update(ranks)
      .set(values)
      .where(and(eq(ranks.companyId, companyId), eq(ranks.id, id)));
  },

  async updateGroup(db: TExecutor, companyId: number, id: number, values: Partial<typeof rankGroups.$inferInsert>) {
    await db
      .update(rankGroups)
      .set(values)
      .where(and(eq(rankGroups.companyId, companyId), eq(rankGroups.id, id)));
  },

  async removeRank(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(ranks).where(and(eq(ranks.companyId, companyId), eq(ranks.id, id)));
  },

  async removeGroup(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(rankGroups).where(and(eq(rankGroups.companyId, companyId), eq(rankGroups.id, id)));
  },

  async activeHolders(db: TExecutor, companyId: number, rankId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.rankId, rankId), eq(users.status, USER_STATUS.active)));
    return row?.n ?? 0;
  },

  async rankCount(db: TExecutor, companyId: number, groupId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(ranks)
      .where(and(eq(ranks.companyId, companyId), eq(ranks.groupId, groupId)));
    return row?.n ?? 0;
  },
};
