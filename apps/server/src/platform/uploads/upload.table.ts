import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files, stored under DATA_DIR/uploads/<company>/; served only through signed links. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_company_idx').on(t.companyId, t.createdAt)],
);
