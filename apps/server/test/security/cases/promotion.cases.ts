import { expect } from 'vitest';
import {
  get,
  idsOf,
  json,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

/**
 * Cross-tenant entries of 房源推广 (see cross-tenant.kit.ts): a listing is looked up in the caller's
 * company (and data scope) before anything else, so B's manager gets 404 for A's listings and no
 * portal is called; bindings and push records are read and written by the caller's company only.
 */
const listingOfA = (c: TCaseContext, type: number) => {
  const row = (c.a.rows.listings ?? []).find((r) => Number(r.type) === type && !r.deleted_at);
  if (!row) throw new Error(`company A has no live listing of type ${type}`);
  return Number(row.id);
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};
const refusedAs405 = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(405);
};
const LISTING = "the listing is looked up in the caller's company first: A's listing is not found";
const onListingOfA = (route: string, type = 1, extra: Record<string, unknown> = {}): TCrossTenantCase => ({
  ...withIdsOfA(route, LISTING, (c) => ({ houseId: listingOfA(c, type), ...extra })),
  check: notFound,
});
const OWN = "the caller's company's own bindings: A's are never read";

export const PROMOTION_CASES: Record<string, TCrossTenantCase> = {
  'POST /house/push/xingfuliPush': onListingOfA('POST /house/push/xingfuliPush'),
  'POST /house/push/anxuanPush': onListingOfA('POST /house/push/anxuanPush'),
  'POST /house/push/fangTianXiaPush': onListingOfA('POST /house/push/fangTianXiaPush'),
  'POST /house/push/tmallPush': onListingOfA('POST /house/push/tmallPush', 2),
  'POST /house/push/microWebPush': {
    ...onListingOfA('POST /house/push/microWebPush'),
    check: async (answers, c) => {
      notFound(answers);
      expect(await c.b.rowsAfter('acq_listings')).toEqual([]);
    },
  },
  'GET /house/push/mobileAcqCustomerShare': onListingOfA('GET /house/push/mobileAcqCustomerShare'),
  'GET /house/push/queryHousePushState': onListingOfA('GET /house/push/queryHousePushState'),
  'GET /housing/v2/housingPromotionSellDetail': onListingOfA('GET /housing/v2/housingPromotionSellDetail'),
  'GET /housing/v2/rentExtension': onListingOfA('GET /housing/v2/rentExtension', 2),
  'GET /promotion/v2/portalStates': {
    why: OWN,
    requests: (c) => [get('/promotion/v2/portalStates', c.b.manager, idsOf(c.a))],
    check: (answers) => expect(answers[0]?.json?.code, answers[0]?.body).toBe(200),
  },
  'GET /promotion/v2/portalBinding': {
    ...withIdsOfA('GET /promotion/v2/portalBinding', OWN, () => ({ portal: 1 })),
    check: (answers) => {
      expect(answers[0]?.json?.data).toMatchObject({ bound: false, fields: { companyid: '' }, savedSecrets: [] });
    },
  },
  'POST /promotion/v2/portalBind': {
    why: "the binding saved is the caller's company's own, whatever company id the body names",
    requests: (c) => [
      json('/promotion/v2/portalBind', c.b.manager, {
        ...idsOf(c.a),
        portal: 2,
        companyid: '乙公司58账号',
        manager: '陈静',
        authCode: 'b-auth-code',
      }),
    ],
    check: async (answers, c) => {
      expect(answers[0]?.json?.code, answers[0]?.body).toBe(200);
      expect((await c.b.rowsAfter('promotion_bindings')).length).toBeGreaterThan(0);
    },
  },
  'POST /promotion/v2/portalStatus': {
    ...withIdsOfA('POST /promotion/v2/portalStatus', OWN, () => ({ portal: 3, open: 1 })),
    check: refusedAs405,
  },
  'POST /promotion/v2/portalUnbind': {
    ...withIdsOfA('POST /promotion/v2/portalUnbind', OWN, () => ({ portal: 1 })),
    check: refusedAs405,
  },
  'GET /promotion/v2/pushPosts': {
    ...withIdsOfA('GET /promotion/v2/pushPosts', "the house book's list of the caller's company", () => ({
      portal: 1,
      type: 1,
      cursor: '',
      searchKey: '',
    })),
    check: (answers) => expect(answers[0]?.json?.code, answers[0]?.body).toBe(200),
  },
  'POST /promotion/v2/pushShelf': onListingOfA('POST /promotion/v2/pushShelf', 1, { portal: 1, state: 0 }),
  'POST /promotion/v2/pushRemove': onListingOfA('POST /promotion/v2/pushRemove', 1, { portal: 1 }),
};
