import { describe, expect, it } from 'vitest';
import {
  dateText,
  dateTimeText,
  intentionParts,
  outLabel,
  rangeFromNumbers,
  rangeNumbers,
  rangeProblem,
  rangeText,
  timeAgo,
} from './customer-format.ts';

describe('rangeText', () => {
  it('names both bounds, one bound or none', () => {
    expect(rangeText(80, 120, '㎡')).toBe('80-120㎡');
    expect(rangeText(200, null, '万')).toBe('200万以上');
    expect(rangeText(null, 5, '层')).toBe('5层以下');
    expect(rangeText(null, null, '万')).toBe('');
    expect(rangeText(90, 90, '㎡')).toBe('90㎡');
    expect(rangeText(88.456, null, '㎡')).toBe('88.46㎡以上');
  });
});

describe('range numbers', () => {
  it('parses typed text, empty meaning no bound', () => {
    expect(rangeNumbers({ min: '80', max: '' })).toEqual({ min: 80, max: null });
    expect(rangeNumbers({ min: '.', max: '12.5' })).toEqual({ min: null, max: 12.5 });
    expect(rangeFromNumbers(80, null)).toEqual({ min: '80', max: '' });
  });
  it('refuses a minimum above the maximum', () => {
    expect(rangeProblem('面积', { min: '120', max: '80' })).toBe('面积的最低值不能高于最高值');
    expect(rangeProblem('面积', { min: '80', max: '' })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00').getTime();
  it('says how long ago', () => {
    expect(timeAgo(now - 30_000, now)).toBe('刚刚');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(timeAgo(now - 3 * 3600_000, now)).toBe('3小时前');
    expect(timeAgo(now - 3 * 86400_000, now)).toBe('3天前');
    expect(timeAgo(new Date('2026-01-02T08:00:00'), now)).toBe('2026-01-02');
    expect(dateText('bad')).toBe('');
  });

  it('reads the answers’ Beijing time whatever the phone’s time zone', () => {
    // 12:00 UTC is 20:00 in Beijing.
    const utcNoon = Date.UTC(2026, 2, 10, 12, 0);
    expect(timeAgo('2026-03-10 19:55', utcNoon)).toBe('5分钟前');
    expect(timeAgo('2026-01-02 08:00', utcNoon)).toBe('2026-01-02');
    expect(dateText('2026-01-02 23:30')).toBe('2026-01-02');
    expect(dateTimeText('2026-01-02 23:30')).toBe('2026-01-02 23:30');
  });
});

describe('intentionParts', () => {
  it('lists what is set', () => {
    expect(intentionParts({ customerType: 1, room: 3, area: 80, tarea: 120, price: null, tprice: 300 }, '万')).toEqual([
      '3室',
      '80-120㎡',
      '300万以下',
    ]);
    expect(
      intentionParts({ customerType: 2, room: 0, area: null, tarea: null, price: null, tprice: null }, '元/月'),
    ).toEqual([]);
  });
});

describe('outLabel', () => {
  const now = new Date('2026-03-10T12:00:00').getTime();
  it('warns within a month', () => {
    expect(outLabel('', now)).toBe('');
    expect(outLabel(new Date(now + 3 * 86_400_000 - 1000).toISOString(), now)).toBe('3天后转公');
    expect(outLabel(new Date(now - 1000).toISOString(), now)).toBe('即将转公');
    expect(outLabel(new Date(now + 90 * 86_400_000).toISOString(), now)).toBe('');
    // The answers' format: Beijing 20:00 on the 13th is 3 days after 12:00 UTC on the 10th.
    expect(outLabel('2026-03-13 20:00', Date.UTC(2026, 2, 10, 12, 0))).toBe('3天后转公');
  });
});
