import { describe, expect, it } from 'vitest';
import { choiceTitle, dateRangeTitle } from './filter-titles.ts';

const STATES = [
  { value: 0, label: '全部状态' },
  { value: 2, label: '已签约' },
  { value: 5, label: '已作废' },
];

describe('choiceTitle', () => {
  it('names the chosen option', () => {
    expect(choiceTitle(STATES, 2, '状态')).toBe('已签约');
    expect(choiceTitle(STATES, 5, '状态')).toBe('已作废');
  });
  it('shows the plain title for 0 (all) or a value no option has', () => {
    expect(choiceTitle(STATES, 0, '状态')).toBe('状态');
    expect(choiceTitle(STATES, 9, '状态')).toBe('状态');
  });
});

describe('dateRangeTitle', () => {
  it('shows the range as month/day, either end open', () => {
    expect(dateRangeTitle('签约日期', { start: '2026-11-01', end: '2026-11-26' })).toBe('11/01-11/26');
    expect(dateRangeTitle('签约日期', { start: '2026-11-01' })).toBe('11/01起');
    expect(dateRangeTitle('发起日期', { end: '2026-11-26' })).toBe('11/26止');
  });
  it('shows the plain title when open at both ends', () => {
    expect(dateRangeTitle('发起日期', {})).toBe('发起日期');
    expect(dateRangeTitle('签约日期', { start: '', end: '' })).toBe('签约日期');
  });
});
