import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RENT_PAYMENT_NAMES, SALE_PAYMENT_NAMES } from './contract-fields.ts';
import { ZContractRentAdd, ZContractSaleAdd } from './contract-form.ts';
import {
  RENOVATION_NAMES as CUSTOMER_RENOVATION_NAMES,
  CUSTOMER_TYPE_NAMES,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  LEVEL_NAMES,
  NEED_NAMES,
  PAYMENT_METHODS_OF_TYPE,
  ROOM_FILTER,
  SEX_NAMES,
  SOURCE_NAMES,
  USES_NAMES,
} from './customer-enums.ts';
import { ZCustomerAdd } from './customer-form.ts';
import { ZListingFields } from './housing-listing.ts';
import { HOUSING_OPTIONS, SELL_PAYWAY_NAMES } from './housing-options.ts';
import { ZListingSearch } from './housing-views.ts';
import { RENT_PAY_WAY_NAMES, SALE_PAY_WAY_ANY, SALE_PAY_WAY_NAMES } from './pay-ways.ts';

/**
 * Every value an option list offers (the `housingTypeList` answer, the constants the app's forms
 * show) is accepted by the call that takes the field, checked with the very schema the server
 * validates that call with. The HTTP side of the pay-ways: contract-pay-ways.test.ts (server).
 */

