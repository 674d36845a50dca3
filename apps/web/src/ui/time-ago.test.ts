import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

describe('timeAgo', () => {
  it('says how long ago something happened', () => {
    const now = new Date(2026, 0, 10, 12, 0).getTime();
    expect(timeAgo(new Date(now - 30_000).toISOString(), now)).toBe('刚刚');
    expect(timeAgo(new Date(now - 5 * 60_000).toISOString(), now)).toBe('5分钟前');
    expect(timeAgo(new Date(now - 3 * 3600_000).toISOString(), now)).toBe('3小时前');
    expect(timeAgo(new Date(now - 2 * 86400_000).toISOString(), now)).toBe('2天前');
    expect(timeAgo(new Date(2025, 11, 1, 9, 5).toISOString(), now)).toBe('2025-12-01 09:05');
    // The answers' Beijing text, whatever the phone's time zone (12:00 UTC is 20:00 in Beijing).
    expect(timeAgo('2026-01-10 19:55', Date.UTC(2026, 0, 10, 12, 0))).toBe('5分钟前');
    expect(timeAgo('2025-12-01 09:05', Date.UTC(2026, 0, 10, 12, 0))).toBe('2025-12-01 09:05');
  });
});
