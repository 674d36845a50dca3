import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TExecutor, TTx } from './db.ts';
import type { TStatementShape } from './statement-shape.ts';
import { inTransaction } from './transaction-statements.ts';

/** A Drizzle query builder (a select): awaiting it builds its SQL and runs it. */
type TBuildable<R> = PromiseLike<R>;
type TRunnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** Distinct shapes kept per database handle; past that the oldest goes (list filters combine freely). */
const MAX_SHAPES = 500;

const byDatabase = new WeakMap<object, Map<string, TRunnable<unknown>>>();

function runnable<R>(query: TBuildable<R>): TRunnable<R> {
  // Drizzle's own `execute` is `this._prepare().execute(values)`: the unnamed prepared query, which
  // runs on the handle's ordinary client (custom plans on both databases, decisions 0004 and 0006).
  return (query as unknown as { _prepare(): TRunnable<R> })._prepare();
}

/**
 * A list or search statement built by Drizzle once per database handle and statement shape
 * (decision 0006, 2026-11-26), then run with each call's values. Unlike `prepared(...)` it stays a
 * list's statement: on the app's main pool on PostgreSQL and on PGlite's custom-plan client, so it is
 * still PLANNED FOR ITS VALUES on every run; what is saved is Drizzle building and rendering the SQL.
 *
 * `build` gets the shape's pieces with placeholders (`shape.pieces()`) and must put every other value
 * of the call in a placeholder too, given in `values`: anything it takes from the call otherwise would
 * be kept for the next calls of the same shape. `name` tells the statements of a shape apart (the page,
 * the count). When the shape has no key it is built for this call only; inside a transaction it is kept per
 * database and run on the transaction's connection (`runBuiltOnce`).
 */
export function runShaped<R>(
  db: TExecutor,
  name: string,
  shape: TStatementShape,
  values: Record<string, unknown>,
  build: (db: TExecutor, pieces: (SQL | undefined)[]) => TBuildable<R>,
): Promise<R> {
  if (shape.key === undefined) return runnable(build(db, shape.pieces())).execute({ ...shape.values, ...values });
  return runBuiltOnce(db, `${name}\u0001${shape.key}`, Object.assign(shape.values, values), (db) =>
    build(db, shape.pieces()),
  );
}

/**
 * A statement without a list's shape (an insert, an update by key) built by Drizzle once per database
 * handle and `key`, then run with each call's `values`; inside a transaction kept per database and run on
 * the transaction's connection (`inTransaction`). Like `runShaped`, it stays an ordinary statement (the
 * main pool's custom plans), and `build` must put every value of the call in a placeholder: the key
 * names everything else the text depends on.
 */
export function runBuiltOnce<R>(
  db: TExecutor,
  key: string,
  values: Record<string, unknown>,
  build: (db: TExecutor) => TBuildable<R>,
): Promise<R> {
  if (db instanceof PgTransaction) {
    return inTransaction(db as TTx, key, (tx) => runnable(build(tx))).execute(values);
  }
  let statements = byDatabase.get(db) as Map<string, TRunnable<R>> | undefined;
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements as Map<string, TRunnable<unknown>>);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = runnable(build(db));
    if (statements.size >= MAX_SHAPES) statements.delete(statements.keys().next().value as string);
    statements.set(key, statement);
  }
  return statement.execute(values);
}
