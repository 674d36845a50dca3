import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart, formatTime, parseChinaTime } from './china-time.ts';
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
