import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, moreFilterCount, resetMore } from './house-filter.ts';

describe('house filter', () => {
  it('counts the filters of the 更多 sheet that are set', () => {
    expect(moreFilterCount(EMPTY_FILTER)).toBe(0);
    const f = {
      ...EMPTY_FILTER,
      price: { min: 100 },
      area: { min: 50, max: 90 },
      tags: [1],
      waitTeamType: 1,
      luru: { depts: [{ deptId: 1, deptName: '一组' }], users: [] },
      roomNo: ' ',
      collected: true,
    };
    expect(moreFilterCount(f)).toBe(5);
    const reset = resetMore(f);
    expect(moreFilterCount(reset)).toBe(0);
    expect(reset.price).toEqual({ min: 100 });
  });
});
