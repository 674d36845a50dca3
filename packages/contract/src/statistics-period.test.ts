import { describe, expect, it } from 'vitest';
import { customRangeProblem, periodDays, STATS_MSG, statsPeriod } from './statistics-period.ts';

// Monday 2026-11-23, 09:00 in China; 01:00 UTC.
const now = new Date('2026-11-23T01:00:00Z');

describe('statsPeriod', () => {
  it('bounds today, the week from Monday, the month and the year in China days', () => {
    expect(statsPeriod(1, now)).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-23', days: 1 });
    expect(statsPeriod(1, now).from.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(statsPeriod(1, now).to.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(statsPeriod(2, new Date('2026-11-29T12:00:00Z'))).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(statsPeriod(3, now)).toMatchObject({ startDate: '2026-11-01', days: 23 });
    expect(statsPeriod(4, now)).toMatchObject({ startDate: '2026-01-01', endDate: '2026-11-23' });
    expect(statsPeriod(5, now, '2026-02-27', '2026-03-02')).toMatchObject({ days: 4 });
  });

  it('takes the China day: 23:30 UTC is already the next day', () => {
    expect(statsPeriod(1, new Date('2026-12-31T23:30:00Z'))).toMatchObject({ startDate: '2027-01-01' });
  });

  it('lists every day of a period', () => {
    expect(periodDays({ startDate: '2024-02-28', endDate: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('customRangeProblem', () => {
  it('checks presence, format, order and length', () => {
    expect(customRangeProblem('', '2026-01-01')).toBe(STATS_MSG.dateRequired);
    expect(customRangeProblem('2026-02-30', '2026-03-01')).toBe(STATS_MSG.dateFormat);
    expect(customRangeProblem('2026-03-02', '2026-03-01')).toBe(STATS_MSG.dateOrder);
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBe(STATS_MSG.rangeTooLong);
    expect(customRangeProblem('2024-01-01', '2024-12-31')).toBeNull();
  });
});
