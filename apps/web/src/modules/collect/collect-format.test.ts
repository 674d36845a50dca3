import { describe, expect, it } from 'vitest';
import { collectSearch, floorText, layoutText, NO_CHOICE, priceText, unitPriceText } from './collect-format.ts';

describe('云采集 format', () => {
  it('turns the bar’s choices into the list query', () => {
    expect(collectSearch(0, NO_CHOICE)).toEqual({
      cloudtype: 0,
      address: '',
      districtId: 0,
      roomtypestr: '',
      source: 0,
      sortField: 1,
      sortWay: 0,
    });
    expect(collectSearch(0, { ...NO_CHOICE, price: 2, area: 6, room: 5, sort: 1, keyword: ' 翠苑 ' })).toMatchObject({
      priceMin: 200,
      priceMax: 300,
      areaMin: 150,
      roomtypestr: '5',
      sortField: 2,
      sortWay: 1,
      address: '翠苑',
    });
    expect(collectSearch(1, { ...NO_CHOICE, price: 1 })).toMatchObject({ priceMax: 2000 });
    expect(collectSearch(1, { ...NO_CHOICE, price: 1 })).not.toHaveProperty('priceMin');
  });

  it('writes layouts, prices and floors', () => {
    expect(layoutText(2, 1, 1)).toBe('2室1厅1卫');
    expect(layoutText(1, 0, 1)).toBe('1室1卫');
    expect(priceText(0, 320)).toBe('320万');
    expect(priceText(1, 3500)).toBe('3500元/月');
    expect(unitPriceText(0, 35000.4)).toBe('35,000元/㎡');
    expect(unitPriceText(1, 0)).toBe('');
    expect(floorText(5, 18)).toBe('5/18层');
    expect(floorText(null, null)).toBe('');
  });
});
