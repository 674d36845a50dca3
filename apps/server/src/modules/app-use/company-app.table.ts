import { bigint, boolean, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * A company's subscription of one sub-app (area codes: house 1, customer 2, estate 3, manager 88,
 * contract 5, sign 6). No row: never opened (a trial may be offered).
 */
export const companyApps = pgTable(
  'company_apps',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    appType: smallint('app_type').notNull(),
    /** Paid or trial access ends at this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    trialUsed: boolean('trial_used').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.appType] })],
);
