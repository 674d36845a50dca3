import { describe, expect, it } from 'vitest';
import { toggleCustomer } from './customer-picker.ts';

const a = { customerId: 1, name: '王先生', phone: '13800000011' };
const b = { customerId: 2, name: '李女士', phone: '13800000012' };

describe('toggleCustomer', () => {
  it('replaces the choice when only one may be chosen', () => {
    expect(toggleCustomer([a], b, false)).toEqual([b]);
  });
  it('adds and removes when several may be chosen', () => {
    expect(toggleCustomer([a], b, true)).toEqual([a, b]);
    expect(toggleCustomer([a, b], a, true)).toEqual([b]);
  });
});
