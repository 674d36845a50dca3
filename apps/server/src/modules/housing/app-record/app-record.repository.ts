import { LIST_COUNT_CAP } from '@awb/contract/common/envelope';
import { and, count, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { runBuiltOnce } from '../../../platform/db/built-once.ts';
import type { TExecutor } from '../../../platform/db/db.ts';
import { cappedCount, pageOffset } from '../../../platform/db/list.ts';
import { prepared } from '../../../platform/db/prepared.ts';
import { users } from '../../account/user.table.ts';
import { departments } from '../../org/department.table.ts';
import { appCollections, appFollowUps, appRecords } from './app-record.table.ts';

export type TItemRef = { companyId: number; appType: number; itemType: number; itemId: number };
export type TFollowUpRecord = typeof appFollowUps.$inferSelect;
/** A follow-up with its writer as `peopleByIds` gives them (`personId` null: no such person, or the system). */
export type TFollowUpRow = TFollowUpRecord & {
  personId: number | null;
  userName: string | null;
  avatarRef: string | null;
  deptName: string | null;
};
export type TAppRecordRow = typeof appRecords.$inferSelect;

/** A user's favourite of one item. */
const collectionOf = (item: TItemRef, userId: number) =>
  and(
    eq(appCollections.companyId, item.companyId),
    eq(appCollections.userId, userId),
    eq(appCollections.appType, item.appType),
    eq(appCollections.itemId, item.itemId),
  );

/** SQL of follow-ups, records and favourites of any app's items; always scoped by company. */
export const appRecordRepository = {
  async addRecord(
    db: TExecutor,
    item: TItemRef,
    values: { recordType: number; action: string; content?: string; userId: number; createdAt: Date },
  ): Promise<void> {
    await db.insert(appRecords).values({ ...item, ...values, content: values.content ?? '' });
  },

  async records(
    db: TExecutor,
    item: TItemRef,
    recordType: number,
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TAppRecordRow[]; total: number }> {
    const where = and(
      eq(appRecords.companyId, item.companyId),
      eq(appRecords.appType, item.appType),
      eq(appRecords.itemId, item.itemId),
      recordType ? eq(appRecords.recordType, recordType) : undefined,
    );
    const rows = await db
      .select()
      .from(appRecords)
      .where(where)
      .orderBy(desc(appRecords.id))
      .limit(page.pagesize)
      .offset(pageOffset(page.pageindex, page.pagesize));
    return { rows, total: await cappedCount(db, appRecords, where) };
  },

  async addFollowUp(
    db: TExecutor,
    item: TItemRef,
    values: { categoryType: number; content: string; userId: number | null; createdAt: Date },
  ): Promise<TFollowUpRecord> {
    // Built once (built-once.ts): every value a placeholder, so one statement serves every follow-up.
    const [row] = await runBuiltOnce(db, 'follow_up_add', { ...item, ...values }, (db) =>
      db
        .insert(appFollowUps)
        .values({
          companyId: sql.placeholder('companyId'),
          appType: sql.placeholder('appType'),
          itemType: sql.placeholder('itemType'),
          itemId: sql.placeholder('itemId'),
          categoryType: sql.placeholder('categoryType'),
          content: sql.placeholder('content'),
          userId: sql.placeholder('userId'),
          createdAt: sql.placeholder('createdAt'),
        })
        .returning(),
    );
    if (!row) throw new Error('follow-up insert returned nothing');
    return row;
  },

  async followUps(
    db: TExecutor,
    item: TItemRef,
    categoryType: number,
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TFollowUpRow[]; total: number }> {
    // Built once and prepared (decision 0006), with and without a category: the item's follow-ups are
    // read along `app_follow_ups_item_idx` whatever the values, so one plan serves every item. One
    // statement: the page, each writer with their department (as `peopleByIds` reads them), and
    // the capped count (`cappedCount`) as a column of every row, worked out once.
    const variant = categoryType ? 'category' : 'all';
    const where = (): SQL | undefined =>
      and(
        eq(appFollowUps.companyId, sql.placeholder('companyId')),
        eq(appFollowUps.appType, sql.placeholder('appType')),
        eq(appFollowUps.itemId, sql.placeholder('itemId')),
        isNull(appFollowUps.deletedAt),
        categoryType ? eq(appFollowUps.categoryType, sql.placeholder('categoryType')) : undefined,
      );
    const values = {
      companyId: item.companyId,
      appType: item.appType,
      itemId: item.itemId,
      categoryType,
      limit: page.pagesize,
      offset: pageOffset(page.pageindex, page.pagesize),
    };
    const found = await prepared(db, `follow_ups_page_${variant}`, (db) => {
      const limited = db
        .select({ one: sql`1` })
        .from(appFollowUps)
        .where(where())
        .limit(LIST_COUNT_CAP + 1)
        .as('limited');
      return db
        .select({
          ...getTableColumns(appFollowUps),
          personId: users.id,
          userName: users.name,
          avatarRef: users.avatarUrl,
          deptName: departments.name,
          total: sql<number>`(select count(*) from ${limited})`.mapWith(Number),
        })
        .from(appFollowUps)
        .leftJoin(users, and(eq(users.companyId, appFollowUps.companyId), eq(users.id, appFollowUps.userId)))
        .leftJoin(departments, and(eq(departments.companyId, users.companyId), eq(departments.id, users.departmentId)))
        .where(where())
        .orderBy(desc(appFollowUps.createdAt), desc(appFollowUps.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    }).execute(values);
    const rows = found.map(({ total: _, ...row }) => row);
    const first = found[0];
    if (first) return { rows, total: Math.min(first.total, LIST_COUNT_CAP) };
    // No row: on the first page there is none to count; past the end, the count alone.
    if (values.offset === 0) return { rows, total: 0 };
    const [counted] = await prepared(db, `follow_ups_count_${variant}`, (db) =>
      db.select({ n: count() }).from(
        db
          .select({ one: sql`1` })
          .from(appFollowUps)
          .where(where())
          .limit(LIST_COUNT_CAP + 1)
          .as('limited'),
      ),
    ).execute(values);
    return { rows, total: Math.min(counted?.n ?? 0, LIST_COUNT_CAP) };
  },

  async findFollowUp(db: TExecutor, item: TItemRef, followId: number): Promise<TFollowUpRecord | undefined> {
    const [row] = await db
      .select()
      .from(appFollowUps)
      .where(
        and(
          eq(appFollowUps.companyId, item.companyId),
          eq(appFollowUps.appType, item.appType),
          eq(appFollowUps.itemId, item.itemId),
          eq(appFollowUps.id, followId),
          isNull(appFollowUps.deletedAt),
        ),
      )
      .limit(1);
    return row;
  },

  async deleteFollowUp(db: TExecutor, companyId: number, followId: number, by: number, at: Date): Promise<boolean> {
    const done = await db
      .update(appFollowUps)
      .set({ deletedAt: at, deletedBy: by })
      .where(and(eq(appFollowUps.companyId, companyId), eq(appFollowUps.id, followId), isNull(appFollowUps.deletedAt)))
      .returning({ id: appFollowUps.id });
    return done.length > 0;
  },

  async setCollected(db: TExecutor, item: TItemRef, userId: number, collected: boolean): Promise<void> {
    if (collected) {
      await db
        .insert(appCollections)
        .values({ ...item, userId })
        .onConflictDoNothing();
      return;
    }
    await db.delete(appCollections).where(collectionOf(item, userId));
  },

  async isCollected(db: TExecutor, item: TItemRef, userId: number): Promise<boolean> {
    const [row] = await prepared(db, 'app_item_collected', (db) =>
      db
        .select({ itemId: appCollections.itemId })
        .from(appCollections)
        .where(
          and(
            eq(appCollections.companyId, sql.placeholder('companyId')),
            eq(appCollections.userId, sql.placeholder('userId')),
            eq(appCollections.appType, sql.placeholder('appType')),
            eq(appCollections.itemId, sql.placeholder('itemId')),
          ),
        )
        .limit(1),
    ).execute({ companyId: item.companyId, userId, appType: item.appType, itemId: item.itemId });
    return row !== undefined;
  },
};
