import { READ_FILTER } from '@awb/contract/message.contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { users } from '../account/user.table.ts';
import { noticeDepts, noticeReads, notices } from './notice.table.ts';

type TReader = { companyId: number; userId: number };

/**
 * A reader with what decides which announcements reach them: the departments on their path (their own
 * and every one above it) and whether they see all (the publisher's role: 发布公告, or a manager).
 */
export type TAudience = TReader & { pathDeptIds: number[]; seesAll: boolean };

/** Addressed to the whole company (no department rows), to a department on the reader's path, or by the reader. */
function addressedTo(r: TAudience): SQL | undefined {
  if (r.seesAll) return undefined;
  const rows = sql`select 1 from ${noticeDepts} where ${noticeDepts.companyId} = ${notices.companyId} and ${noticeDepts.noticeId} = ${notices.id}`;
  const mine =
    r.pathDeptIds.length === 0
      ? sql`false`
      : sql`exists (${rows} and ${noticeDepts.deptId} in (${sql.join(
          r.pathDeptIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  return or(sql`not exists (${rows})`, mine, eq(notices.publisherId, r.userId));
}

/** The caller's read mark joins on (notice, caller); its absence means unread. */
const readMark = (r: TReader) =>
  and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, r.userId), eq(noticeReads.companyId, r.companyId));

function readWhere(r: TAudience, read: number): SQL | undefined {
  const company = and(eq(notices.companyId, r.companyId), addressedTo(r));
  if (read === READ_FILTER.read) return and(company, isNotNull(noticeReads.userId));
  if (read === READ_FILTER.unread) return and(company, isNull(noticeReads.userId));
  return company;
}

const columns = {
  id: notices.id,
  title: notices.title,
  content: notices.content,
  isTop: notices.isTop,
  releasedAt: notices.releasedAt,
  publisherName: users.name,
  readAt: noticeReads.readAt,
};

/** Announcements' SQL, always scoped by the caller's company; read state is the caller's. */
export const noticeRepository = {
  async page(db: TExecutor, r: TAudience, read: number, offset: number, limit: number) {
    const where = readWhere(r, read);
    const rows = await db
      .select(columns)
      .from(notices)
      .leftJoin(noticeReads, readMark(r))
      .leftJoin(users, and(eq(users.id, notices.publisherId), eq(users.companyId, notices.companyId)))
      .where(where)
      .orderBy(desc(notices.isTop), desc(notices.releasedAt), desc(notices.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(notices).leftJoin(noticeReads, readMark(r)).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: TExecutor, r: TAudience, id: number) {
    const [row] = await db
      .select(columns)
      .from(notices)
      .leftJoin(noticeReads, readMark(r))
      .leftJoin(users, and(eq(users.id, notices.publisherId), eq(users.companyId, notices.companyId)))
      .where(and(eq(notices.companyId, r.companyId), addressedTo(r), eq(notices.id, id)));
    return row;
  },

  /** The department ids each announcement is addressed to (absent: the whole company). */
  async deptsOf(db: TExecutor, companyId: number, noticeIds: number[]): Promise<Map<number, number[]>> {
    const byNotice = new Map<number, number[]>();
    if (noticeIds.length === 0) return byNotice;
    const rows = await db
      .select({ noticeId: noticeDepts.noticeId, deptId: noticeDepts.deptId })
      .from(noticeDepts)
      .where(and(eq(noticeDepts.companyId, companyId), inArray(noticeDepts.noticeId, noticeIds)))
      .orderBy(noticeDepts.noticeId, noticeDepts.deptId);
    for (const row of rows) byNotice.set(row.noticeId, [...(byNotice.get(row.noticeId) ?? []), row.deptId]);
    return byNotice;
  },

  /** Addresses an announcement to these departments only (none: the whole company). */
  async setDepts(db: TExecutor, companyId: number, noticeId: number, deptIds: number[]): Promise<void> {
    await db.delete(noticeDepts).where(and(eq(noticeDepts.companyId, companyId), eq(noticeDepts.noticeId, noticeId)));
    if (deptIds.length === 0) return;
    await db.insert(noticeDepts).values(deptIds.map((deptId) => ({ companyId, noticeId, deptId })));
  },

  async exists(db: TExecutor, companyId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.companyId, companyId), eq(notices.id, id)))
      .for('update');
    return row !== undefined;
  },

  /** Ids of the company's announcements the reader has not read (one, or all when `id` is absent). */
  async unreadIds(db: TExecutor, r: TAudience, id?: number): Promise<number[]> {
    const rows = await db
      .select({ id: notices.id })
      .from(notices)
      .leftJoin(noticeReads, readMark(r))
      .where(and(readWhere(r, READ_FILTER.unread), id === undefined ? undefined : eq(notices.id, id)));
    return rows.map((row) => row.id);
  },

  async markRead(db: TExecutor, r: TReader, ids: number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .insert(noticeReads)
      .values(ids.map((noticeId) => ({ companyId: r.companyId, noticeId, userId: r.userId, readAt: at })))
      .onConflictDoNothing();
  },

  async unreadCount(db: TExecutor, r: TAudience): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notices)
      .leftJoin(noticeReads, readMark(r))
      .where(readWhere(r, READ_FILTER.unread));
    return row?.n ?? 0;
  },

  async latest(db: TExecutor, r: TAudience) {
    const [row] = await db
      .select({ title: notices.title, at: notices.releasedAt })
      .from(notices)
      .where(and(eq(notices.companyId, r.companyId), addressedTo(r)))
      .orderBy(desc(notices.releasedAt), desc(notices.id))
      .limit(1);
    return row;
  },

  async insert(
    db: TExecutor,
    values: { companyId: number; title: string; content: string; isTop: boolean; publisherId: number; at: Date },
  ): Promise<number> {
    const { at, ...rest } = values;
    const [row] = await db
      .insert(notices)
      .values({ ...rest, releasedAt: at, updatedAt: at })
      .returning({ id: notices.id });
    if (!row) throw new Error('notice insert returned nothing');
    return row.id;
  },

  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: { title: string; content: string; isTop: boolean; at: Date },
  ): Promise<void> {
    await db
      .update(notices)
      .set({ title: values.title, content: values.content, isTop: values.isTop, updatedAt: values.at })
      .where(and(eq(notices.companyId, companyId), eq(notices.id, id)));
  },

  async remove(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(noticeDepts).where(and(eq(noticeDepts.companyId, companyId), eq(noticeDepts.noticeId, id)));
    await db.delete(noticeReads).where(and(eq(noticeReads.companyId, companyId), eq(noticeReads.noticeId, id)));
    await db.delete(notices).where(and(eq(notices.companyId, companyId), eq(notices.id, id)));
  },
};
