import type postgres from 'postgres';

type TSql = postgres.Sql<Record<string, postgres.PostgresType>>;
type TReserved = postgres.ReservedSql<Record<string, postgres.PostgresType>>;
type TUnsafe = (query: string, params?: unknown[], options?: { prepare?: boolean }) => unknown;
type TScoped = (...args: unknown[]) => unknown;
type TCallback = (inner: TSql) => unknown;

/**
 * A postgres-js client whose every statement is prepared under a name, once per connection and
 * statement text (decision 0008). Drizzle asks postgres-js for unnamed statements unless a query is
 * `.prepare('name')`d, and an unnamed statement with parameters costs two round trips (parse and
 * describe, then bind and execute) and a parse on the server every time. postgres-js keeps the named
 * ones per connection until the connection ends (`max_lifetime`, 30–60 minutes by default).
 *
 * Transactions (`begin`, pipelined: see `pipelinedBegin`) and savepoints hand their callback a client of
 * their own: wrapped the same way.
 */
export function namedStatements(sql: TSql): TSql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return named(target);
      if (property === 'begin') return pipelinedBegin(target);
      if (property === 'savepoint') {
        const scoped = Reflect.get(target, property, receiver) as TScoped;
        return (...args: unknown[]) => {
          const callback = args.at(-1) as TCallback;
          return scoped(...args.slice(0, -1), (inner: TSql) => callback(namedStatements(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

function named(sql: TSql | TReserved) {
  const unsafe = sql.unsafe as unknown as TUnsafe;
  return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
    unsafe(query, params, { ...options, prepare: true });
}

/**
 * `sql.begin(options?, callback)` whose BEGIN leaves with the transaction's first statements, in the same
 * write and round trip: postgres-js's own `begin` sends BEGIN and waits for its answer before
 * running the callback, one round trip more per transaction, and a round trip is a socket write and a
 * wake-up on both sides. The transaction runs on a reserved connection: BEGIN (not awaited), the
 * callback's statements, then COMMIT, or ROLLBACK should the callback fail; savepoints as postgres-js makes
 * them. Statements on one connection run in order, so the callback's statements run inside the
 * transaction; should BEGIN itself fail (the connection lost), so do they.
 *
 * As in postgres-js, a statement that fails aborts the transaction and those after it fail with 25P02
 * ("current transaction is aborted"): the callback's error is then the first statement's own error.
 */
function pipelinedBegin(sql: TSql) {
  return async (...args: unknown[]) => {
    const callback = args.at(-1) as TCallback;
    const options = args.length > 1 ? String(args[0]).replace(/[^a-z ]/gi, '') : '';
    const reserved = await sql.reserve();
    let firstError: unknown;
    const note = (query: unknown) => {
      (query as Promise<unknown>).catch((error: unknown) => {
        firstError ??= error;
      });
      return query;
    };
    const statement = (text: string) => note(reserved.unsafe(text)) as Promise<unknown>;
    const client = (depth: { n: number }): TSql => {
      const unsafe = named(reserved);
      return new Proxy(reserved as unknown as TSql, {
        get(target, property, receiver) {
          if (property === 'unsafe')
            return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
              note(unsafe(query, params, options));
          if (property === 'savepoint') {
            return async (...savepointArgs: unknown[]) => {
              const inner = savepointArgs.at(-1) as TCallback;
              const name = `s${depth.n++}`;
              await statement(`savepoint ${name}`);
              try {
                return await inner(client(depth));
              } catch (error) {
                await statement(`rollback to ${name}`);
                throw error;
              }
            };
          }
          return Reflect.get(target, property, receiver);
        },
      });
    };
    try {
      const begun = statement(`begin ${options}`);
      let result: unknown;
      try {
        const returned = callback(client({ n: 0 }));
        result = await (Array.isArray(returned) ? Promise.all(returned) : returned);
        await begun;
      } catch (error) {
        await statement('rollback').catch(() => {});
        const code = (error as { code?: string } | null)?.code;
        throw code === '25P02' && firstError !== undefined ? firstError : error;
      }
      await statement('commit');
      return result;
    } finally {
      reserved.release();
    }
  };
}
