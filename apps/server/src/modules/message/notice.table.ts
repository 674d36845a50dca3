import { bigint, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../platform/db/columns.ts';

/** Company announcements (公告): everyone of the company reads them; release needs MANAGER_ITEM.notices. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    /** Rich text as released; sanitised where it is shown. */
    content: text('content').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    publisherId: bigint('publisher_id', { mode: 'number' }).notNull(),
    releasedAt: at('released_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notices_list_idx').on(t.companyId, t.isTop, t.releasedAt)],
);

/** Who has read which announcement: one row per reader, written by gonggaoRead. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    companyId: companyId(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.companyId, t.userId)],
);

/**
 * The departments an announcement is addressed to; none means the whole company. A department takes in
 * everything below it: a reader sees the announcement when one of these is on their department's path.
 */
export const noticeDepts = pgTable(
  'notice_depts',
  {
    companyId: companyId(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.noticeId, t.deptId] }),
    index('notice_depts_dept_idx').on(t.companyId, t.deptId),
  ],
);
