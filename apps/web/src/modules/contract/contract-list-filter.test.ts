import { CONTRACT_SORT } from '@awb/contract/contract-fields';
import { describe, expect, it } from 'vitest';
import { contractListBody, EMPTY_CONTRACT_FILTER, isFiltered } from './contract-list-filter.ts';

describe('contract list filters', () => {
  it('sends only what narrows the list', () => {
    expect(contractListBody(EMPTY_CONTRACT_FILTER)).toEqual({});
    expect(
      contractListBody({ key: ' 文鼎苑 ', state: 2, dateStart: '2026-11-01', dateEnd: '', sort: CONTRACT_SORT.amount }),
    ).toEqual({ key: '文鼎苑', state: 2, dateStart: '2026-11-01', sort: CONTRACT_SORT.amount });
  });

  it('knows when the list is filtered (the sort alone does not count)', () => {
    expect(isFiltered(EMPTY_CONTRACT_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_CONTRACT_FILTER, sort: CONTRACT_SORT.created })).toBe(false);
    expect(isFiltered({ ...EMPTY_CONTRACT_FILTER, key: '  ' })).toBe(false);
    expect(isFiltered({ ...EMPTY_CONTRACT_FILTER, state: 1 })).toBe(true);
    expect(isFiltered({ ...EMPTY_CONTRACT_FILTER, dateEnd: '2026-11-01' })).toBe(true);
  });
});
