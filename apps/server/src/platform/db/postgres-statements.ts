import type postgres from 'postgres';

type TSql = postgres.Sql<Record<string, postgres.PostgresType>>;
type TUnsafe = (query: string, params?: unknown[], options?: { prepare?: boolean }) => unknown;
type TScoped = (...args: unknown[]) => unknown;

/**
 * A postgres-js client whose every statement is prepared under a name, once per connection and
 * statement text (decision 0008). Drizzle asks postgres-js for unnamed statements unless a query is
 * `.prepare('name')`d, and an unnamed statement with parameters costs two round trips (parse and
 * describe, then bind and execute) and a parse on the server every time. postgres-js keeps the named
 * ones per connection until the connection ends (`max_lifetime`, 30–60 minutes by default).
 *
 * Transactions and savepoints hand their callback a client of their own: wrapped the same way.
 */
export function namedStatements(sql: TSql): TSql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe = target.unsafe as unknown as TUnsafe;
        return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
          unsafe(query, params, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        const scoped = Reflect.get(target, property, receiver) as TScoped;
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (inner: TSql) => unknown;
          return scoped(...args.slice(0, -1), (inner: TSql) => callback(namedStatements(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
