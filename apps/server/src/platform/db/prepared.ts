import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TExecutor } from './db.ts';
import { inTransaction } from './transaction-statements.ts';

type TPreparable<R> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } };
type TPrepared<R> = ReturnType<TPreparable<R>['prepare']>;

const byDatabase = new WeakMap<object, Map<string, TPrepared<unknown>>>();

/**
 * On PostgreSQL, the handle whose connections keep one plan for a prepared lookup (decision 0008):
 * the app's own pool plans every statement for its values (decision 0004), which for a lookup by key
 * is planning the same plan again on every call.
 */
const lookupHandles = new WeakMap<object, TExecutor>();

/** Registers the handle the lookups of `db` run on (`openPostgres`). */
export function useForLookups(db: TExecutor, lookups: TExecutor): void {
  lookupHandles.set(db, lookups);
}

/**
 * A hot query built once per database handle and prepared under `name` (decision 0006): Drizzle does
 * not build its SQL again, and on PGlite the statement may keep one generic plan (only for lookups
 * by key, whose best plan does not depend on the values). `build` uses `sql.placeholder(...)` for
 * every value, given at `execute`.
 *
 * Inside a transaction it runs on the transaction's connection (a statement prepared on the database
 * itself would wait for the transaction to end on PGlite, or run outside it on PostgreSQL), built once per
 * database (`inTransaction`) and planned for its values there, as every statement of a transaction is.
 * Outside one, on PostgreSQL, it runs on the lookup pool (`useForLookups`), which keeps one plan.
 */
export function prepared<R>(db: TExecutor, name: string, build: (db: TExecutor) => TPreparable<R>): TPrepared<R> {
  if (db instanceof PgTransaction) return inTransaction(db, `prepared\u0001${name}`, (tx) => build(tx).prepare(name));
  db = lookupHandles.get(db) ?? db;
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as TPrepared<R> | undefined;
  if (!query) {
    query = build(db).prepare(name);
    queries.set(name, query as TPrepared<unknown>);
  }
  return query;
}
