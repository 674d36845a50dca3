import type { TTx } from './db.ts';

/** A statement Drizzle built (`_prepare()` / `.prepare(name)`): it runs on the client it was built on. */
type TRunnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** Statements kept per database (its transactions share its dialect); past that the oldest goes. */
const MAX_STATEMENTS = 500;

const byDialect = new WeakMap<object, Map<string, object>>();

/** Drizzle's internals a transaction's statement is tied by: its session's client (the transaction's connection). */
const clientOf = (tx: TTx): unknown => (tx as unknown as { session: { client: unknown } }).session.client;
const dialectOf = (tx: TTx): object => (tx as unknown as { dialect: object }).dialect;

/**
 * A statement of a transaction built by Drizzle once per database and `key` (decision 0006, 2026-11-26),
 * then run on each transaction's own connection. Drizzle's prepared query (on both drivers) keeps the
 * statement text, its parameters with placeholders and its result mapping, plus the `client` it runs on;
 * each call gets a view of the kept statement whose `client` is this transaction's (the reserved
 * connection on PostgreSQL, the transaction's handle on PGlite), exactly what building it on `tx` gives.
 *
 * `build` must put every value of the call in a placeholder (given to `execute`), like `runShaped`.
 * Should Drizzle's statement ever not carry the transaction's client as its own `client`, nothing is
 * kept and the statement is built for each call, as before.
 */
export function inTransaction<R>(tx: TTx, key: string, build: (tx: TTx) => TRunnable<R>): TRunnable<R> {
  const client = clientOf(tx);
  let statements = byDialect.get(dialectOf(tx));
  if (!statements) {
    statements = new Map();
    byDialect.set(dialectOf(tx), statements);
  }
  const kept = statements.get(key) as TRunnable<R> | undefined;
  if (kept) return Object.create(kept, { client: { value: client } }) as TRunnable<R>;
  const statement = build(tx);
  if (client !== undefined && (statement as { client?: unknown }).client === client) {
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    statements.set(key, statement);
  }
  return statement;
}
