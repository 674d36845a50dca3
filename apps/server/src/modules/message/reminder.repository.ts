import { READ_FILTER } from '@awb/contract/message.contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { reminders } from './reminder.table.ts';
import { forgetUnreadCounts } from './unread-counts.ts';

type TOwner = { companyId: number; userId: number };

/** The owner's reminders of one kind: a user only ever reaches their own rows of their own company. */
function ownWhere(o: TOwner, kind: number, read: number = READ_FILTER.all): SQL | undefined {
  const own = and(eq(reminders.companyId, o.companyId), eq(reminders.userId, o.userId), eq(reminders.kind, kind));
  if (read === READ_FILTER.read) return and(own, isNotNull(reminders.readAt));
  if (read === READ_FILTER.unread) return and(own, isNull(reminders.readAt));
  return own;
}

/** Reminders' SQL for the message centre (reminder.service.ts writes them for the other modules). */
export const reminderRepository = {
  async page(db: TExecutor, o: TOwner, kind: number, read: number, offset: number, limit: number) {
    const where = ownWhere(o, kind, read);
    const rows = await db
      .select()
      .from(reminders)
      .where(where)
      .orderBy(desc(reminders.createdAt), desc(reminders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(reminders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(db: TExecutor, o: TOwner, id: number) {
    const [row] = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.companyId, o.companyId), eq(reminders.userId, o.userId), eq(reminders.id, id)));
    return row;
  },

  /** Marks the owner's unread reminders of a kind (or just `id`) read; answers how many changed. */
  async markRead(db: TExecutor, o: TOwner, kind: number | null, at: Date, id?: number): Promise<number> {
    const rows = await db
      .update(reminders)
      .set({ readAt: at })
      .where(
        and(
          eq(reminders.companyId, o.companyId),
          eq(reminders.userId, o.userId),
          isNull(reminders.readAt),
          kind === null ? undefined : eq(reminders.kind, kind),
          id === undefined ? undefined : eq(reminders.id, id),
        ),
      )
      .returning({ id: reminders.id });
    if (rows.length > 0) forgetUnreadCounts(o.companyId);
    return rows.length;
  },

  async unreadCount(db: TExecutor, o: TOwner, kind: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(reminders)
      .where(ownWhere(o, kind, READ_FILTER.unread));
    return row?.n ?? 0;
  },

  async latest(db: TExecutor, o: TOwner, kind: number) {
    const [row] = await db
      .select({ title: reminders.title, at: reminders.createdAt })
      .from(reminders)
      .where(ownWhere(o, kind))
      .orderBy(desc(reminders.createdAt), desc(reminders.id))
      .limit(1);
    return row;
  },
};
