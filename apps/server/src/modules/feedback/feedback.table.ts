import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_company_idx').on(t.companyId, t.createdAt)],
);
