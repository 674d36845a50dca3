import { describe, expect, it } from 'vitest';
import { dateFilter } from './date-filter.ts';

describe('dateFilter', () => {
  it('titles the filter by the range and marks it set', () => {
    const f = dateFilter(
      '签约日期',
      { dateStart: '2026-11-01' },
      () => {},
      () => null,
    );
    expect(f).toMatchObject({ kind: 'range', key: 'date', title: '11/01起', active: true });
    expect(f.value).toEqual({ start: '2026-11-01', end: undefined });
  });
  it('shows the plain title, not set, when open at both ends', () => {
    expect(
      dateFilter(
        '发起日期',
        {},
        () => {},
        () => null,
      ),
    ).toMatchObject({ title: '发起日期', active: false });
  });
  it('applies a range as a patch of both ends (重置 clears both)', () => {
    const patches: unknown[] = [];
    const f = dateFilter(
      '发起日期',
      {},
      (p) => patches.push(p),
      () => null,
    );
    f.onChange({ start: '2026-11-01', end: '2026-11-26' });
    f.onChange({});
    expect(patches).toEqual([
      { dateStart: '2026-11-01', dateEnd: '2026-11-26' },
      { dateStart: undefined, dateEnd: undefined },
    ]);
  });
});
