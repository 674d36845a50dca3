import { ACQ_REQUEST_KIND, ACQ_SHELF, ACQ_VISIT_KIND } from '@awb/contract/acquisition-constants';
import { APP_TYPE } from '@awb/contract/common/apps';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { DATA_SCOPE, PROMOTION_ITEM } from '@awb/contract/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { customers } from '../customer/customer.table.ts';
import { listings } from '../housing/listing.table.ts';
import { acqCards, acqClients, acqListings, acqRequests, acqVisits } from './acquisition.table.ts';

/** An agent who leaves (离职) with a receiver: docs/acquisition.md "When an agent leaves". */
const { t, get, post, manager } = setupFileApp({ manager: 'managerA' });
const A = DEMO.companyA.id;
const grants = [
  grantOf(APP_TYPE.promotion, DATA_SCOPE.own, [PROMOTION_ITEM.acquisition]),
  grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1]),
];
let leaver: { id: number; headers: THeaders };
let receiver: { id: number; headers: THeaders };
let houseId = 0;
let customerId = 0;

async function client(userId: number, fp: string, extra: { customerId?: number } = {}): Promise<number> {
  const [row] = await t.db
    .insert(acqClients)
    .values({ companyId: A, userId, fpClientId: fp, nickName: `访客${fp}`, ...extra })
    .returning({ id: acqClients.id });
  return row?.id ?? 0;
}
async function visit(userId: number, clientId: number, kind: number): Promise<void> {
  const listing = kind === ACQ_VISIT_KIND.listing ? { houseId, houseType: 1 } : {};
  await t.db.insert(acqVisits).values({ companyId: A, userId, clientId, kind, ...listing });
}
async function request(userId: number, clientId: number, kind: number, state = 0): Promise<void> {
  await t.db.insert(acqRequests).values({ companyId: A, userId, clientId, kind, type: 1, state });
}
const names = (page: { data: { nickName: string }[] }) => page.data.map((c) => c.nickName).sort();

beforeAll(async () => {
  leaver = await staffWith(t, A, grants);
  receiver = await staffWith(t, A, grants);
  // In the public pool: a listing the leaver sees, to put up.
  const [house] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.companyId, A),
        eq(listings.type, 1),
        eq(listings.infoAttribution, INFO_ATTRIBUTION.public),
        isNull(listings.deletedAt),
      ),
    );
  houseId = house?.id ?? 0;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.companyId, A));
  customerId = customer?.id ?? 0;

  const card = { userName: '离职名片', company: '安居', userPhone: '', role: '经纪人', address: '', style: 1 };
  expect((await post('/hk/v2/agentCardsUpdate', card, leaver.headers)).code).toBe(200);
  expect((await post('/hk/v2/upAndDown', { itemId: houseId, type: 1, state: 1 }, leaver.headers)).code).toBe(200);

  const associated = await client(leaver.id, 'h1', { customerId });
  await visit(leaver.id, associated, ACQ_VISIT_KIND.card);
  await visit(leaver.id, associated, ACQ_VISIT_KIND.listing);
  await request(leaver.id, await client(leaver.id, 'h2'), ACQ_REQUEST_KIND.entrustment);
  await request(leaver.id, await client(leaver.id, 'h3'), ACQ_REQUEST_KIND.reservation, 1);
  await visit(leaver.id, await client(leaver.id, 'h4'), ACQ_VISIT_KIND.card);
  // The same mini-program user knows both agents.
  const twin = await client(leaver.id, 'h5', { customerId });
  await request(leaver.id, twin, ACQ_REQUEST_KIND.entrustment);
  await visit(leaver.id, twin, ACQ_VISIT_KIND.listing);
  await visit(leaver.id, twin, ACQ_VISIT_KIND.card);
  await visit(receiver.id, await client(receiver.id, 'h5'), ACQ_VISIT_KIND.home);
});

describe('the micro-site of an agent who leaves', () => {
  it('is handed over through the app’s hand-over steps', () => {
    expect(t.app.deps.hooks.leaverSteps.names()).toContain('acquisition.microSite');
  });

  it('gives the receiver the requests and the clients to follow up, and takes the micro-site down', async () => {
    expect((await get('/hk/v2/customerEntrustment', receiver.headers)).total).toBe(0);
    const res = await post(
      '/org/v2/leaveCompany',
      { userId: leaver.id, handoverUserId: receiver.id, reason: '个人原因' },
      manager,
    );
    expect(res).toMatchObject({ code: 200 });

    const entrustments = await get('/hk/v2/customerEntrustment', receiver.headers);
    expect(entrustments.total).toBe(2);
    expect(names(entrustments)).toEqual(['访客h2', '访客h5']);
    const reservations = await get('/hk/v2/customerReservation', receiver.headers);
    expect(reservations.data).toMatchObject([{ nickName: '访客h3', stateName: '已确认' }]);

    // Followed-up clients move; a client who only looked stays with the closed micro-site.
    const clients = await get('/hk/v2/clientCustomerPage', receiver.headers);
    expect(names(clients)).toEqual(['访客h1', '访客h2', '访客h3', '访客h5']);
    const associated = await get('/hk/v2/clientCustomerPage?associated=1', receiver.headers);
    expect(names(associated)).toEqual(['访客h1', '访客h5']);
    for (const c of associated.data as { clientCustomerId: number }[]) {
      const footprints = await get(
        `/hk/v2/clientCustomersFootprint?clientCustomerId=${c.clientCustomerId}`,
        receiver.headers,
      );
      expect(footprints.data).toMatchObject([{ houseId }]);
    }
    const stats = (await get('/hk/v2/agentPageStatistics', receiver.headers)).data;
    expect(stats).toMatchObject({ entrustmentCount: 2, pendingEntrustmentCount: 2, reservationCount: 1 });

    const left = await t.db.select().from(acqClients).where(eq(acqClients.userId, leaver.id));
    // h4 never asked for anything; the leaver's copy of h5 keeps its card visit, without the association.
    expect(left.map((c) => [c.fpClientId, c.customerId])).toEqual(
      expect.arrayContaining([
        ['h4', null],
        ['h5', null],
      ]),
    );
    expect(left).toHaveLength(2);
    expect(await t.db.select().from(acqRequests).where(eq(acqRequests.userId, leaver.id))).toEqual([]);
    const shelf = await t.db.select().from(acqListings).where(eq(acqListings.userId, leaver.id));
    expect(shelf.map((l) => l.state)).toEqual([ACQ_SHELF.down]);
    const [card] = await t.db.select().from(acqCards).where(eq(acqCards.userId, leaver.id));
    expect(card?.hiddenAt).toEqual(t.clock.now());
  });
});
