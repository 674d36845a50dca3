import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../../platform/db/columns.ts';

/**
 * Follow-ups of any app's items (seed 000 §7 `app/followUp`): appType 1 listings today. `item_type`
 * is the item's own type (sale / rent). Deleting keeps the row (`deleted_at`).
 */
export const appFollowUps = pgTable(
  'app_follow_ups',
  {
    id: id(),
    companyId: companyId(),
    appType: smallint('app_type').notNull(),
    itemType: smallint('item_type').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    categoryType: smallint('category_type').notNull(),
    content: text('content').notNull(),
    /** null for system follow-ups written by the server. */
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  },
  (t) => [
    index('app_follow_ups_item_idx')
      .on(t.companyId, t.appType, t.itemId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** What happened to an item (APP_RECORD_TYPE 1 operation, 2 circulation), newest first. */
export const appRecords = pgTable(
  'app_records',
  {
    id: id(),
    companyId: companyId(),
    appType: smallint('app_type').notNull(),
    itemType: smallint('item_type').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    recordType: smallint('record_type').notNull(),
    action: text('action').notNull(),
    content: text('content').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('app_records_item_idx').on(t.companyId, t.appType, t.itemId, t.recordType, t.id)],
);

/** Favourites (`app/collection`): one row per person and item. */
export const appCollections = pgTable(
  'app_collections',
  {
    companyId: companyId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    appType: smallint('app_type').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemType: smallint('item_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.appType, t.itemId] }),
    index('app_collections_item_idx').on(t.companyId, t.appType, t.itemId),
  ],
);
