import { and, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { runBuiltOnce } from './built-once.ts';
import type { TDatabase, TExecutor } from './db.ts';
import { prepared } from './prepared.ts';

const txThings = pgTable('tx_things', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  batch: bigint('batch', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
});

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table tx_things (id bigint primary key, batch bigint not null, name text not null)`,
  );
});
afterAll(async () => {
  await database.close();
});

const insert = (db: TExecutor, id: number, batch: number) =>
  runBuiltOnce(db, 'tx_things_insert', { id, batch, name: `thing ${id}` }, (db) =>
    db
      .insert(txThings)
      .values({ id: sql.placeholder('id'), batch: sql.placeholder('batch'), name: sql.placeholder('name') })
      .returning(),
  );
const inBatch = (db: TExecutor, batch: number) =>
  prepared(db, 'tx_things_batch', (db) =>
    db
      .select({ id: txThings.id })
      .from(txThings)
      .where(and(eq(txThings.batch, sql.placeholder('batch'))))
      .orderBy(txThings.id),
  ).execute({ batch });

describe('statements of transactions built once (transaction-statements.ts)', () => {
  it("runs the kept statements on each transaction's own connection, committed or rolled back with it", async () => {
    const { db } = database;
    for (const batch of [1, 2, 3]) {
      // Committed: the transaction sees its own rows, and so does everyone after it.
      const seen = await db.transaction(async (tx) => {
        const [row] = await insert(tx, batch * 10, batch);
        expect(row).toEqual({ id: batch * 10, batch, name: `thing ${batch * 10}` });
        await insert(tx, batch * 10 + 1, batch);
        return (await inBatch(tx, batch)).map((r) => r.id);
      });
      expect(seen).toEqual([batch * 10, batch * 10 + 1]);
      // Rolled back: the rows it wrote are gone, whatever the kept statements ran before.
      await expect(
        db.transaction(async (tx) => {
          await insert(tx, batch * 10 + 2, batch);
          expect((await inBatch(tx, batch)).map((r) => r.id)).toEqual([batch * 10, batch * 10 + 1, batch * 10 + 2]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await inBatch(db, batch)).map((r) => r.id)).toEqual([batch * 10, batch * 10 + 1]);
    }
  });

  it('fails a transaction whose statement fails, as a statement built for the call would', async () => {
    const { db } = database;
    await expect(db.transaction(async (tx) => insert(tx, 10, 9))).rejects.toThrow();
    expect(await inBatch(db, 9)).toEqual([]);
    const [row] = await insert(db, 90, 9);
    expect(row?.id).toBe(90);
  });
});
