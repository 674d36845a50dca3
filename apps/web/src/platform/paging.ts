import { LIST_COUNT_CAP } from '@awb/contract/common/page-sizes';

/** One page of a list call: `{ data: rows, total }`, and `cursor` on keyset lists (docs/api.md). */
export type TPage<T> = { data: T[]; total: number; cursor?: string };

/** Where a keyset list's next page starts: its number, and the cursor the last page answered. */
export type TCursorParam = { pageindex: number; cursor: string };

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

/** The next page of a keyset list: the number as nextPageIndex, with the last page's cursor. */
export function nextCursorParam<T>(pages: TPage<T>[], pageSize: number): TCursorParam | undefined {
  const pageindex = nextPageIndex(pages, pageSize);
  return pageindex === undefined ? undefined : { pageindex, cursor: pages[pages.length - 1]?.cursor ?? '' };
}

/** Every row of the loaded pages, in order. */
export function pageRows<T>(pages: TPage<T>[] | undefined): T[] {
  return pages?.flatMap((p) => p.data) ?? [];
}

/** The total to show: `10000+` once the server stopped counting. */
export function totalLabel(total: number): string {
  return total >= LIST_COUNT_CAP ? `${LIST_COUNT_CAP}+` : String(total);
}
