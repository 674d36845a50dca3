import { LIST_COUNT_CAP } from '@awb/contract/common/envelope';

/** One page of a list call: `{ data: rows, total }` (docs/api.md). */
export type TPage<T> = { data: T[]; total: number };

/**
 * The next `pageindex` to load, or undefined at the end: a short page ends the list, and so does
 * having loaded `total` rows (unless total is the server's count cap, past which it stops counting).
 */
export function nextPageIndex<T>(pages: TPage<T>[], pageSize: number): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length < pageSize) return undefined;
  const loaded = pages.reduce((sum, p) => sum + p.data.length, 0);
  if (last.total < LIST_COUNT_CAP && loaded >= last.total) return undefined;
  return pages.length + 1;
}

/** Every row of the loaded pages, in order. */
export function pageRows<T>(pages: TPage<T>[] | undefined): T[] {
  return pages?.flatMap((p) => p.data) ?? [];
}

/** The total to show: `10000+` once the server stopped counting. */
export function totalLabel(total: number): string {
  return total >= LIST_COUNT_CAP ? `${LIST_COUNT_CAP}+` : String(total);
}
