import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/** The database handle every repository takes: PGlite and PostgreSQL look the same through it. */
export type TDb = PgDatabase<PgQueryResultHKT>;
export type TTx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either the database or an open transaction. */
export type TExecutor = TDb | TTx;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /**
   * Opens every connection of the pools now (PostgreSQL; nothing to do on PGlite). The server calls it
   * before it listens: opened on demand, the first burst of calls waits for up to 14 new backends.
   */
  openConnections?(): Promise<void>;
  close(): Promise<void>;
};
