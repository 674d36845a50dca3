import { describe, expect, it } from 'vitest';
import { daysUntil, formatDateTime, roleName } from './format.ts';

describe('formatDateTime', () => {
  it('writes a local date and time in Chinese', () => {
    expect(formatDateTime(new Date(2025, 6, 3, 9, 5))).toBe('2025年7月3日 09:05');
    // An answer's time is Beijing text, shown as it is whatever the phone's time zone.
    expect(formatDateTime('2025-12-31 23:59')).toBe('2025年12月31日 23:59');
  });
  it('is empty for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2025-12-31T15:59:00.000Z')).toBe('');
  });
});

describe('daysUntil', () => {
  const now = new Date('2025-01-01T00:00:00+08:00');
  it('rounds partial days up and stops at 0', () => {
    expect(daysUntil('2025-01-16 00:00', now)).toBe(15);
    expect(daysUntil('2025-01-15 12:00', now)).toBe(15);
    expect(daysUntil('2024-12-31 00:00', now)).toBe(0);
    expect(daysUntil(null, now)).toBe(0);
  });
});

describe('roleName', () => {
  it('names the manager, the roles held, or an agent', () => {
    expect(roleName({ isManager: true, roleNames: ['店长'] })).toBe('管理员');
    expect(roleName({ isManager: false, roleNames: [] })).toBe('经纪人');
    expect(roleName({ isManager: false, roleNames: ['店长', '组长'] })).toBe('店长、组长');
  });
});
