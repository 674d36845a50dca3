import { COLLECT_SAVE_STATE } from '@awb/contract/collect-constants';
import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { DATA_SCOPE, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { grantOf } from '../../src/db/seed/org-factories.ts';
import { registeredEndpoints } from '../../src/platform/http/route.ts';
import { createTestApp, DEMO } from '../create-test-app.ts';
import { deptNamed, staffWith } from '../org-fixtures.ts';
import { companyDigest, rowsOf } from './db-snapshot.ts';
import { COVERED_ENDPOINTS, FOREIGN_ID_FIELDS, IN_COMPANY_CASES, type TScopeIds } from './in-company-scope.cases.ts';
import { requestJsonSchema } from './input-arbitraries.ts';

/**
 * In-company scope suite: inside company A, an agent who holds every permission of the business apps
 * but sees only their own data names records of A they cannot see in every call of the newer modules
 * that takes such an id (in-company-scope.cases.ts). Each is refused with the owning module's answer
 * and changes none of A's rows. A call of those modules taking one of FOREIGN_ID_FIELDS without an
 * entry fails the suite.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const A = DEMO.companyA.id;

// An agent of 文三路二组 (beside agentA2), every item of the business apps, own data only; no 审批管理.
const businessApps = PERMISSION_CATALOGUE.filter((app) => app.appType !== APP_TYPE.manager);
const caller = await staffWith(
  t,
  A,
  businessApps.map((app) => grantOf(app.appType, DATA_SCOPE.own)),
  { dept: await deptNamed(t, A, '文三路二组') },
);

const one = async (query: ReturnType<typeof sql>, what: string): Promise<number> => {
  const [row] = await rowsOf<{ id: string | number }>(t.db, query);
  if (!row) throw new Error(`the demo has no ${what} for this suite`);
  return Number(row.id);
};
const ids: TScopeIds = {
  listing: await one(
    sql`select id from listings where company_id = ${A} and deleted_at is null and type = 1
          and info_attribution = ${INFO_ATTRIBUTION.private} order by id limit 1`,
    'private sale listing',
  ),
  publicListing: await one(
    sql`select id from listings where company_id = ${A} and deleted_at is null and type = 1
          and info_attribution = ${INFO_ATTRIBUTION.public} order by id limit 1`,
    'sale listing in the public pool',
  ),
  customer: await one(
    sql`select id from customers where company_id = ${A} and deleted_at is null
          and attribution = ${CUSTOMER_ATTRIBUTION.private} and customer_type = 1 order by id limit 1`,
    'private customer',
  ),
  signContract: await one(
    sql`select id from sign_contracts where company_id = ${A} and deleted_at is null order by id limit 1`,
    'signing contract',
  ),
  saleRecord: await one(
    sql`select id from contracts where company_id = ${A} and deleted_at is null
          and contract_type = ${CONTRACT_TYPE.sale} order by id limit 1`,
    'sale contract record',
  ),
  rentRecord: await one(
    sql`select id from contracts where company_id = ${A} and deleted_at is null
          and contract_type = ${CONTRACT_TYPE.rent} order by id limit 1`,
    'rent contract record',
  ),
  approval: await one(
    sql`select id from approval_records where company_id = ${A} order by id limit 1`,
    'approval request',
  ),
  collectedListing: await one(
    sql`select listing_id as id from collect_saves where company_id = ${A}
          and state = ${COLLECT_SAVE_STATE.converted} order by id limit 1`,
    'collected listing marked 已转房源',
  ),
  ownClient: await one(
    sql`insert into acq_clients (company_id, user_id, fp_client_id, nick_name)
          values (${A}, ${caller.id}, 'in-company-scope', '范围测试访客') returning id`,
    'visitor',
  ),
  boxid: await one(
    sql`select id from company_sign_templates where company_id = ${A} order by id limit 1`,
    'signing template',
  ),
};

/** Routes of the covered modules taking an id of FOREIGN_ID_FIELDS, by "METHOD path". */
const covered = new Set(COVERED_ENDPOINTS);
const foreignIdRoutes = [...registeredEndpoints.entries()]
  .filter(([, e]) => covered.has(e))
  .filter(([, e]) => {
    const schema = e.query ?? e.body;
    const fields = schema ? Object.keys(requestJsonSchema(schema).properties ?? {}) : [];
    return fields.some((f) => (FOREIGN_ID_FIELDS as readonly string[]).includes(f));
  })
  .map(([route]) => route)
  .sort();

const send = (request: ReturnType<Extract<(typeof IN_COMPANY_CASES)[string], { request: unknown }>['request']>) =>
  t.call({ ...request, headers: { ...caller.headers, ...((request.headers ?? {}) as Record<string, string>) } });

describe('in-company scope suite', () => {
  it('has an entry for every call of the newer modules that takes a foreign id, and none for another', () => {
    expect(foreignIdRoutes.length).toBeGreaterThan(30);
    expect(foreignIdRoutes.filter((route) => !IN_COMPANY_CASES[route])).toEqual([]);
    expect(Object.keys(IN_COMPANY_CASES).filter((route) => !foreignIdRoutes.includes(route))).toEqual([]);
  });

  it('picked records the caller cannot open, as the owning modules say', async () => {
    const refusedDetail = await t.call({
      method: 'GET',
      url: `/housing/v2/housingDetail?houseId=${ids.listing}`,
      headers: caller.headers,
    });
    expect(refusedDetail.code).toBe(403);
    const customer = await t.call({
      method: 'GET',
      url: `/customer/v2/customerDetail?customerId=${ids.customer}`,
      headers: caller.headers,
    });
    expect(customer.code).toBe(404);
  });

  it.for(Object.keys(IN_COMPANY_CASES).sort())('%s: refused for a record the caller cannot see', async (route) => {
    const entry = IN_COMPANY_CASES[route];
    if (!entry) return;
    expect(entry.why).not.toBe('');
    if ('ownRows' in entry) return;
    const before = await companyDigest(t.db, A);
    const answer = await send(entry.request(ids));
    expect({ code: answer.code, msg: answer.msg }, `${route}: ${JSON.stringify(answer.data)}`).toEqual(entry.refusal);
    expect(await companyDigest(t.db, A), `${route} changed company A’s rows`).toEqual(before);
    if (entry.seen) {
      const allowed = await send(entry.seen(ids));
      expect(allowed.code, `${route} with a record the caller sees: ${allowed.msg}`).toBe(200);
    }
  });
});
