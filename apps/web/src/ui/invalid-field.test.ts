import { describe, expect, it } from 'vitest';
import { fieldCandidates } from './invalid-field.ts';

describe('fieldCandidates', () => {
  it('tries the most precise name of an issue path first', () => {
    expect(fieldCandidates(['customerInfo', 0, 'phone'])).toEqual([
      'customerInfo.0.phone',
      'customerInfo.0',
      'customerInfo',
    ]);
    expect(fieldCandidates(['houseArea'])).toEqual(['houseArea']);
    expect(fieldCandidates([])).toEqual([]);
  });
});
