import type { SQL } from 'drizzle-orm';
import type { keysetPaging, TSortKey } from './keyset.ts';
import { pageOffset } from './list.ts';
import { statementShape, type TStatementShape } from './statement-shape.ts';

type TKeyset = ReturnType<typeof keysetPaging>;

/**
 * A keyset list's page as one statement shape (built-once.ts, decision 0006): its WHERE with the seek, its
 * ORDER BY and its key fields, walked once; `tag` tells apart what else changes the text (how many keys,
 * whether an offset is written: Drizzle leaves out `offset 0`), `values` holds the page's `pagesize` and
 * `offset` for `sql.placeholder('pagesize')` / `('offset')`, and `split` gives the placeholder pieces back
 * by role to the statement's builder.
 */
export function shapedPage(
  keyset: TKeyset,
  where: SQL | undefined,
  page: { pageindex: number; pagesize: number },
): {
  shape: TStatementShape;
  tag: string;
  offset: number;
  values: { pagesize: number; offset: number };
  split(pieces: (SQL | undefined)[]): { where: SQL | undefined; order: SQL[]; fields: Record<string, SQL> };
} {
  const offset = keyset.resumed ? 0 : pageOffset(page.pageindex, page.pagesize);
  const names = Object.keys(keyset.fields);
  const orderCount = keyset.order.length;
  return {
    shape: statementShape('w', [keyset.where(where), ...keyset.order, ...Object.values(keyset.fields)]),
    tag: `${names.length}:${offset === 0}`,
    offset,
    values: { pagesize: page.pagesize, offset },
    split: ([pageWhere, ...rest]) => ({
      where: pageWhere,
      order: rest.slice(0, orderCount) as SQL[],
      fields: Object.fromEntries(names.map((name, i) => [name, rest[orderCount + i] as SQL])),
    }),
  };
}

/**
 * `make(...choice)` kept per choice, so that the same sort choice gives the same keys array (keyset.ts keeps
 * what it makes of an array with it; read it, never change it). At most `max` choices are kept, whatever a
 * client sends.
 */
export function sortKeysPerChoice<A extends number[]>(
  make: (...choice: A) => TSortKey[],
  max: number,
): (...choice: A) => TSortKey[] {
  const kept = new Map<string, TSortKey[]>();
  return (...choice) => {
    const key = choice.join('.');
    let keys = kept.get(key);
    if (!keys) {
      keys = make(...choice);
      if (kept.size < max) kept.set(key, keys);
    }
    return keys;
  };
}
