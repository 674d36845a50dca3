import { bigint, index, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** A request to join a company by invite code (status: APPLY_STATUS); the person is a pending user. */
export const joinApplications = pgTable(
  'join_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('join_applications_status_idx').on(t.companyId, t.status, t.id)],
);
