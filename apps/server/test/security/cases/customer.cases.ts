import { DEFAULT_CUSTOMER_SETTING } from '@awb/contract/customer-setting';
import { expect } from 'vitest';
import {
  addIdFields,
  codes,
  get,
  json,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

addIdFields({ customerId: 'customers', houseId: 'listings' }, { community: 'communities', houseIds: 'listings' });

/** Cross-tenant entries of the 客源本 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
const firstOf = (c: TCaseContext, table: string, where: (r: Record<string, unknown>) => boolean = () => true) => {
  const row = (c.a.rows[table] ?? []).find(where);
  if (!row) throw new Error(`company A has no ${table} row for this case`);
  return Number(row.id);
};
const privateOfA = (c: TCaseContext) => firstOf(c, 'customers', (r) => Number(r.attribution) === 1);
const publicOfA = (c: TCaseContext) => firstOf(c, 'customers', (r) => Number(r.attribution) === 2);
const communityOfA = (c: TCaseContext) => firstOf(c, 'communities');
const notFound = (answers: { json: { code?: number } | null }[]) => {
  for (const code of codes(answers as never)) expect(code).toBe(404);
};
const validBody = (c: TCaseContext) => ({
  customerType: 1,
  customerInfo: [{ name: '乙公司客户', phone: '13968019999', sex: 1 }],
  price: 200,
  tprice: 300,
  community: [communityOfA(c)],
  companyId: c.a.companyId,
});

/** A read of one of A's customers by id: as not found. */
const readById = (path: string, pick = privateOfA): TCrossTenantCase => ({
  why: "every customer read is scoped by the caller's company: A's ids are not found",
  requests: (c) => [
    get(path, c.b.manager, { customerId: pick(c), companyId: c.a.companyId }),
    get(path, c.b.manager, { customerId: publicOfA(c) }),
  ],
  check: notFound,
});

/** A change of one of A's customers by id: as not found, nothing written. */
const writeById = (path: string, body: (c: TCaseContext) => Record<string, unknown>): TCrossTenantCase => ({
  why: "every customer write finds the customer by the caller's company first: A's ids are not found",
  requests: (c) => [
    json(path, c.b.manager, { ...body(c), customerId: privateOfA(c) }),
    json(path, c.b.manager, { ...body(c), customerId: publicOfA(c) }),
  ],
  check: notFound,
});

const aUser = (c: TCaseContext) => c.a.users.agentA.id;

export const CUSTOMER_CASES: Record<string, TCrossTenantCase> = {
  'POST /customer/v2/privateClients': withIdsOfA(
    'POST /customer/v2/privateClients',
    "the pools' lists are filtered by the caller's company before anything else",
  ),
  'POST /customer/v2/publicClients': withIdsOfA(
    'POST /customer/v2/publicClients',
    "the public pool is the caller's company's only",
  ),
  'POST /customer/v2/customerPosts': withIdsOfA(
    'POST /customer/v2/customerPosts',
    'the search covers own company only',
  ),
  'GET /customer/v2/showCustomerPosts': withIdsOfA(
    'GET /customer/v2/showCustomerPosts',
    'the picker lists own company only',
  ),
  'GET /customer/v2/customerDetail': readById('/customer/v2/customerDetail'),
  'GET /customer/v2/customerPortrait': readById('/customer/v2/customerPortrait'),
  'GET /customer/v2/getCustomerfollowUp': readById('/customer/v2/getCustomerfollowUp'),
  'GET /customer/v2/customerChangeRecord': readById('/customer/v2/customerChangeRecord'),
  'GET /customer/v2/customerMatchHouses': readById('/customer/v2/customerMatchHouses'),
  'GET /customer/v2/getCustomerSetting': withIdsOfA(
    'GET /customer/v2/getCustomerSetting',
    "the setting is read by the caller's company",
  ),
  'POST /customer/v2/customerAdd': {
    why: "intention communities must be the caller's company's: A's community is refused",
    requests: (c) => [json('/customer/v2/customerAdd', c.b.manager, validBody(c))],
    check: (answers) => {
      expect(answers[0]?.json).toMatchObject({ code: 405, msg: '意向小区不存在或已删除' });
    },
  },
  'POST /customer/v2/customerEdit': writeById('/customer/v2/customerEdit', (c) => ({
    ...validBody(c),
    community: [],
  })),
  'POST /customer/v2/customerDelete': writeById('/customer/v2/customerDelete', () => ({})),
  'POST /customer/v2/publicCustomerDelete': writeById('/customer/v2/publicCustomerDelete', () => ({})),
  'POST /customer/v2/customerToPublic': writeById('/customer/v2/customerToPublic', () => ({})),
  'POST /customer/v2/customerPickUp': writeById('/customer/v2/customerPickUp', () => ({})),
  'POST /customer/v2/customerAssignment': writeById('/customer/v2/customerAssignment', (c) => ({ userId: aUser(c) })),
  'POST /customer/v2/publicCustomerAssignment': writeById('/customer/v2/publicCustomerAssignment', (c) => ({
    userId: aUser(c),
  })),
  'POST /customer/v2/customerChangeState': writeById('/customer/v2/customerChangeState', () => ({ state: 2 })),
  'POST /customer/v2/customerTransactionStatus': writeById('/customer/v2/customerTransactionStatus', () => ({
    status: 1,
  })),
  'POST /customer/v2/customerfollowUp': writeById('/customer/v2/customerfollowUp', () => ({
    categoryType: 1,
    content: '乙公司的跟进',
  })),
  'POST /customer/v2/customerSettingEdit': {
    why: "the setting is saved for the caller's company only",
    requests: (c) => [
      json('/customer/v2/customerSettingEdit', c.b.manager, { ...DEFAULT_CUSTOMER_SETTING, companyId: c.a.companyId }),
    ],
    check: async (answers, c) => {
      expect(answers[0]?.json?.code).toBe(200);
      expect((await c.b.rowsAfter('customer_settings')).length).toBe(1);
    },
  },
  'GET /housing/v2/showCustomers': {
    why: "the listing is looked up in the caller's company: A's listing is not found",
    requests: (c) => [
      get('/housing/v2/showCustomers', c.b.manager, { houseId: Number(c.a.rows.listings?.[0]?.id ?? 987_654_321) }),
    ],
    check: notFound,
  },
};
