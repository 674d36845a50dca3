import {
  MemoryFS,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { callMessage, fixedCall, readResults, SYNC, type TColumn } from './pglite-wire.ts';

/**
 * Named prepared statements on PGlite (docs/decisions/0006-prepared-statements.md).
 *
 * PGlite's own `query` sends every statement unnamed, in six calls into the WebAssembly backend
 * (parse, describe, bind, describe, execute, sync), so PostgreSQL parses and plans it again on every
 * call. Here each distinct statement text is parsed ONCE under a name of its own (as postgres-js
 * does on PostgreSQL) and described once (parameter types, columns), and each call is one buffer:
 * bind, execute, sync. Values are serialized as PGlite does it (its serializers by the parameter
 * types the backend reported); the answer is read from its bytes into the results PGlite's
 * `parseResults` would make (pglite-wire.ts), so what the app reads does not change.
 *
 * Plans: the connection runs with `plan_cache_mode = force_custom_plan` (as PostgreSQL does here,
 * decision 0004), so a named statement is still planned for its own values, like before. A statement
 * the code marks plan-stable (`genericPlan`: lookups by key) is bound with `plan_cache_mode = auto`
 * instead, in the same buffer, so after five runs PostgreSQL may keep one plan for it and skip the
 * planning altogether. The mode is set back in the same buffer.
 */

const s = protocol.serialize;
/** Distinct statement texts kept prepared; past that the oldest is closed (texts with IN-lists vary). */
const MAX_STATEMENTS = 1000;
const PLAN_AUTO = 'awb_plan_auto';
const PLAN_CUSTOM = 'awb_plan_custom';

type TStatement = { name: string; paramTypes: number[]; columns: TColumn[] };
type TQueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
/** The parts of PGlite this needs that its typings keep private. */
type TPgliteInside = PGlite & {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  execProtocolStream(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<unknown[]>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class PgliteStatements {
  private readonly statements = new Map<string, TStatement>();
  /** The mode switches around a plan-stable call (their own bind and execute). */
  private readonly planAuto = fixedCall(PLAN_AUTO);
  private readonly planCustom = fixedCall(PLAN_CUSTOM, SYNC);
  private counter = 0;
  /** Whether PGlite's `syncToFs` after a statement does anything here (see `init`). */
  private syncsToFs = true;
  private readonly pg: TPgliteInside;

  constructor(pg: PGlite) {
    this.pg = pg as TPgliteInside;
  }

  /** Once, after open: custom plans by default, and the two mode switches prepared. */
  async init(): Promise<void> {
    await this.pg.exec('set plan_cache_mode = force_custom_plan');
    // On Emscripten's own file systems (in memory, or Node's files: what the server opens) PGlite's
    // sync after a statement does nothing (the backend writes through to them as it goes; nothing is
    // lost by skipping it), yet it takes a lock each time. Any other file system is still synced.
    this.syncsToFs = this.pg.fs?.syncToFs !== MemoryFS.prototype.syncToFs;
    await this.pg.execProtocol(
      concat([
        s.parse({ name: PLAN_AUTO, text: 'set plan_cache_mode = auto' }),
        s.parse({ name: PLAN_CUSTOM, text: 'set plan_cache_mode = force_custom_plan' }),
        s.sync(),
      ]),
      { syncToFs: false },
    );
  }

  /** The client drizzle talks to: `query` through named statements, the rest PGlite's own. */
  client(genericPlan = false): PGlite {
    const query: TQueryFn = (text, params, options) =>
      this.pg._runExclusiveTransaction(() =>
        this.pg._runExclusiveQuery(() => this.run(text, params ?? [], options, genericPlan, true)),
      );
    const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
      this.pg.transaction((tx) => fn(this.inTransaction(tx)));
    return new Proxy(this.pg, {
      get: (target, key) => {
        if (key === 'query') return query;
        if (key === 'transaction') return transaction;
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** A transaction's handle whose `query` uses the named statements (it already holds the lock). */
  private inTransaction(tx: Transaction): Transaction {
    const query: TQueryFn = (text, params, options) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return this.pg._runExclusiveQuery(() => this.run(text, params ?? [], options, false, false));
    };
    return new Proxy(tx, {
      get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)),
    });
  }

  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    genericPlan: boolean,
    root: boolean,
  ): Promise<Results<T>> {
    try {
      return await this.runOnce<T>(text, params, options, genericPlan, root);
    } catch (error) {
      // A table changed under a kept statement (`select *` after an `alter table`): PostgreSQL
      // refuses the old statement. Outside a transaction, prepare it again and run it once more;
      // inside one the transaction has failed already, as it would on PostgreSQL.
      if (!root || (error as { code?: string }).code !== '0A000') throw error;
      await this.forget(text);
      return this.runOnce<T>(text, params, options, genericPlan, root);
    }
  }

  private async runOnce<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    genericPlan: boolean,
    sync: boolean,
  ): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.pg.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const message = genericPlan
      ? callMessage(statement.name, values, this.planAuto, this.planCustom)
      : callMessage(statement.name, values);
    const chunks: Buffer[] = [];
    // The answer's bytes are the backend's memory, valid only during the callback: copied.
    await this.pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (b) => chunks.push(Buffer.from(b)) });
    const data = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    // Throws the backend's error (after the sync: the connection is ready for the next statement).
    // The mode switches answer results of their own; the statement's is the one with its rows.
    const results = readResults(
      data,
      genericPlan ? [[], statement.columns, []] : [statement.columns],
      this.pg.parsers,
      options,
      this.pg.debug,
    );
    const result = (genericPlan ? results[1] : results[0]) as Results<T>;
    if (sync && this.syncsToFs) await this.pg.syncToFs();
    return result;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.pg.execProtocolStream(concat([s.close({ type: 'S', name: statement.name }), s.sync()]), {
      syncToFs: false,
    });
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<TStatement> {
    if (this.statements.size >= MAX_STATEMENTS) await this.forget(this.statements.keys().next().value as string);
    const name = `awb_${++this.counter}`;
    const messages = (await this.pg.execProtocolStream(
      concat([s.parse({ name, text, types: options?.paramTypes }), s.describe({ type: 'S', name }), s.sync()]),
      { syncToFs: false },
    )) as { name: string; dataTypeIDs?: number[]; fields?: TColumn[] }[];
    const params = messages.find((m) => m.name === 'parameterDescription');
    const rows = messages.find((m) => m.name === 'rowDescription');
    const columns = (rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    const statement = { name, paramTypes: params?.dataTypeIDs ?? [], columns };
    this.statements.set(text, statement);
    return statement;
  }
}
