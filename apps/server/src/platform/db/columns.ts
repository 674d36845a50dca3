import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every module's tables share (each call makes a fresh column). */

/** The row id: a bigint identity. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** The tenant of a row: on every tenant table, leading every list index. */
export const companyId = () => bigint('company_id', { mode: 'number' }).notNull();

/** A moment, with time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
