import { ACQ_PERMISSION, ACQ_REQUEST_KIND, ACQ_SHELF } from '@awb/contract/acquisition-constants';
import { APP_TYPE } from '@awb/contract/common/apps';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { DATA_SCOPE, PROMOTION_ITEM } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { everythingBut } from '../../../test/permission-matrix.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { customerKit } from '../customer/customer-test-kit.ts';
import { listings } from '../housing/listing.table.ts';
import { acqCards, acqClients, acqListings, acqRequests, acqVisits } from './acquisition.table.ts';

/**
 * Every /hk/v2 call needs 房源推广 › 获客小程序管理: someone holding every other permission of every app
 * (whole company) is refused with the seeds' message and nothing changes; someone holding just that
 * item, and a manager, are answered. Unlike the shared permissionMatrix, each case is built for the
 * caller, because a micro-site's rows are its agent's own (an entrustment to handle must be theirs).
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
const A = DEMO.companyA.id;
type TActor = { id: number; headers: THeaders };
let managerActor: TActor;
let holder: TActor;
let without: TActor;
let houseId = 0;
const customers = customerKit(t);
beforeAll(async () => {
  managerActor = { id: await userIdOf(t, DEMO.users.managerA.phone), headers: manager };
  const item = grantOf(APP_TYPE.promotion, DATA_SCOPE.own, [PROMOTION_ITEM.acquisition]);
  holder = await staffWith(t, A, [item, grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1])]);
  without = await staffWith(t, A, everythingBut(ACQ_PERMISSION));
  // In the public pool: the holder has no scope of the house book, and up needs a listing they see.
  const [house] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.companyId, A), eq(listings.type, 1), eq(listings.infoAttribution, INFO_ATTRIBUTION.public)));
  houseId = house?.id ?? 0;
});

let n = 0;
async function clientOf(userId: number): Promise<number> {
  n += 1;
  const [row] = await t.db
    .insert(acqClients)
    .values({ companyId: A, userId, fpClientId: `matrix${n}`, nickName: `矩阵访客${n}` })
    .returning({ id: acqClients.id });
  return row?.id ?? 0;
}
async function requestOf(userId: number, kind: number): Promise<number> {
  const clientId = await clientOf(userId);
  const [row] = await t.db
    .insert(acqRequests)
    .values({ companyId: A, userId, clientId, kind, type: 1 })
    .returning({ id: acqRequests.id });
  return row?.id ?? 0;
}
async function onSite(userId: number): Promise<void> {
  await t.db
    .insert(acqListings)
    .values({ companyId: A, userId, houseId, type: 1, state: ACQ_SHELF.up })
    .onConflictDoUpdate({
      target: [acqListings.companyId, acqListings.userId, acqListings.houseId],
      set: { state: 1 },
    });
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const CARD = { userName: '矩阵名片', company: '安居', userPhone: '', role: '经纪人', address: '', style: 1 };

const CASES: Record<string, (who: TActor) => Promise<InjectOptions>> = {
  'GET /hk/v2/agentCards': async () => get('/hk/v2/agentCards'),
  'POST /hk/v2/agentCardsUpdate': async () => post('/hk/v2/agentCardsUpdate', CARD),
  'GET /hk/v2/agentPageStatistics': async () => get('/hk/v2/agentPageStatistics'),
  'GET /hk/v2/customerCount': async () => get('/hk/v2/customerCount'),
  'GET /hk/v2/visitorRecord': async () => get('/hk/v2/visitorRecord'),
  'GET /hk/v2/clientCustomersFootprint': async (who) =>
    get(`/hk/v2/clientCustomersFootprint?clientCustomerId=${await clientOf(who.id)}`),
  'GET /hk/v2/customerEntrustment': async () => get('/hk/v2/customerEntrustment'),
  'GET /hk/v2/customerReservation': async () => get('/hk/v2/customerReservation'),
  'POST /hk/v2/clientCustomerState': async (who) =>
    post('/hk/v2/clientCustomerState', {
      itemId: await requestOf(who.id, ACQ_REQUEST_KIND.entrustment),
      type: ACQ_REQUEST_KIND.entrustment,
      state: 1,
    }),
  'GET /hk/v2/clientCustomerPage': async () => get('/hk/v2/clientCustomerPage'),
  'POST /hk/v2/clientAssociation': async (who) => {
    const customerId = await customers.add(who === without ? holder.headers : who.headers);
    return post('/hk/v2/clientAssociation', { clientCustomerId: await clientOf(who.id), customerId, type: 1 });
  },
  'GET /hk/v2/housingPosts': async () => get('/hk/v2/housingPosts?type=1'),
  'POST /hk/v2/upAndDown': async () => post('/hk/v2/upAndDown', { itemId: houseId, type: 1, state: 1 }),
  'POST /hk/v2/housingDel': async (who) => {
    await onSite(who.id);
    return post('/hk/v2/housingDel', { itemId: houseId, type: 1 });
  },
};

const snapshot = () =>
  Promise.all(
    [acqCards, acqClients, acqVisits, acqRequests, acqListings].map((table) =>
      t.db.select().from(table).orderBy(table.id),
    ),
  );
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && /^\/hk\/v2\//.test(e.path));

describe('the acquisition authorisation matrix', () => {
  it('has a case for every guarded call, each guarded by 获客小程序管理', () => {
    expect(
      guarded()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
    for (const e of guarded()) expect(e.permission).toEqual(ACQ_PERMISSION);
  });

  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', async (key) => {
    const build = CASES[key]!;
    const as = async (who: TActor) => {
      const request = await build(who);
      return t.call({
        ...request,
        headers: { ...((request.headers ?? {}) as Record<string, string>), ...who.headers },
      });
    };
    const refused = await build(without);
    const before = await snapshot();
    expect(await t.call({ ...refused, headers: without.headers })).toMatchObject({
      code: 403,
      msg: '您没有权限，请联系管理员设置相关权限',
      data: null,
    });
    expect(await snapshot()).toEqual(before);
    const allowed = await as(holder);
    expect(allowed.code, `${key}: ${allowed.msg}`).toBe(200);
    const asManager = await as(managerActor);
    expect(asManager.code, `${key}: ${asManager.msg}`).toBe(200);
  });
});
