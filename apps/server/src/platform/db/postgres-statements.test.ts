import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from './db.ts';
import { openPostgres, POSTGRES_OPTIONS } from './open.ts';
import { namedStatements } from './postgres-statements.ts';
import { prepared } from './prepared.ts';
import { rowsOf } from './rows.ts';

const url = process.env.DATABASE_URL;
const things = pgTable('things', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
});

const named = async (db: TDb) =>
  (await rowsOf<{ statement: string }>(db, sql`select statement from pg_prepared_statements`)).map((r) => r.statement);
const thingText = 'where "things"."id" = $1';

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  const name = `awb_test_${randomBytes(6).toString('hex')}`;
  let admin: postgres.Sql;
  let client: postgres.Sql;
  beforeAll(async () => {
    admin = postgres(url ?? '', { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    targetUrl = target.toString();
    client = postgres(targetUrl, { ...POSTGRES_OPTIONS, max: 1 });
    await client.unsafe('create table things (id bigint primary key, name text not null)');
  });
  let targetUrl = '';
  afterAll(async () => {
    await client?.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('prepares each statement Drizzle sends once on the connection, where Drizzle alone sends it unnamed', async () => {
    const plain = drizzle(client) as unknown as TDb;
    await plain.select().from(things).where(eq(things.id, 1));
    expect((await named(plain)).some((s) => s.includes(thingText))).toBe(false);

    const db = drizzle(namedStatements(client)) as unknown as TDb;
    await db.insert(things).values({ id: 1, name: '西溪' });
    for (let i = 0; i < 3; i += 1) expect(await db.select().from(things).where(eq(things.id, 1))).toHaveLength(1);
    expect((await named(db)).filter((s) => s.includes(thingText))).toHaveLength(1);
  });

  it('prepares inside transactions and savepoints too, and a rollback still undoes the writes', async () => {
    const db = drizzle(namedStatements(client)) as unknown as TDb;
    const seen = await db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 2, name: '翠苑' });
      const inner = await tx.transaction(async (sp) => {
        await sp.update(things).set({ name: '翠苑一区' }).where(eq(things.id, 2));
        return named(sp);
      });
      return [...inner, ...(await named(tx))];
    });
    expect(seen.some((s) => s.startsWith('insert into "things"'))).toBe(true);
    expect(seen.some((s) => s.startsWith('update "things"'))).toBe(true);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 3, name: '文三' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.select().from(things).where(eq(things.id, 3))).toEqual([]);
    expect(await db.select().from(things).where(eq(things.id, 2))).toEqual([{ id: 2, name: '翠苑一区' }]);
  });

  it('sends BEGIN with the first statements: they run inside the transaction, its options hold, a failure undoes all', async () => {
    const db = drizzle(namedStatements(client)) as unknown as TDb;
    const inside = await db.transaction(
      async (tx) => {
        const [isolation, inTransaction] = await Promise.all([
          rowsOf<{ v: string }>(tx, sql`select current_setting('transaction_isolation') as v`),
          rowsOf<{ v: boolean }>(tx, sql`select now() = statement_timestamp() as v`),
        ]);
        return [isolation[0]?.v, inTransaction[0]?.v];
      },
      { isolationLevel: 'repeatable read' },
    );
    expect(inside[0]).toBe('repeatable read');
    // Sent after BEGIN, the second statement runs later than the transaction's start.
    expect(inside[1]).toBe(false);

    // Two statements sent together, the first failing: the error is its own (not "transaction aborted"),
    // and neither is kept.
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([
          tx.insert(things).values({ id: 1, name: '重复' }),
          tx.insert(things).values({ id: 5, name: '之江' }),
        ]);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await db.select().from(things).where(eq(things.id, 5))).toEqual([]);
    // The connection is back in the pool, out of any transaction.
    expect(await rowsOf<{ n: number }>(db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
  });

  it('runs prepared lookups on the pool that keeps one plan, and everything else planned for its values', async () => {
    const database = await openPostgres(targetUrl);
    try {
      const mode = sql<string>`current_setting('plan_cache_mode')`;
      const [lookup] = await prepared(database.db, 'plan_mode_probe', (db) =>
        db
          .select({ mode, id: things.id })
          .from(things)
          .where(eq(things.id, sql.placeholder('id'))),
      ).execute({ id: 2 });
      expect(lookup).toEqual({ mode: 'auto', id: 2 });
      const [plain] = await database.db.select({ mode }).from(things).where(eq(things.id, 2));
      expect(plain?.mode).toBe('force_custom_plan');
      // Inside a transaction the lookup runs on the transaction, seeing its own writes.
      const seen = await database.db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 4, name: '滨江' });
        return prepared(tx, 'plan_mode_probe', (db) =>
          db
            .select({ mode, id: things.id })
            .from(things)
            .where(eq(things.id, sql.placeholder('id'))),
        ).execute({ id: 4 });
      });
      expect(seen).toEqual([{ mode: 'force_custom_plan', id: 4 }]);
    } finally {
      await database.close();
    }
  });
});
