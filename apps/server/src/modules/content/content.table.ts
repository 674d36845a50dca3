import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Global rich-text pages (user agreement, privacy policy) keyed by `cate_alias`. Not tenant data. */
export const contents = pgTable('contents', {
  alias: text('alias').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
