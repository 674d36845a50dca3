import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import {
  get,
  idsOf,
  json,
  refused,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

/**
 * Cross-tenant entries of 充值中心 (see cross-tenant.kit.ts): an order is looked up by the caller's
 * company and its number, so B's manager with A's order numbers finds nothing; what B creates is B's;
 * the gateway's notice without a session changes nothing unless signed with the merchant key.
 */
const orderOfA = (c: TCaseContext) => {
  const row = (c.a.rows.recharge_orders ?? [])[0];
  if (!row) throw new Error('company A has no recharge order (demo-recharge.ts)');
  return row;
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};

export const RECHARGE_CASES: Record<string, TCrossTenantCase> = {
  'GET /recharge/v2/companyApps': {
    why: "the caller's company's apps and pending order, whatever ids are sent",
    requests: (c) => [get('/recharge/v2/companyApps', c.b.manager, idsOf(c.a))],
    check: (answers) => {
      expect(answers[0]?.json?.code).toBe(200);
      expect(String(answers[0]?.json?.data?.pendingOrderNo ?? '')).not.toMatch(/^R1A/);
    },
  },
  'GET /recharge/v2/planList': {
    ...withIdsOfA('GET /recharge/v2/planList', 'the plan catalogue is shared reference data, no tenant rows', () => ({
      appType: 0,
    })),
    check: (answers) => expect(answers[0]?.json?.code).toBe(200),
  },
  'POST /recharge/v2/orderCreate': {
    ...withIdsOfA('POST /recharge/v2/orderCreate', "an order is placed for the caller's company", () => ({
      planId: 1,
    })),
    check: async (answers, c) => {
      expect(answers[0]?.json?.code, answers[0]?.body).toBe(200);
      expect(answers[0]?.json?.data?.orderNo).toMatch(new RegExp(`^R${c.b.companyId}A`));
      expect((await c.b.rowsAfter('recharge_orders')).length).toBeGreaterThan(0);
    },
  },
  'GET /recharge/v2/orderDetail': {
    ...withIdsOfA(
      'GET /recharge/v2/orderDetail',
      "looked up by the caller's company and number: A's is not found",
      (c) => ({
        orderNo: String(orderOfA(c).order_no),
      }),
    ),
    check: notFound,
  },
  'POST /recharge/v2/orderPay': {
    ...withIdsOfA(
      'POST /recharge/v2/orderPay',
      "looked up by the caller's company and number: A's is not found",
      (c) => ({
        orderNo: String(orderOfA(c).order_no),
        payChannel: 1,
      }),
    ),
    check: notFound,
  },
  'GET /recharge/v2/orderRecords': {
    ...withIdsOfA('GET /recharge/v2/orderRecords', "the caller's company's paid orders only"),
    check: (answers) => {
      expect(answers[0]?.json?.code).toBe(200);
      expect(answers[0]?.json?.data).toEqual([]);
    },
  },
  'POST /recharge/v2/payNotify': {
    why: "no session: only the merchant key's signature makes a notice act, and B cannot make one for A's order",
    requests: (c) => {
      const row = orderOfA(c);
      const fields = {
        amount: Number(row.amount),
        merchantId: 'M100001',
        nonce: 'b-forges',
        orderNo: String(row.order_no),
        status: 'SUCCESS',
        tradeNo: 'T-forged',
      };
      const text = Object.entries(fields)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const sign = createHmac('sha256', 'guessed-key').update(text).digest('hex');
      return [
        json('/recharge/v2/payNotify', undefined, { ...fields, sign }),
        json('/recharge/v2/payNotify', c.b.manager, { ...fields, sign }),
      ];
    },
    check: refused,
  },
};
