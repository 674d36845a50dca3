import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A tenant: one brokerage. Every tenant row elsewhere carries `company_id`. */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    provinceId: smallint('province_id').notNull(),
    cityId: smallint('city_id').notNull(),
    area: text('area').notNull().default(''),
    sourceType: smallint('source_type').notNull().default(10),
    sourceParam: text('source_param').notNull().default(''),
    /** Shared by staff to join the company (registration with sourceParam = invite code). */
    inviteCode: text('invite_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_invite_code_uq').on(t.inviteCode), index('companies_created_idx').on(t.createdAt)],
);
