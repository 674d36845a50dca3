import { describe, expect, it } from 'vitest';
import { moneyToCapitals } from './money-capitals.ts';

describe('moneyToCapitals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [101, '壹佰零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [1001, '壹仟零壹元整'],
    [10000, '壹万元整'],
    [10500, '壹万零伍佰元整'],
    [100010, '壹拾万零壹拾元整'],
    [1200000, '壹佰贰拾万元整'],
    [3500000, '叁佰伍拾万元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [1000010000, '壹拾亿零壹万元整'],
    [123456789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [1e12, '壹万亿元整'],
    [1000000000001, '壹万亿零壹元整'],
    [10.05, '壹拾元零伍分'],
    [10.5, '壹拾元伍角整'],
    [10.55, '壹拾元伍角伍分'],
    [0.5, '伍角整'],
    [0.05, '伍分'],
    ['2800.10', '贰仟捌佰元壹角整'],
  ])('%s → %s', (value, expected) => {
    expect(moneyToCapitals(value)).toBe(expected);
  });

  it('answers nothing for what is not a writable amount', () => {
    expect(moneyToCapitals(1e15)).toBe('');
    expect(moneyToCapitals('1000000000000000')).toBe('');
    expect(moneyToCapitals(-1)).toBe('');
    expect(moneyToCapitals('1.234')).toBe('');
    expect(moneyToCapitals('abc')).toBe('');
    expect(moneyToCapitals(Number.NaN)).toBe('');
  });
});
