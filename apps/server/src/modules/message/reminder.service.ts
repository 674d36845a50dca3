import { and, count, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { reminders } from './reminder.table.ts';

export const reminderService = {
  async add(
    db: TExecutor,
    values: { companyId: number; userId: number; title: string; content: string; kind?: number },
  ) {
    await db.insert(reminders).values(values);
  },

  async unreadCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(reminders)
      .where(and(eq(reminders.companyId, companyId), eq(reminders.userId, userId), isNull(reminders.readAt)));
    return row?.n ?? 0;
  },
};
