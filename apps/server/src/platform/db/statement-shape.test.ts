import { and, eq, fillPlaceholders, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, bigint, integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { statementShape } from './statement-shape.ts';

const items = pgTable('items', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  kind: integer('kind').notNull(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }),
});
const others = alias(items, 'others');
const dialect = new PgDialect();

function where(kind: number, names: string[], since?: Date): SQL | undefined {
  return and(
    eq(items.kind, kind),
    isNull(items.at),
    names.length > 0 ? inArray(items.name, names) : undefined,
    since ? sql`${items.at} >= ${since.toISOString()}::timestamptz` : undefined,
  );
}

/** What Drizzle sends for the pieces: the text and the values. */
function rendered(pieces: (SQL | undefined)[], values: Record<string, unknown> = {}) {
  const query = dialect.sqlToQuery(sql.join(pieces.filter((p) => p !== undefined) as SQL[], sql` | `));
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}

describe('statementShape', () => {
  it('gives one key to the same text with other values, and the same statement with placeholders', () => {
    const a = statementShape('w', [where(1, ['x', 'y'])]);
    const b = statementShape('w', [where(2, ['z', 'x'])]);
    expect(a.key).toBeDefined();
    expect(b.key).toBe(a.key);
    expect(b.values).toEqual({ w0: 2, w1: 'z', w2: 'x' });
    expect(rendered(a.pieces(), b.values)).toEqual(rendered([where(2, ['z', 'x'])]));
  });

  it('tells apart what renders another text: a filter more, a list of another length, another column', () => {
    const keys = [
      statementShape('w', [where(1, [])]).key,
      statementShape('w', [where(1, ['x'])]).key,
      statementShape('w', [where(1, ['x', 'y'])]).key,
      statementShape('w', [where(1, ['x'], new Date('2026-01-01T00:00:00Z'))]).key,
      statementShape('w', [eq(others.kind, 1)]).key,
      statementShape('w', [eq(items.kind, 1)]).key,
      statementShape('w', [eq(items.kind, 1), undefined]).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the values Drizzle would send, columns encoded', () => {
    const since = new Date('2026-03-04T05:06:07.089Z');
    const shape = statementShape('w', [where(3, ['a'], since)]);
    expect(rendered(shape.pieces(), shape.values)).toEqual(rendered([where(3, ['a'], since)]));
  });

  it('has no key for a piece it cannot take apart, and then gives the pieces as they are', () => {
    const piece = eq(items.kind, sql.placeholder('kind'));
    const shape = statementShape('w', [piece]);
    expect(shape.key).toBeUndefined();
    expect(shape.pieces()).toEqual([piece]);
    expect(statementShape('w', [sql`${items.name} = ${{ json: true }}`]).key).toBeUndefined();
  });
});
