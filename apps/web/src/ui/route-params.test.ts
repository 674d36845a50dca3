import { describe, expect, it } from 'vitest';
import { badParams, isIdParam } from './route-params.ts';

const query = (text: string) => new URLSearchParams(text);

describe('isIdParam', () => {
  it('accepts a positive whole number', () => {
    expect(isIdParam('1')).toBe(true);
    expect(isIdParam('20261125')).toBe(true);
    expect(isIdParam('007')).toBe(true);
  });

  it('refuses what is missing, empty, zero, negative, fractional, not a number or too large', () => {
    for (const value of [null, '', ' ', '0', '-3', '1.5', 'abc', '12abc', '1e3', '00', '99999999999999999999']) {
      expect(isIdParam(value), String(value)).toBe(false);
    }
  });
});

describe('badParams', () => {
  it('names the required ids that are missing or malformed (a bare name is an id)', () => {
    expect(badParams(query('id=12'), ['id'])).toEqual([]);
    expect(badParams(query(''), ['id'])).toEqual(['id']);
    expect(badParams(query('id=abc'), ['id'])).toEqual(['id']);
    expect(badParams(query('id=0&customerId=5'), ['id', 'customerId'])).toEqual(['id']);
  });

  it('takes the first of several names that is present (houseId, else id)', () => {
    const houseId = { name: ['houseId', 'id'] };
    expect(badParams(query('id=7'), [houseId])).toEqual([]);
    expect(badParams(query('houseId=7&id=x'), [houseId])).toEqual([]);
    expect(badParams(query('houseId=x&id=7'), [houseId])).toEqual(['houseId|id']);
    expect(badParams(query('type=1'), [houseId])).toEqual(['houseId|id']);
  });

  it('accepts any non-blank text for a text parameter (an order number)', () => {
    const orderNo = { name: 'orderNo', kind: 'text' } as const;
    expect(badParams(query('orderNo=RC20261127001'), [orderNo])).toEqual([]);
    expect(badParams(query('orderNo=%20'), [orderNo])).toEqual(['orderNo']);
    expect(badParams(query(''), [orderNo])).toEqual(['orderNo']);
  });
});
