import { describe, expect, it } from 'vitest';
import { contractMoneyText, moneyFigures } from './contract-money.ts';

describe('contractMoneyText', () => {
  it.each([
    [6400000, '人民币 6,400,000.00 元（大写：陆佰肆拾万元整）'],
    ['6400000', '人民币 6,400,000.00 元（大写：陆佰肆拾万元整）'],
    ['3500000.5', '人民币 3,500,000.50 元（大写：叁佰伍拾万元伍角整）'],
    [10.05, '人民币 10.05 元（大写：壹拾元零伍分）'],
    ['100010', '人民币 100,010.00 元（大写：壹拾万零壹拾元整）'],
    [0.3, '人民币 0.30 元（大写：叁角整）'],
    [0, '人民币 0.00 元（大写：零元整）'],
    ['1008.06', '人民币 1,008.06 元（大写：壹仟零捌元零陆分）'],
  ])('%s → %s', (amount, text) => {
    expect(contractMoneyText(amount)).toBe(text);
  });

  it('writes nothing for what is no amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', Number.NaN, -1]) expect(contractMoneyText(bad)).toBe('');
  });
});

describe('moneyFigures', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(moneyFigures('0012345')).toBe('12,345.00');
    expect(moneyFigures(999)).toBe('999.00');
    expect(moneyFigures('1234567.8')).toBe('1,234,567.80');
  });
});
