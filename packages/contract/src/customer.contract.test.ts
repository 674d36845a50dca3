import { describe, expect, it } from 'vitest';
import type { TEndpoint } from './common/endpoint.ts';
import { customerEndpoints } from './customer.contract.ts';
import { ZCustomerAdd } from './customer-form.ts';
import { DEFAULT_CUSTOMER_SETTING, stateName, typeSetting, ZCustomerSetting } from './customer-setting.ts';
import { catalogueItem } from './permissions.ts';

const all: TEndpoint[] = Object.values(customerEndpoints);
const messages = (v: unknown): string[] => {
  const r = ZCustomerAdd.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const base = { customerType: 1, customerInfo: [{ name: '王先生', phone: '13812345678' }] };

describe('the customer endpoints', () => {
  it('guard with catalogue items of the customer app only', () => {
    for (const e of all) {
      if (e.permission) {
        expect(e.permission.appType, e.path).toBe(2);
        expect(catalogueItem(2, e.permission.itemId), e.path).toBeDefined();
      }
    }
  });

  it('guard every POST that changes something (follow-ups need only access to the customer)', () => {
    const reads = ['/customer/v2/privateClients', '/customer/v2/publicClients', '/customer/v2/customerPosts'];
    const unguarded = all.filter((e) => e.method === 'POST' && !e.permission).map((e) => e.path);
    expect(unguarded.sort()).toEqual([...reads, '/customer/v2/customerfollowUp'].sort());
  });

  it("serve the seeds' paths", () => {
    const paths = all.map((e) => `${e.method} ${e.path}`);
    for (const seed of [
      'GET /customer/v2/showCustomerPosts',
      'GET /customer/v2/customerDetail',
      'GET /customer/v2/getCustomerSetting',
      'GET /customer/v2/customerChangeRecord',
      'GET /customer/v2/getCustomerfollowUp',
      'POST /customer/v2/customerAdd',
      'POST /customer/v2/customerEdit',
      'POST /customer/v2/customerPosts',
      'POST /customer/v2/publicClients',
      'POST /customer/v2/privateClients',
      'POST /customer/v2/customerDelete',
      'POST /customer/v2/publicCustomerDelete',
      'POST /customer/v2/customerfollowUp',
      'POST /customer/v2/customerAssignment',
      'POST /customer/v2/publicCustomerAssignment',
      'POST /customer/v2/customerChangeState',
      'POST /customer/v2/customerTransactionStatus',
      'GET /housing/v2/showCustomers',
    ]) {
      expect(paths).toContain(seed);
    }
  });
});

describe('the add form', () => {
  it('fills the defaults: private, level C, source 门店来访, options 不限', () => {
    const v = ZCustomerAdd.parse(base);
    expect(v).toMatchObject({ customerAttribution: 1, level: 3, source: 1, room: 0, paymentMethod: 0, price: null });
  });

  it('reads form values: numbers as strings, empty strings as not filled, id lists comma-separated', () => {
    const v = ZCustomerAdd.parse({ ...base, price: '200', tprice: '', community: '3,5', region: '330106' });
    expect(v).toMatchObject({ price: 200, tprice: null, community: [3, 5], region: [330106] });
  });

  it('answers the seeds-style messages', () => {
    expect(messages({ ...base, customerInfo: [] })).toEqual(['请填写客户联系人']);
    expect(messages({ ...base, price: 3, tprice: 2 })).toEqual(['最低价格不能大于最高价格']);
    expect(messages({ ...base, customerType: 2, paymentMethod: 1 })).toEqual(['付款方式与客户类型不符']);
    expect(messages({ ...base, customerInfo: [{ name: '王', phone: '12345' }] })).toEqual(['联系电话格式不正确']);
  });
});

describe('the setting', () => {
  it('the defaults pass their own schema and name the states', () => {
    expect(ZCustomerSetting.parse(DEFAULT_CUSTOMER_SETTING)).toEqual(DEFAULT_CUSTOMER_SETTING);
    expect(typeSetting(DEFAULT_CUSTOMER_SETTING, 2).states[2]?.name).toBe('已租');
    expect(stateName(DEFAULT_CUSTOMER_SETTING, 1, 3)).toBe('已购');
    expect(stateName(DEFAULT_CUSTOMER_SETTING, 1, 9)).toBe('');
  });
});
