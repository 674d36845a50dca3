import { bigint, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/** The cities a company works in (openingCities); none stored means its registration city. */
export const companyCities = pgTable(
  'company_cities',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    cityId: smallint('city_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.cityId] })],
);
