import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { TDatabase } from './db.ts';
import { decodeCursor, encodeCursor, keysetAfter, keysetOrder, keysetValues, type TSortKey } from './keyset.ts';
import { rowsOf } from './rows.ts';

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  // Few distinct values, so that ties and nulls are everywhere.
  await database.db.execute(
    sql`create table keyset_rows (id bigint primary key, a numeric, b timestamptz, c boolean not null)`,
  );
  await database.db.execute(sql`insert into keyset_rows
    select i,
      case when i % 5 = 0 then null else (i * 7) % 6 + 0.5 end,
      case when i % 4 = 0 then null else timestamptz '2026-01-01 00:00:00.123456+00' + ((i * 3) % 5) * interval '1 microsecond' end,
      i % 3 = 0
    from generate_series(1, 97) i`);
});
afterAll(async () => {
  await database.close();
});

const key = (name: 'a' | 'b' | 'c' | 'id', dir: 'asc' | 'desc', nullsLast?: boolean): TSortKey => ({
  expr: sql.raw(name),
  dir,
  type: name === 'a' ? 'numeric' : name === 'b' ? 'timestamptz' : name === 'c' ? 'boolean' : 'bigint',
  nullable: name === 'a' || name === 'b',
  nullsLast,
});

async function allIds(keys: TSortKey[]): Promise<number[]> {
  const rows = await rowsOf<{ id: string }>(
    database.db,
    sql`select id from keyset_rows order by ${sql.join(keysetOrder(keys), sql`, `)}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Walks the table by cursor, `size` rows at a time, as the list endpoints do. */
async function walk(keys: TSortKey[], size: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor = '';
  for (let page = 0; page < 200; page++) {
    const from = decodeCursor(cursor, 'x', keys);
    if (cursor !== '' && !from) throw new Error('a cursor the list made did not decode');
    const values = keysetValues(keys);
    const rows = await rowsOf<Record<string, string | null>>(
      database.db,
      sql`select id, ${sql.join(
        values.map((v, i) => sql`${v} as ${sql.raw(`k${i}`)}`),
        sql`, `,
      )} from keyset_rows ${from ? sql`where ${keysetAfter(keys, from)}` : sql``} order by ${sql.join(
        keysetOrder(keys),
        sql`, `,
      )} limit ${size}`,
    );
    seen.push(...rows.map((r) => Number(r.id)));
    const last = rows.at(-1);
    if (!last || rows.length < size) return seen;
    cursor = encodeCursor(
      'x',
      values.map((_, i) => last[`k${i}`] ?? null),
    );
  }
  throw new Error('the walk did not end');
}

describe('keyset pagination', () => {
  const orders: [string, TSortKey[]][] = [
    ['all descending, never null (row comparison)', [key('c', 'desc'), key('id', 'desc')]],
    ['nullable ascending (nulls last)', [key('a', 'asc'), key('id', 'asc')]],
    ['nullable descending (nulls first)', [key('a', 'desc'), key('id', 'desc')]],
    ['nullable descending, nulls last', [key('b', 'desc', true), key('id', 'desc')]],
    ['timestamps with microseconds, ascending', [key('b', 'asc'), key('id', 'asc')]],
    ['three keys of mixed direction', [key('c', 'desc'), key('a', 'asc'), key('id', 'desc')]],
  ];
  for (const [name, keys] of orders) {
    it(`walks every row once, in order: ${name}`, async () => {
      const expected = await allIds(keys);
      expect(expected).toHaveLength(97);
      for (const size of [1, 7, 50]) expect(await walk(keys, size)).toEqual(expected);
    });
  }

  it('refuses cursors of another sort, of the wrong shape or with values PostgreSQL would not take', () => {
    const keys = [key('b', 'desc'), key('id', 'desc')];
    const good = encodeCursor('x', ['2026-01-01T00:00:00.123456Z', '5']);
    expect(decodeCursor(good, 'x', keys)).toEqual(['2026-01-01T00:00:00.123456Z', '5']);
    expect(decodeCursor(good, 'y', keys)).toBeUndefined();
    expect(decodeCursor(encodeCursor('x', ['2026-02-31T00:00:00.000000Z', '5']), 'x', keys)).toBeUndefined();
    expect(decodeCursor(encodeCursor('x', [null, null]), 'x', keys)).toBeUndefined();
    expect(decodeCursor(encodeCursor('x', ['1; drop table x', '5']), 'x', keys)).toBeUndefined();
    expect(decodeCursor(encodeCursor('x', ['2026-01-01T00:00:00.123456Z']), 'x', keys)).toBeUndefined();
    expect(decodeCursor('%%%not base64', 'x', keys)).toBeUndefined();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'), 'x', keys)).toBeUndefined();
  });
});
