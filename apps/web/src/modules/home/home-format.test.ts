import { describe, expect, it } from 'vitest';
import { badgeText, greetingOf, maskPhone, shownEntries } from './home-format.ts';

describe('home header formatting', () => {
  it('greets by the hour of the day', () => {
    expect(greetingOf(4)).toBe('晚上好');
    expect(greetingOf(5)).toBe('早上好');
    expect(greetingOf(11)).toBe('中午好');
    expect(greetingOf(13)).toBe('下午好');
    expect(greetingOf(18)).toBe('晚上好');
  });

  it('masks the middle of a phone number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });

  it('hides the badge at zero and caps it at 99+', () => {
    expect(badgeText(undefined)).toBeUndefined();
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('the home entries', () => {
  it('show only tiles whose page the app serves (no "coming soon" entry)', () => {
    const entries = [
      { name: '房源', page: 'pages/house' },
      { name: '录入房源', page: 'pages/house/operation?type=1' },
      { name: '云采集', page: 'pages/collect/index' },
    ];
    const served = new Set(['pages/house', 'pages/house/operation']);
    const shown = shownEntries(entries, (p) => served.has(p.split('?')[0] ?? ''));
    expect(shown.map((e) => e.name)).toEqual(['房源', '录入房源']);
  });
});
