import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from './db.ts';
import { isUniqueViolation } from './errors.ts';
import { drizzleOnPglite } from './pglite-drizzle.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { prepared } from './prepared.ts';
import { rowsOf } from './rows.ts';

const things = pgTable('things', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').$type<{ a: number[] }>(),
  at: timestamp('at', { withTimezone: true }),
});

let client: PGlite;
let db: TDb;
let plain: TDb;
beforeAll(async () => {
  client = new PGlite();
  await client.exec(
    'create table things (id bigint primary key, name text not null, data jsonb, at timestamptz, tags text[])',
  );
  db = await drizzleOnPglite(client);
  plain = drizzle(client) as unknown as TDb;
});
afterAll(async () => {
  await client.close();
});

const planMode = async () => (await rowsOf<{ plan_cache_mode: string }>(db, sql`show plan_cache_mode`))[0];

describe('named statements on PGlite', () => {
  it('writes and reads every kind of value exactly as PGlite’s own driver does', async () => {
    const at = new Date('2026-11-26T01:02:03.456Z');
    await db.insert(things).values({ id: 1, name: '西溪', data: { a: [1, 2] }, at });
    await db.execute(sql`update things set tags = ${'{甲,乙}'}::text[] where id = ${1}`);
    const mixed = sql`select *, ${true} as yes, ${null}::int as nothing, ${12.5}::numeric as price from things`;
    expect(await rowsOf(db, mixed)).toEqual(await rowsOf(plain, mixed));
    const [row] = await db.select().from(things).where(eq(things.id, 1));
    expect(row).toEqual({ id: 1, name: '西溪', data: { a: [1, 2] }, at });
    expect(await db.select().from(things)).toEqual(await plain.select().from(things));
  });

  it('answers a unique violation with its code, and the next statement works', async () => {
    const error = await db
      .insert(things)
      .values({ id: 1, name: 'again' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await db.select({ name: things.name }).from(things)).toEqual([{ name: '西溪' }]);
  });

  it('commits and rolls back transactions, whose statements are named too', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 2, name: '乙' });
    });
    await db
      .transaction(async (tx) => {
        await tx.insert(things).values({ id: 3, name: '丙' });
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect((await db.select({ id: things.id }).from(things).orderBy(things.id)).map((r) => r.id)).toEqual([1, 2]);
  });

  it('plans every statement for its values, a prepared lookup by key may keep one plan, and the mode is set back', async () => {
    expect(await planMode()).toEqual({ plan_cache_mode: 'force_custom_plan' });
    const byId = (id: number) =>
      prepared(db, 'thing_by_id', (d) =>
        d
          .select({ name: things.name })
          .from(things)
          .where(eq(things.id, sql.placeholder('id'))),
      ).execute({ id });
    for (let i = 0; i < 8; i++) expect(await byId(2)).toEqual([{ name: '乙' }]);
    expect(await byId(99)).toEqual([]);
    expect(await planMode()).toEqual({ plan_cache_mode: 'force_custom_plan' });
    // A prepared statement that fails still leaves the connection in the default mode.
    const bad = prepared(db, 'thing_bad', (d) =>
      d
        .select({ n: sql<number>`1 / ${sql.placeholder('zero')}::int` })
        .from(things)
        .limit(1),
    );
    await expect(bad.execute({ zero: 0 })).rejects.toThrow();
    expect(await planMode()).toEqual({ plan_cache_mode: 'force_custom_plan' });
  });

  it('sees a table change made after a statement was prepared', async () => {
    const read = sql`select * from things where id = ${1}`;
    expect(Object.keys((await rowsOf<object>(db, read))[0] ?? {})).not.toContain('extra');
    await db.execute(sql`alter table things add column extra text default 'x'`);
    expect((await rowsOf<{ extra: string }>(db, read))[0]?.extra).toBe('x');
  });

  it('keeps working past its statement limit (the oldest are closed)', async () => {
    for (let i = 0; i < 1100; i++) {
      const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select ${i} + 1 as n`));
      expect(row?.n).toBe(i + 1);
    }
    expect(await db.select({ id: things.id }).from(things).where(eq(things.id, 2))).toEqual([{ id: 2 }]);
  });

  it('answers every result exactly as PGlite’s own query does (rows, columns, counts, notices)', async () => {
    // A database of its own: the statements' names are per database.
    const pg = new PGlite();
    await pg.exec(`
      create table things (id bigint primary key, name text not null, data jsonb, at timestamptz, tags text[]);
      insert into things values (1, '西溪', '{"a": [1, 2]}', '2026-11-26T01:02:03.456Z', '{甲,乙}'), (2, '乙', null, null, null);
      create function pg_temp.noisy(n int) returns int language plpgsql as $$ begin raise notice 'noisy %', n; return n; end $$;
    `);
    const named = new PgliteStatements(pg);
    await named.init();
    const own = named.client();
    const drizzleArrays: QueryOptions = { rowMode: 'array', parsers: { 1184: (v: string) => v } };
    // Each query meets the same rows (the deletes take away what this puts back).
    const again = "insert into things (id, name) values (10, '十'), (11, '十一') on conflict do nothing";
    const cases: [string, unknown[], QueryOptions?][] = [
      ['select id, name, data, at, tags, null::int as nothing, 1 as name from things order by id', []],
      ['select id, name, data, at, tags from things where id = any($1::bigint[]) order by id', [[1, 2]], drizzleArrays],
      ["select $1::text as t, E'\\xEF\\xBB\\xBFbom'::text as b, ''::text as e, 1 as \"__proto__\"", ['\uFEFF甲乙']],
      ["select repeat('字', 5000) || n as s, n from generate_series(1, 60) n", []],
      ['select 1 where false', []],
      [
        'insert into things (id, name) values ($1, $2), ($3, $4) on conflict (id) do update set name = excluded.name returning id',
        [10, '十', 11, '十一'],
      ],
      ['update things set name = name where id >= $1', [10]],
      ['delete from things where id >= $1', [10]],
      ['create temp table if not exists scratch (n int)', []],
      ['', []],
    ];
    for (const [text, params, options] of cases) {
      // Twice: the first call prepares the statement, the second runs it prepared.
      for (let i = 0; i < 2; i++) {
        await pg.exec(again);
        const ours = await own.query(text, params, options);
        await pg.exec(again);
        expect(ours, text).toStrictEqual(await pg.query(text, params, options));
      }
    }
    const notices = async (on: PGlite) => {
      const heard: string[] = [];
      await on.query('select pg_temp.noisy($1)', [7], { onNotice: (n) => heard.push(n.message ?? '') });
      return heard;
    };
    expect(await notices(own)).toEqual(['noisy 7']);
    expect(await notices(own)).toEqual(await notices(pg));
    const error = await own.query('select 1 / $1::int', [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'error', code: '22012', message: 'division by zero', severity: 'ERROR' });
    expect(await own.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    await pg.close();
  });
});
