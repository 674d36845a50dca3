import { describe, expect, it } from 'vitest';
import { daysUntil, formatDateTime, roleName } from './format.ts';

describe('formatDateTime', () => {
  it('writes a local date and time in Chinese', () => {
    expect(formatDateTime(new Date(2025, 6, 3, 9, 5))).toBe('2025年7月3日 09:05');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('2025年12月31日 23:59');
  });
  it('is empty for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('daysUntil', () => {
  const now = new Date('2025-01-01T00:00:00Z');
  it('rounds partial days up and stops at 0', () => {
    expect(daysUntil('2025-01-16T00:00:00Z', now)).toBe(15);
    expect(daysUntil('2025-01-15T12:00:00Z', now)).toBe(15);
    expect(daysUntil('2024-12-31T00:00:00Z', now)).toBe(0);
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
