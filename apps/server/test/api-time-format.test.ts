import { APP_TYPE } from '@awb/contract/common/apps';
import { DAY_PATTERN, TIME_PATTERN } from '@awb/contract/common/china-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/db/seed/demo.ts';
import { createTestApp, type THeaders, type TTestApp } from './create-test-app.ts';

/**
 * One time format in every answer (docs/api.md "Times"): the seeds' `YYYY-MM-DD HH:mm` (and
 * `YYYY-MM-DD` for days) in Beijing time, never ISO UTC (`toISOString`) in one module and Beijing text in
 * another; this walks the answers of representative calls of each module and the
 * answer schemas of the OpenAPI document, every module's.
 */

const ISO_UTC = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Listing fields agents type in (a day or free text), not moments the server records. */
const TYPED_IN = new Set(['moveIntoTime', 'schoolSeatUseTime']);
/** A field that carries a moment: …At, …Time, the app switch's expire, the signing list's lasttime. */
const TIME_FIELD = /(At|Time)$|^(expire|lasttime)$/;

type TJson = Record<string, any>;

/** Every [field, value] pair of an answer, at any depth. */
function fields(value: unknown, out: [string, unknown][] = [], key = ''): [string, unknown][] {
  if (Array.isArray(value)) for (const v of value) fields(v, out, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) fields(v, out, k);
  else out.push([key, value]);
  return out;
}

let t: TTestApp;
let manager: THeaders;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
});
afterAll(async () => t.close());

const get = (url: string, query: Record<string, string | number> = {}) =>
  t.call({
    method: 'GET',
    url,
    headers: manager,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const post = (url: string, payload: object = {}) => t.call({ method: 'POST', url, headers: manager, payload });

describe('answers carry Beijing YYYY-MM-DD HH:mm, never ISO UTC', () => {
  it('in representative calls of every module', async () => {
    const page = { pageindex: 1, pagesize: 5 };
    const customerId = (await post('/customer/v2/privateClients', page)).data[0].customerId;
    const communityId = (await post('/community/companyCommunity', page)).data[0].communityId;
    const contractId = (await post('/contract/v2/contractSalePosts', page)).data[0].contractId;
    const houseId = (await post('/housing/v2/housingPosts', { type: 1, ...page })).data[0].houseId;
    const userId = (await get('/org/v2/employeeListV2', page)).data[0].userId;
    await post('/omp/gonggao/releaseV2', { title: '时间格式', content: '北京时间' });
    const noticeId = (await get('/omp/gonggao/postsV2', page)).data[0].id;

    const answers: Record<string, Promise<{ code: number; data: unknown }>> = {
      privateClients: post('/customer/v2/privateClients', page),
      customerDetail: get('/customer/v2/customerDetail', { customerId }),
      customerPortrait: get('/customer/v2/customerPortrait', { customerId }),
      customerFollowUps: get('/customer/v2/getCustomerfollowUp', { customerId, ...page }),
      customerChangeRecord: get('/customer/v2/customerChangeRecord', { customerId, ...page }),
      communityDetail: get('/community/companyCommunityDetail', { communityId }),
      communityRecords: get('/community/communityPosts', { communityId, ...page }),
      houseTypes: get('/community/getHouseType', { communityId, room: 0 }),
      staffDetail: get('/org/v2/staffDetail', { userId }),
      resigned: get('/org/v2/resignatedEmployees', page),
      applications: get('/org/v2/myEmployeeApplicationList', { ...page, status: 0 }),
      notices: get('/omp/gonggao/postsV2', page),
      notice: get('/omp/gonggao/detailV2', { id: noticeId }),
      reminders: get('/base/remindPosts', { ...page, type: 2 }),
      menu: get('/base/messageMenu'),
      initialize: post('/user/initialize'),
      content: get('/pages/getContent', { cate_alias: 'user_agreement' }),
      appUse: get('/search/appUseSwitch', { payStatusId: APP_TYPE.sign }),
      companyInfo: get('/ManagementCenter/companyInfo'),
      accountInfo: get('/ManagementCenter/accountInfo'),
      contracts: post('/contract/v2/contractSalePosts', page),
      contract: get('/contract/v2/contractSaleDetail', { contractId }),
      listings: post('/housing/v2/housingPosts', { type: 1, ...page }),
      listing: get('/housing/v2/housingDetail', { houseId, type: 1 }),
      listingRecords: get('/app/appRecord', { appType: 1, type: 1, itemType: 1, itemId: houseId, ...page }),
      approvals: get('/oa/companyOaApprovalList', { ...page, type: 1 }),
      signContracts: get('/sign/signPosts'),
      acquisitionVisitors: get('/hk/v2/visitorRecord', page),
    };
    const times: string[] = [];
    for (const [name, pending] of Object.entries(answers)) {
      const res = await pending;
      expect(res.code, name).toBe(200);
      for (const [key, value] of fields(res.data)) {
        if (typeof value !== 'string') continue;
        expect(value, `${name}.${key}`).not.toMatch(ISO_UTC);
        if (TIME_FIELD.test(key) && !TYPED_IN.has(key)) {
          // A moment, or a day where the field is a day (companyInfo.createdAt).
          expect(TIME_PATTERN.test(value) || DAY_PATTERN.test(value), `${name}.${key}: ${value}`).toBe(true);
          if (value) times.push(value);
        }
      }
    }
    // Not a walk over empty answers: the demo data fills most of these fields.
    expect(times.length).toBeGreaterThan(40);
  });

  it('in the OpenAPI document: every time field of an answer states the pattern', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as TJson;
    const loose: string[] = [];
    const walk = (schema: TJson | undefined, where: string, key = ''): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.type === 'string' && TIME_FIELD.test(key) && !TYPED_IN.has(key) && !schema.pattern) loose.push(where);
      for (const [k, s] of Object.entries((schema.properties ?? {}) as TJson)) walk(s, `${where}.${k}`, k);
      for (const s of [schema.items, ...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])]) {
        walk(s, where, key);
      }
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths as TJson)) {
      for (const [method, op] of Object.entries(operations as TJson)) {
        walk(op.responses?.['200']?.content?.['application/json']?.schema, `${method.toUpperCase()} ${path}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(loose).toEqual([]);
  });
});
