import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A department of any depth. `path` lists the ids from the top down, `/3/7/`, so that a department
 * and everything below it is one prefix match (data scope "department and below").
 */
export const departments = pgTable(
  'departments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    /** 0: directly under the company. */
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    name: text('name').notNull(),
    path: text('path').notNull(),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull().default(0),
    leaderUserId: bigint('leader_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_sibling_name_uq').on(t.companyId, t.parentId, t.name),
    index('departments_path_idx').on(t.companyId, t.path.op('text_pattern_ops')),
  ],
);
