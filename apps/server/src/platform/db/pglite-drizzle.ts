import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import type { TDb } from './db.ts';
import { PgliteStatements } from './pglite-statements.ts';

/**
 * The app's Drizzle handle on a PGlite client, through named statements (pglite-statements.ts,
 * decision 0006). A query prepared with a name (`.prepare('name')`: the hot lookups by key) may keep
 * a generic plan; every other statement is still planned for its own values. The migrations run
 * before, on PGlite's own client.
 */
export async function drizzleOnPglite(pg: PGlite, options: { logger?: Logger } = {}): Promise<TDb> {
  const statements = new PgliteStatements(pg);
  await statements.init();
  const dialect = new PgDialect();
  const generic = new PgliteSession(statements.client(true), dialect, undefined, options);
  const session = new PgliteSession(statements.client(false), dialect, undefined, options);
  const own = session.prepareQuery.bind(session);
  // Drizzle's PGlite session ignores the name; here it chooses the client that may keep one plan.
  session.prepareQuery = ((...args: Parameters<typeof own>) =>
    args[2] ? generic.prepareQuery(...args) : own(...args)) as typeof own;
  return new PgliteDatabase(dialect, session, undefined) as unknown as TDb;
}
