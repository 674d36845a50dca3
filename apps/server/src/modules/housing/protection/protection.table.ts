import { bigint, boolean, date, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reveal log of protected listing information (who, when, which listing, what): the manager
 * reads it, and the counted rows of a day make the person's daily quota.
 */
export const listingReveals = pgTable(
  'listing_reveals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** PROTECTION_TYPE: 1 contacts, 2 address, 3 all. */
    type: smallint('type').notNull(),
    /** Counted against the daily quota (the first reveal of a listing and type that day by a non-holder). */
    counted: boolean('counted').notNull(),
    /** The calendar day in China time (UTC+8), for the quota. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_reveals_user_day_idx').on(t.companyId, t.userId, t.day, t.listingId),
    index('listing_reveals_company_idx').on(t.companyId, t.id),
    index('listing_reveals_listing_idx').on(t.companyId, t.listingId, t.id),
  ],
);

/** The company's house-book settings; a company without a row has HOUSING_SETTING_DEFAULTS. */
export const housingSettings = pgTable('housing_settings', {
  companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
  dailyViewLimit: integer('daily_view_limit').notNull(),
  protectContacts: boolean('protect_contacts').notNull(),
  protectAddress: boolean('protect_address').notNull(),
  publicPoolDays: integer('public_pool_days').notNull().default(0),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
