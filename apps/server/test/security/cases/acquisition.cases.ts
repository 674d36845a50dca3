import { expect } from 'vitest';
import {
  addIdFields,
  get,
  idsOf,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

addIdFields({ clientCustomerId: 'acq_clients', customerId: 'customers' });

/**
 * Cross-tenant entries of 获客小程序管理 (see cross-tenant.kit.ts): every /hk/v2 statement is scoped by
 * the caller's company and the caller as the micro-site's agent, so B's manager finds none of A's
 * clients, requests or micro-site listings, and cannot put A's listing on B's micro-site.
 */
const rowOfA = (c: TCaseContext, table: string, match: (r: Record<string, unknown>) => boolean = () => true) => {
  const row = (c.a.rows[table] ?? []).find(match);
  if (!row) throw new Error(`company A has no ${table} row for this case`);
  return row;
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};
const empty = (answers: TAnswer[]) => {
  for (const answer of answers) {
    expect(answer.json?.code, answer.body).toBe(200);
    expect(answer.json?.data, answer.body).toEqual([]);
  }
};
const OWN = "the caller's own micro-site of the caller's company: A's rows are never read";
const own = (route: string, check?: (answers: TAnswer[]) => void): TCrossTenantCase => ({
  ...withIdsOfA(route, OWN),
  ...(check ? { check } : {}),
});
/** A call without input (the kit would send a body): B's manager with A's ids in the query anyway. */
const ownNoInput = (route: string, check: (answers: TAnswer[]) => void): TCrossTenantCase => ({
  why: OWN,
  requests: (c) => [get(route.replace(/^GET /, ''), c.b.manager, idsOf(c.a))],
  check,
});
const onRowOfA = (route: string, overrides: (c: TCaseContext) => Record<string, unknown>): TCrossTenantCase => ({
  ...withIdsOfA(
    route,
    "the row is looked up by the caller's company and agent first: A's ids are not found",
    overrides,
  ),
  check: notFound,
});

export const ACQUISITION_CASES: Record<string, TCrossTenantCase> = {
  'GET /hk/v2/agentCards': ownNoInput('GET /hk/v2/agentCards', (answers) => {
    expect(answers[0]?.json?.data).toMatchObject({ saved: false });
  }),
  'POST /hk/v2/agentCardsUpdate': {
    ...withIdsOfA('POST /hk/v2/agentCardsUpdate', "the card saved is the caller's own", () => ({
      userName: '乙公司名片',
      style: 1,
    })),
    check: async (answers, c) => {
      expect(answers[0]?.json?.code).toBe(200);
      expect((await c.b.rowsAfter('acq_cards')).length).toBeGreaterThan(0);
    },
  },
  'GET /hk/v2/agentPageStatistics': ownNoInput('GET /hk/v2/agentPageStatistics', (answers) => {
    expect(answers[0]?.json?.data).toMatchObject({ viewCount: 0, entrustmentCount: 0, reservationCount: 0 });
  }),
  'GET /hk/v2/customerCount': ownNoInput('GET /hk/v2/customerCount', (answers) => {
    expect(answers[0]?.json?.data).toEqual({ newCount: 0, total: 0 });
  }),
  'GET /hk/v2/visitorRecord': own('GET /hk/v2/visitorRecord', empty),
  'GET /hk/v2/customerEntrustment': own('GET /hk/v2/customerEntrustment', empty),
  'GET /hk/v2/customerReservation': own('GET /hk/v2/customerReservation', empty),
  'GET /hk/v2/clientCustomerPage': {
    ...withIdsOfA('GET /hk/v2/clientCustomerPage', OWN, (c) => ({
      key: '',
      associated: -1,
      clientCustomerId: Number(rowOfA(c, 'acq_clients').id),
    })),
    check: empty,
  },
  'GET /hk/v2/clientCustomersFootprint': onRowOfA('GET /hk/v2/clientCustomersFootprint', (c) => ({
    clientCustomerId: Number(rowOfA(c, 'acq_clients').id),
  })),
  'POST /hk/v2/clientCustomerState': onRowOfA('POST /hk/v2/clientCustomerState', (c) => {
    const row = rowOfA(c, 'acq_requests', (r) => Number(r.state) === 0);
    return { itemId: Number(row.id), type: Number(row.kind), state: 1 };
  }),
  'POST /hk/v2/clientAssociation': onRowOfA('POST /hk/v2/clientAssociation', (c) => {
    const customer = rowOfA(c, 'customers', (r) => Number(r.attribution) === 1);
    return {
      clientCustomerId: Number(rowOfA(c, 'acq_clients').id),
      customerId: Number(customer.id),
      type: Number(customer.customer_type),
    };
  }),
  'GET /hk/v2/housingPosts': own('GET /hk/v2/housingPosts', empty),
  'POST /hk/v2/upAndDown': {
    why: "a listing is looked up in the caller's company (up) and on the caller's micro-site (down): A's are not found",
    requests: (c) => {
      const onSite = rowOfA(c, 'acq_listings', (r) => Number(r.state) === 1);
      const body = { itemId: Number(onSite.house_id), type: Number(onSite.type) };
      return [
        { method: 'POST', url: '/hk/v2/upAndDown', headers: c.b.manager, payload: { ...body, state: 1 } },
        { method: 'POST', url: '/hk/v2/upAndDown', headers: c.b.manager, payload: { ...body, state: 0 } },
      ];
    },
    check: async (answers, c) => {
      notFound(answers);
      expect(await c.b.rowsAfter('acq_listings')).toEqual([]);
    },
  },
  'POST /hk/v2/housingDel': onRowOfA('POST /hk/v2/housingDel', (c) => {
    const row = rowOfA(c, 'acq_listings');
    return { itemId: Number(row.house_id), type: Number(row.type) };
  }),
  'GET /customer/v2/customerAcqPosts': {
    ...withIdsOfA('GET /customer/v2/customerAcqPosts', "the customer book's private list of the caller's company"),
    check: (answers) => expect(answers[0]?.json?.code).toBe(200),
  },
};
