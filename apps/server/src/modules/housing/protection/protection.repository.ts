import { HOUSING_SETTING_DEFAULTS } from '@awb/contract/housing-options';
import type { THousingSetting } from '@awb/contract/housing-views';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db/db.ts';
import { cappedCount, pageOffset } from '../../../platform/db/list.ts';
import { housingSettings, listingReveals } from './protection.table.ts';

export type TRevealRecord = typeof listingReveals.$inferSelect;

/** SQL of the settings and the reveal log; always scoped by company. */
export const protectionRepository = {
  async settings(db: TExecutor, companyId: number): Promise<THousingSetting> {
    const [row] = await db.select().from(housingSettings).where(eq(housingSettings.companyId, companyId)).limit(1);
    if (!row) return { ...HOUSING_SETTING_DEFAULTS };
    return {
      dailyViewLimit: row.dailyViewLimit,
      protectContacts: row.protectContacts,
      protectAddress: row.protectAddress,
      publicPoolDays: row.publicPoolDays,
    };
  },

  async saveSettings(db: TExecutor, companyId: number, values: THousingSetting, by: number, at: Date): Promise<void> {
    await db
      .insert(housingSettings)
      .values({ companyId, ...values, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({ target: housingSettings.companyId, set: { ...values, updatedBy: by, updatedAt: at } });
  },

  /** Serialises one person's reveals (the quota check and the insert) within the transaction. */
  async lockPerson(db: TExecutor, companyId: number, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-reveal:${companyId}:${userId}`}))`);
  },

  /** Counted reveals of a person on a day. */
  async usedOn(db: TExecutor, companyId: number, userId: number, day: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(listingReveals)
      .where(
        and(
          eq(listingReveals.companyId, companyId),
          eq(listingReveals.userId, userId),
          eq(listingReveals.day, day),
          eq(listingReveals.counted, true),
        ),
      );
    return row?.n ?? 0;
  },

  /** Whether this listing and type was already counted for the person that day (a repeat is free). */
  async countedBefore(
    db: TExecutor,
    r: { companyId: number; userId: number; listingId: number; type: number; day: string },
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: listingReveals.id })
      .from(listingReveals)
      .where(
        and(
          eq(listingReveals.companyId, r.companyId),
          eq(listingReveals.userId, r.userId),
          eq(listingReveals.day, r.day),
          eq(listingReveals.listingId, r.listingId),
          eq(listingReveals.type, r.type),
          eq(listingReveals.counted, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async log(db: TExecutor, values: typeof listingReveals.$inferInsert): Promise<void> {
    await db.insert(listingReveals).values(values);
  },

  async page(
    db: TExecutor,
    companyId: number,
    filter: { houseId?: number | undefined; userId?: number | undefined; from?: Date; until?: Date },
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TRevealRecord[]; total: number }> {
    const where: SQL | undefined = and(
      eq(listingReveals.companyId, companyId),
      filter.houseId ? eq(listingReveals.listingId, filter.houseId) : undefined,
      filter.userId ? eq(listingReveals.userId, filter.userId) : undefined,
      filter.from ? gte(listingReveals.createdAt, filter.from) : undefined,
      filter.until ? lt(listingReveals.createdAt, filter.until) : undefined,
    );
    const rows = await db
      .select()
      .from(listingReveals)
      .where(where)
      .orderBy(desc(listingReveals.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    return { rows, total: await cappedCount(db, listingReveals, where) };
  },
};