const codes = (names: Record<number, string>) => Object.keys(names).map(Number);
const problems = (schema: z.ZodType, body: object) => {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const sale = {
  type: 1,
  infoAttribution: 1,
  communityInfo: { communityId: 1, roomNo: '501' },
  room: 3,
  hall: 2,
  houseArea: 89.5,
  floor: 5,
  totalFloor: 18,
  sellPrice: 320,
  contacts: [{ name: '王建国', phone: '13912345678' }],
};
const rent = { ...sale, type: 2, sellPrice: '', rentPrice: 4500 };

/** housingTypeList keys that are fields of the listing form, and the listing type they belong to. */
const FORM_FIELDS: Record<string, object> = {
  infoAttribution: sale,
  renovation: sale,
  toward: sale,
  property: sale,
  propertyRight: sale,
  housingType: sale,
  tags: sale,
  sellPayway: sale,
  visitTime: sale,
  source: sale,
  schoolSeat: { ...sale, schoolSeatUseTime: '2024-09-01' },
  haveKeys: sale,
  haveGarage: sale,
  rentPayway: rent,
  rentway: rent,
  rentUnit: rent,
  peitao: rent,
};
/** housingTypeList keys that are filters of housingPosts. */
const FILTERS = ['houseType', 'sort', 'dateType', 'renovation', 'toward', 'property', 'propertyRight', 'tags'];
const LIST_FIELDS = new Set(['tags', 'peitao', 'houseType']);

describe('housingTypeList: every value it offers is accepted', () => {
  it.for(Object.entries(FORM_FIELDS))('by housingAdd: %s', ([field, base]) => {
    const offered = (HOUSING_OPTIONS as unknown as Record<string, { value: number }[]>)[field] ?? [];
    expect(offered.length, field).toBeGreaterThan(0);
    for (const { value } of offered) {
      const body = { ...base, [field]: LIST_FIELDS.has(field) ? [value] : value };
      expect(problems(ZListingFields, body), `${field}=${value}`).toEqual([]);
    }
  });

  it.for(FILTERS)('by housingPosts: %s', (field) => {
    const offered = (HOUSING_OPTIONS as unknown as Record<string, { value: number }[]>)[field] ?? [];
    for (const { value } of offered) {
      const body = { type: 1, [field]: LIST_FIELDS.has(field) || field === 'renovation' ? [value] : value };
      expect(problems(ZListingSearch, body), `${field}=${value}`).toEqual([]);
    }
  });

  it('by housingPosts: the listing states of both types', () => {
    for (const type of [1, 2]) {
      for (const { value } of HOUSING_OPTIONS.houseState[type as 1 | 2]) {
        expect(problems(ZListingSearch, { type, houseState: [value] })).toEqual([]);
      }
    }
  });
});

const saleContract = {
  contractNo: 'XS-1',
  signDate: '2026-11-20',
  houseName: '文三新村',
  partyAName: '王业主',
  partyBName: '李买家',
  transactionPrice: 2_850_000,
  paymentMethod: 1,
};
const rentContract = {
  contractNo: 'ZL-1',
  signDate: '2026-11-18',
  houseName: '嘉绿苑',
  partyAName: '赵房东',
  partyBName: '钱租客',
  monthlyRent: 4500,
  paymentMethod: 1,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
};

describe('pay-ways: one table for listings and contracts', () => {
  it('the listing and contract lists are the table of pay-ways.ts', () => {
    expect(RENT_PAYMENT_NAMES).toEqual(RENT_PAY_WAY_NAMES);
    expect(SALE_PAYMENT_NAMES).toEqual(SALE_PAY_WAY_NAMES);
    expect(HOUSING_OPTIONS.rentPayway.map((o) => [o.value, o.label])).toEqual(
      Object.entries(RENT_PAY_WAY_NAMES).map(([v, l]) => [Number(v), l]),
    );
    expect(SELL_PAYWAY_NAMES).toEqual({ ...SALE_PAY_WAY_NAMES, [SALE_PAY_WAY_ANY]: '不限' });
  });

  it('contractRentAdd accepts every rent pay-way housingTypeList offers, and the contract form’s own', () => {
    for (const { value } of HOUSING_OPTIONS.rentPayway) {
      expect(problems(ZContractRentAdd, { ...rentContract, paymentMethod: value }), String(value)).toEqual([]);
    }
    for (const value of codes(RENT_PAYMENT_NAMES)) {
      expect(problems(ZContractRentAdd, { ...rentContract, paymentMethod: value })).toEqual([]);
    }
  });

  it('contractSaleAdd accepts every sale pay-way offered except 不限, which a contract cannot record', () => {
    for (const { value } of HOUSING_OPTIONS.sellPayway.filter((o) => o.value !== SALE_PAY_WAY_ANY)) {
      expect(problems(ZContractSaleAdd, { ...saleContract, paymentMethod: value }), String(value)).toEqual([]);
    }
    for (const value of codes(SALE_PAYMENT_NAMES)) {
      expect(problems(ZContractSaleAdd, { ...saleContract, paymentMethod: value })).toEqual([]);
    }
    expect(problems(ZContractSaleAdd, { ...saleContract, paymentMethod: SALE_PAY_WAY_ANY })).toEqual([
      'paymentMethod: 请选择付款方式',
    ]);
  });
});

describe('the customer form: every option it shows is accepted by customerAdd', () => {
  const customer = (type: number, extra: object = {}) => ({
    customerType: type,
    customerInfo: [{ name: '客户', phone: '13912345678' }],
    ...extra,
  });
  const lists: [string, Record<number, string>][] = [
    ['houseType', HOUSE_KIND_NAMES],
    ['renovation', CUSTOMER_RENOVATION_NAMES],
    ['houseGarage', NEED_NAMES],
    ['elevator', NEED_NAMES],
    ['uses', USES_NAMES],
    ['level', LEVEL_NAMES],
    ['houseAge', HOUSE_AGE_NAMES],
    ['source', SOURCE_NAMES],
    ['room', Object.fromEntries(ROOM_FILTER.map((o) => [o.value, o.label]))],
  ];

  it.for(lists)('%s', ([field, names]) => {
    for (const value of codes(names)) {
      expect(problems(ZCustomerAdd, customer(1, { [field]: value })), `${field}=${value}`).toEqual([]);
    }
  });

  it('the types, the contact titles and the pay-ways each type offers', () => {
    for (const type of codes(CUSTOMER_TYPE_NAMES)) {
      expect(problems(ZCustomerAdd, customer(type))).toEqual([]);
      for (const value of PAYMENT_METHODS_OF_TYPE[type] ?? []) {
        expect(problems(ZCustomerAdd, customer(type, { paymentMethod: value })), `${type}/${value}`).toEqual([]);
      }
    }
    for (const sex of codes(SEX_NAMES)) {
      const body = { ...customer(1), customerInfo: [{ name: '客户', phone: '13912345678', sex }] };
      expect(problems(ZCustomerAdd, body)).toEqual([]);
    }
  });
});
