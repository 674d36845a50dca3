import { LIST_COUNT_CAP } from '@awb/contract/common/envelope';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { runShaped } from './built-once.ts';
import type { TExecutor } from './db.ts';
import { statementShape, tableKey } from './statement-shape.ts';

/** A LIKE pattern matching `text` anywhere, with the wildcard characters of the input escaped. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Counts a list's rows, stopping at LIST_COUNT_CAP (docs/api.md "Lists"): deep counts stay cheap. */
export async function cappedCount(db: TExecutor, table: PgTable, where: SQL | undefined): Promise<number> {
  // Built once per table and shape of the condition (built-once.ts): the same statement every time.
  const [row] = await runShaped(db, `capped-count:${tableKey(table)}`, statementShape('w', [where]), {}, (db, [w]) => {
    const limited = db
      .select({ one: sql`1` })
      .from(table)
      .where(w)
      .limit(LIST_COUNT_CAP + 1)
      .as('limited');
    return db.select({ n: count() }).from(limited);
  });
  return Math.min(row?.n ?? 0, LIST_COUNT_CAP);
}

/** Offset of a page (pageindex from 1). */
export function pageOffset(pageindex: number, pagesize: number): number {
  return (pageindex - 1) * pagesize;
}
