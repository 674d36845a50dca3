import { describe, expect, it } from 'vitest';
import { nextCursorParam, nextPageIndex, pageRows, totalLabel } from './paging.ts';

const page = (n: number, total: number) => ({ data: Array.from({ length: n }, (_, i) => i), total });

describe('nextPageIndex', () => {
  it('asks for the next page while full pages keep coming and rows remain', () => {
    expect(nextPageIndex([page(15, 40)], 15)).toBe(2);
    expect(nextPageIndex([page(15, 40), page(15, 40)], 15)).toBe(3);
  });
  it('stops on a short page, or when total rows are loaded', () => {
    expect(nextPageIndex([page(15, 40), page(15, 40), page(10, 40)], 15)).toBeUndefined();
    expect(nextPageIndex([page(15, 30), page(15, 30)], 15)).toBeUndefined();
    expect(nextPageIndex([page(0, 0)], 15)).toBeUndefined();
    expect(nextPageIndex([], 15)).toBeUndefined();
  });
  it('keeps going past a capped total', () => {
    const capped = Array.from({ length: 667 }, () => page(15, 10_000));
    expect(nextPageIndex(capped, 15)).toBe(668);
  });
});

describe('nextCursorParam', () => {
  it('carries the last page cursor with the next page number, and ends where nextPageIndex ends', () => {
    expect(
      nextCursorParam(
        [
          { ...page(10, 40), cursor: 'a' },
          { ...page(10, 40), cursor: 'b' },
        ],
        10,
      ),
    ).toEqual({
      pageindex: 3,
      cursor: 'b',
    });
    expect(nextCursorParam([{ ...page(10, 40) }], 10)).toEqual({ pageindex: 2, cursor: '' });
    expect(nextCursorParam([{ ...page(4, 14), cursor: '' }], 10)).toBeUndefined();
  });
});

describe('pageRows and totalLabel', () => {
  it('flattens pages and marks the cap', () => {
    expect(pageRows([page(2, 3), page(1, 3)])).toEqual([0, 1, 0]);
    expect(pageRows(undefined)).toEqual([]);
    expect(totalLabel(12)).toBe('12');
    expect(totalLabel(10_000)).toBe('10000+');
  });
});
