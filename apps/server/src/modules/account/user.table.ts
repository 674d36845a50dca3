import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** A person's account within one company (status: USER_STATUS). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url').notNull().default(''),
    isManager: boolean('is_manager').notNull().default(false),
    status: smallint('status').notNull().default(1),
    cancelExecuteAt: timestamp('cancel_execute_at', { withTimezone: true }),
    // Organisation (modules/org): where the person sits; written through userRepository.
    departmentId: bigint('department_id', { mode: 'number' }),
    jobId: bigint('job_id', { mode: 'number' }),
    rankId: bigint('rank_id', { mode: 'number' }),
    entryDate: date('entry_date', { mode: 'string' }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    leaveReason: text('leave_reason').notNull().default(''),
    handoverUserId: bigint('handover_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live account per phone: login by phone must find exactly one person.
    uniqueIndex('users_live_phone_uq').on(t.phone).where(sql`${t.status} in (0, 1)`),
    index('users_company_idx').on(t.companyId, t.id),
    index('users_department_idx').on(t.companyId, t.departmentId),
    index('users_left_idx').on(t.companyId, t.status, t.leftAt),
    index('users_cancel_due_idx').on(t.cancelExecuteAt),
  ],
);
