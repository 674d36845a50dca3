import { TEAM_CHANGE } from '@awb/contract/housing-options';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db/db.ts';
import { cappedCount, pageOffset } from '../../../platform/db/list.ts';
import { prepared } from '../../../platform/db/prepared.ts';
import { listingTeamChanges, listingTeamMembers } from './team.table.ts';

export type TTeamRecord = typeof listingTeamMembers.$inferSelect;
export type TTeamChangeRecord = typeof listingTeamChanges.$inferSelect;

/** The company's members matching `conditions` who are not relieved. */
const current = (companyId: number, ...conditions: SQL[]) =>
  and(eq(listingTeamMembers.companyId, companyId), ...conditions, isNull(listingTeamMembers.relievedAt));

/** SQL of listing teams and their change record; always scoped by company. */
export const teamRepository = {
  async active(db: TExecutor, companyId: number, listingId: number): Promise<TTeamRecord[]> {
    return prepared(db, 'listing_team_active', (db) =>
      db
        .select()
        .from(listingTeamMembers)
        .where(
          and(
            eq(listingTeamMembers.companyId, sql.placeholder('companyId')),
            eq(listingTeamMembers.listingId, sql.placeholder('listingId')),
            isNull(listingTeamMembers.relievedAt),
          ),
        )
        .orderBy(asc(listingTeamMembers.teamType)),
    ).execute({ companyId, listingId });
  },

  async holder(
    db: TExecutor,
    companyId: number,
    listingId: number,
    teamType: number,
  ): Promise<TTeamRecord | undefined> {
    const [row] = await db
      .select()
      .from(listingTeamMembers)
      .where(current(companyId, eq(listingTeamMembers.listingId, listingId), eq(listingTeamMembers.teamType, teamType)))
      .limit(1);
    return row;
  },

  async findActive(db: TExecutor, companyId: number, teamId: number): Promise<TTeamRecord | undefined> {
    const [row] = await db
      .select()
      .from(listingTeamMembers)
      .where(current(companyId, eq(listingTeamMembers.id, teamId)))
      .limit(1);
    return row;
  },

  /** The latest survey of a listing, also a relieved one (its pictures stay with the listing). */
  async latestSurvey(db: TExecutor, companyId: number, listingId: number, teamType: number) {
    const [row] = await db
      .select()
      .from(listingTeamMembers)
      .where(
        and(
          eq(listingTeamMembers.companyId, companyId),
          eq(listingTeamMembers.listingId, listingId),
          eq(listingTeamMembers.teamType, teamType),
        ),
      )
      .orderBy(sql`${listingTeamMembers.relievedAt} is null desc`, desc(listingTeamMembers.id))
      .limit(1);
    return row;
  },

  async insert(db: TExecutor, values: typeof listingTeamMembers.$inferInsert): Promise<TTeamRecord> {
    const [row] = await db.insert(listingTeamMembers).values(values).returning();
    if (!row) throw new Error('team insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    teamId: number,
    values: Partial<typeof listingTeamMembers.$inferInsert>,
  ) {
    await db
      .update(listingTeamMembers)
      .set(values)
      .where(and(eq(listingTeamMembers.companyId, companyId), eq(listingTeamMembers.id, teamId)));
  },

  async relieve(db: TExecutor, companyId: number, teamId: number, at: Date): Promise<boolean> {
    const done = await db
      .update(listingTeamMembers)
      .set({ relievedAt: at })
      .where(current(companyId, eq(listingTeamMembers.id, teamId)))
      .returning({ id: listingTeamMembers.id });
    return done.length > 0;
  },

  async recordChange(db: TExecutor, values: typeof listingTeamChanges.$inferInsert): Promise<void> {
    await db.insert(listingTeamChanges).values(values);
  },

  async changes(
    db: TExecutor,
    companyId: number,
    listingId: number,
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TTeamChangeRecord[]; total: number }> {
    const where = and(eq(listingTeamChanges.companyId, companyId), eq(listingTeamChanges.listingId, listingId));
    const rows = await db
      .select()
      .from(listingTeamChanges)
      .where(where)
      .orderBy(desc(listingTeamChanges.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    return { rows, total: await cappedCount(db, listingTeamChanges, where) };
  },

  /** Hand-over: every active role of the leaver passes to the colleague, each change recorded. */
  async handOver(
    db: TExecutor,
    h: { companyId: number; fromUserId: number; toUserId: number; byUserId: number },
    at: Date,
  ): Promise<void> {
    // Recorded first, from the rows as they are, in one statement however many roles there are.
    await db.execute(sql`
      insert into listing_team_changes (company_id, listing_id, team_type, action, user_id, previous_user_id, operator_id, created_at)
      select company_id, listing_id, team_type, ${TEAM_CHANGE.handover}, ${h.toUserId}, user_id, ${h.byUserId}, ${at.toISOString()}::timestamptz
      from listing_team_members
      where company_id = ${h.companyId} and user_id = ${h.fromUserId} and relieved_at is null`);
    await db
      .update(listingTeamMembers)
      .set({ userId: h.toUserId })
      .where(current(h.companyId, eq(listingTeamMembers.userId, h.fromUserId)));
  },
};
