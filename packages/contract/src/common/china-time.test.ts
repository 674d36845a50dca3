import { describe, expect, it } from 'vitest';
import {
  chinaDay,
  chinaDayStart,
  chinaMonth,
  chinaMonthDayTime,
  chinaMonthsUpTo,
  chineseDay,
  formatSecondTime,
  formatTime,
  localDay,
  localTime,
  parseChinaTime,
} from './china-time.ts';
import { ZDay, ZTime } from './time-fields.ts';

describe('the API time format (Beijing time, YYYY-MM-DD HH:mm)', () => {
  it('formats a moment in Beijing time whatever the UTC day', () => {
    expect(formatTime(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25 00:30');
    expect(formatTime(new Date('2026-11-23T01:05:59Z'))).toBe('2026-11-23 09:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(chinaDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(chinaDayStart('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('reads an answer back into the same moment, in any time zone of the phone', () => {
    const at = new Date('2026-11-24T16:30:00Z');
    expect(parseChinaTime(formatTime(at))?.getTime()).toBe(at.getTime());
    expect(parseChinaTime('2026-11-25')?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    for (const bad of ['', null, undefined, '2026-11-24T16:30:00.000Z', '25/11/2026']) {
      expect(parseChinaTime(bad)).toBeNull();
    }
  });

  it('the answer schemas accept the format or nothing, and refuse ISO UTC', () => {
    expect(ZTime.safeParse('2026-11-25 00:30').success).toBe(true);
    expect(ZTime.safeParse('').success).toBe(true);
    expect(ZTime.safeParse('2026-11-24T16:30:00.000Z').success).toBe(false);
    expect(ZDay.safeParse('2026-11-25').success).toBe(true);
    expect(ZDay.safeParse('2026-11-25 00:30').success).toBe(false);
  });
});

describe('more Beijing-time texts', () => {
  it('to the second, for the signed contracts', () => {
    expect(formatSecondTime(new Date('2026-11-26T05:05:09Z'))).toBe('2026-11-26 13:05:09');
    expect(formatSecondTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('the Beijing month, and the months up to it across a year', () => {
    expect(chinaMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(chinaMonthsUpTo(new Date('2026-02-28T16:30:00Z'), 4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(chinaMonthsUpTo(new Date('2026-06-15T00:00:00Z'), 1)).toEqual(['2026-06']);
  });

  it('month, day and time for reminders; a Chinese date from a day text', () => {
    expect(chinaMonthDayTime(new Date('2026-11-24T01:05:00Z'))).toBe('11月24日 09:05');
    expect(chinaMonthDayTime(new Date('2026-01-04T17:00:00Z'))).toBe('1月5日 01:00');
    expect(chineseDay('2026-03-05')).toBe('2026年3月5日');
    expect(chineseDay('2026-11-26 13:05:09')).toBe('2026年11月26日');
  });

  it("the phone's own day and time of a picker's Date", () => {
    const picked = new Date(2026, 2, 5, 14, 7);
    expect(localDay(picked)).toBe('2026-03-05');
    expect(localTime(picked)).toBe('2026-03-05 14:07');
    expect(localDay(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});
