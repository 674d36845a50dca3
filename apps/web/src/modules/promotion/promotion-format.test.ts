import { describe, expect, it } from 'vitest';
import { priceText } from './promotion-format.ts';

describe('priceText', () => {
  it('shows a sale price in 万 and a rent with its unit', () => {
    expect(priceText({ type: 1, sellPrice: 320, rentPrice: null, rentUnitName: '' })).toBe('320万');
    expect(priceText({ type: 2, sellPrice: null, rentPrice: 4500, rentUnitName: '元/月' })).toBe('4500元/月');
  });
  it('says 价格待定 when no price is set', () => {
    expect(priceText({ type: 2, sellPrice: null, rentPrice: null, rentUnitName: '元/月' })).toBe('价格待定');
  });
});
