import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { reminders } from './reminder.table.ts';
import { forgetUnreadCounts } from './unread-counts.ts';

export const reminderService = {
  async add(
    db: TExecutor,
    values: { companyId: number; userId: number; title: string; content: string; kind?: number },
  ) {
    await db.insert(reminders).values(values);
    forgetUnreadCounts(values.companyId);
  },

  /**
   * The caller's unread reminders (systemInfo, on every screen): prepared once, and a count by key on
   * `reminders_user_idx` whose plan does not depend on the values, so it keeps one plan (decision 0006).
   */
  async unreadCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await prepared(db, 'reminders_unread_count', (db) =>
      db
        .select({ n: count() })
        .from(reminders)
        .where(
          and(
            eq(reminders.companyId, sql.placeholder('companyId')),
            eq(reminders.userId, sql.placeholder('userId')),
            isNull(reminders.readAt),
          ),
        ),
    ).execute({ companyId, userId });
    return row?.n ?? 0;
  },
};
