import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Phone codes sent by SMS; only a hash of the code is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    phone: text('phone').notNull(),
    purpose: smallint('purpose').notNull(),
    /** What the code is for within its purpose (e.g. one signing link); '' for a code of the phone. */
    scope: text('scope').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);
