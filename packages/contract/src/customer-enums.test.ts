import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_FILTER, CUSTOMER_TYPE_NAMES } from './customer-enums.ts';

describe('the customer type labels', () => {
  it('name the customer’s intent (求购, 求租, 新房), never a listing’s type', () => {
    expect(CUSTOMER_TYPE_NAMES[CUSTOMER_TYPE.sell]).toBe('求购');
    expect(CUSTOMER_TYPE_NAMES[CUSTOMER_TYPE.rent]).toBe('求租');
    expect(CUSTOMER_TYPE_NAMES[CUSTOMER_TYPE.new]).toBe('新房');
    expect(Object.values(CUSTOMER_TYPE_NAMES).join()).not.toMatch(/出售|出租/);
  });

  it('are the same in the list filter as on a customer', () => {
    for (const { value, label } of CUSTOMER_TYPE_FILTER.slice(1)) expect(label).toBe(CUSTOMER_TYPE_NAMES[value]);
    expect(CUSTOMER_TYPE_FILTER[0]).toEqual({ value: 0, label: '全部' });
  });
});
