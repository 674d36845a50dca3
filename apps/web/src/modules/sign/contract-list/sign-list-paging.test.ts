import { describe, expect, it } from 'vitest';
import { nextSignPage, signTotalLabel } from './sign-list-paging.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('paging the signing list', () => {
  it('asks the next page with the last cursor while pages come full', () => {
    expect(nextSignPage([{ data: rows(10), total: 100, cursor: 'c1' }])).toEqual({ pageindex: 2, cursor: 'c1' });
    expect(
      nextSignPage([
        { data: rows(10), total: 100, cursor: 'c1' },
        { data: rows(10), total: 100, cursor: 'c2' },
      ]),
    ).toEqual({ pageindex: 3, cursor: 'c2' });
  });

  it('stops at a short page or without a cursor, whatever the capped total says', () => {
    expect(nextSignPage([{ data: rows(7), total: 100, cursor: 'c1' }])).toBeUndefined();
    expect(nextSignPage([{ data: rows(10), total: 10, cursor: '' }])).toBeUndefined();
    expect(nextSignPage([])).toBeUndefined();
  });

  it('labels a keyed count that reached the cap as 100+', () => {
    expect(signTotalLabel(100, true)).toBe('100+');
    expect(signTotalLabel(100, false)).toBe('100');
    expect(signTotalLabel(37, true)).toBe('37');
  });
});
