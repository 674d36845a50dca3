import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Reminders addressed to one user (the message centre's 提醒); unread ones feed systemInfo.messageCount. */
export const reminders = pgTable(
  'reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminders_user_idx').on(t.companyId, t.userId, t.readAt)],
);
