import { describe, expect, it } from 'vitest';
import { daysAgo, dotJoin, groupedNumber, layoutText, trimNumber, wanText } from './house-format.ts';

describe('house formats', () => {
  it('writes layouts and numbers the way agents read them', () => {
    expect(layoutText(3, 2, 1)).toBe('3室2厅1卫');
    expect(layoutText(2, 0, 1)).toBe('2室1卫');
    expect(layoutText(0, 0, 0)).toBe('开间');
    expect(trimNumber('89.50')).toBe('89.5');
    expect(wanText(320)).toBe('320万');
    expect(wanText(null)).toBe('');
    expect(dotJoin('89㎡', '', null, '南')).toBe('89㎡ · 南');
  });
  it('counts days back from today', () => {
    expect(daysAgo(1, new Date(2026, 0, 10, 15))).toBe('2026-01-10');
    expect(daysAgo(7, new Date(2026, 0, 3))).toBe('2025-12-28');
  });

  it('groups digits exactly as toLocaleString(zh-CN) does, without Intl for whole numbers', () => {
    expect(groupedNumber(56000)).toBe('56,000');
    for (const n of [
      0,
      1,
      12,
      999,
      1000,
      12345,
      123456,
      1234567,
      -5,
      -1234,
      -0,
      12.5,
      1234.5678,
      2 ** 53,
      1e21,
      Number.NaN,
    ]) {
      expect(groupedNumber(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });
});
