import { ACQ_MSG } from '@awb/contract/acquisition-constants';
import { APP_TYPE } from '@awb/contract/common/apps';
import { TIME_PATTERN } from '@awb/contract/common/china-time';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import { CUSTOMER_MSG } from '@awb/contract/customer-form';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { DATA_SCOPE, PROMOTION_ITEM } from '@awb/contract/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { customers } from '../customer/customer.table.ts';
import { listings } from '../housing/listing.table.ts';
import { acqCards, acqClients, acqListings, acqRequests } from './acquisition.table.ts';

/** 获客小程序管理 through HTTP on the demo data: the manager's micro-site, an agent, and company B. */
const { t, manager, agent, managerB, get, post } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  managerB: 'managerB',
});
const A = DEMO.companyA.id;
let granted: { id: number; headers: THeaders };
beforeAll(async () => {
  granted = await staffWith(t, A, [
    grantOf(APP_TYPE.promotion, DATA_SCOPE.own, [PROMOTION_ITEM.acquisition]),
    grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1]),
  ]);
});
const noPermission = { code: 403, msg: '您没有权限，请联系管理员设置相关权限', data: null };

describe('the agent card', () => {
  it('answers the saved card, and defaults from the account until one is saved', async () => {
    expect((await get('/hk/v2/agentCards', manager)).data).toMatchObject({
      userName: '张伟',
      role: '资深置业顾问',
      saved: true,
    });
    const fresh = await get('/hk/v2/agentCards', granted.headers);
    expect(fresh.data).toMatchObject({ company: DEMO.companyA.name, role: '置业顾问', saved: false });
  });

  it('saves the card, refusing an empty name with the seeds’ message', async () => {
    const card = { userName: '', company: '安居', userPhone: '13800000009', role: '店长', address: '', style: 2 };
    expect(await post('/hk/v2/agentCardsUpdate', card, granted.headers)).toMatchObject({
      code: 405,
      msg: ACQ_MSG.userNameRequired,
    });
    const saved = await post('/hk/v2/agentCardsUpdate', { ...card, userName: '测试名片' }, granted.headers);
    expect(saved).toMatchObject({ code: 200, msg: ACQ_MSG.cardSaved, data: { userName: '测试名片', style: 2 } });
    const rows = await t.db.select().from(acqCards).where(eq(acqCards.userId, granted.id));
    expect(rows).toMatchObject([{ companyId: A, userName: '测试名片', userPhone: '13800000009', role: '店长' }]);
  });

  it('refuses an agent without 获客小程序管理, changing nothing', async () => {
    expect(await get('/hk/v2/agentCards', agent)).toMatchObject(noPermission);
    expect(await post('/hk/v2/agentCardsUpdate', { userName: 'x', style: 1 }, agent)).toMatchObject(noPermission);
  });
});

describe('statistics, visitors and clients', () => {
  it('counts the manager’s micro-site', async () => {
    const stats = (await get('/hk/v2/agentPageStatistics', manager)).data;
    expect(stats).toMatchObject({ entrustmentCount: 3, reservationCount: 4, newHouseCount: 0 });
    expect(stats.pendingEntrustmentCount).toBe(2);
    expect(stats.sellHouseCount + stats.rentHouseCount).toBeGreaterThan(0);
    expect(stats.viewCount).toBeGreaterThan(20);
    expect((await get('/hk/v2/customerCount', manager)).data).toEqual({ newCount: 1, total: 7 });
  });

  it('lists visits newest first with Beijing times, 15 a page', async () => {
    const page = await get('/hk/v2/visitorRecord', manager);
    expect(page.data).toHaveLength(15);
    expect(page.total).toBeGreaterThan(15);
    for (const v of page.data) expect(v.visitedAt).toMatch(TIME_PATTERN);
    expect(page.data.some((v: { description: string }) => v.description.startsWith('浏览了房源'))).toBe(true);
  });

  it('lists clients with their associated customer, and one client’s footprints', async () => {
    const clients = await get('/hk/v2/clientCustomerPage?associated=1', manager);
    expect(clients.total).toBe(2);
    expect(clients.data[0].customerName).not.toBe('');
    const one = clients.data[0];
    const footprints = await get(`/hk/v2/clientCustomersFootprint?clientCustomerId=${one.clientCustomerId}`, manager);
    expect(footprints.data.length).toBeGreaterThan(0);
    expect(footprints.data[0]).toMatchObject({ title: expect.stringContaining('室') });
    const byKey = await get(`/hk/v2/clientCustomerPage?key=${encodeURIComponent('陈先生')}`, manager);
    expect(byKey.data.map((c: { nickName: string }) => c.nickName)).toEqual(['陈先生']);
  });

  it('shows company B none of it, and an agent only their own', async () => {
    expect((await get('/hk/v2/clientCustomerPage', managerB)).data).toEqual([]);
    expect((await get('/hk/v2/visitorRecord', managerB)).data).toEqual([]);
    const [clientA] = await t.db.select().from(acqClients).where(eq(acqClients.companyId, A));
    expect(await get(`/hk/v2/clientCustomersFootprint?clientCustomerId=${clientA?.id}`, managerB)).toMatchObject({
      code: 404,
      msg: ACQ_MSG.clientNotFound,
    });
    expect((await get('/hk/v2/customerEntrustment', granted.headers)).data).toEqual([]);
  });
});

describe('entrustments and reservations', () => {
  it('handles a pending entrustment once', async () => {
    const pending = await get('/hk/v2/customerEntrustment?state=0', manager);
    expect(pending.total).toBe(2);
    const item = pending.data[0];
    expect(item.stateName).toBe('待处理');
    expect(
      await post('/hk/v2/clientCustomerState', { itemId: item.entrustmentId, type: 1, state: 1 }, managerB),
    ).toMatchObject({
      code: 404,
    });
    const done = await post('/hk/v2/clientCustomerState', { itemId: item.entrustmentId, type: 1, state: 1 }, manager);
    expect(done).toMatchObject({ code: 200, msg: ACQ_MSG.handled });
    const [row] = await t.db.select().from(acqRequests).where(eq(acqRequests.id, item.entrustmentId));
    expect(row).toMatchObject({ state: 1 });
    expect(row?.handledAt).not.toBeNull();
    expect(
      await post('/hk/v2/clientCustomerState', { itemId: item.entrustmentId, type: 1, state: 2 }, manager),
    ).toMatchObject({ code: 405, msg: ACQ_MSG.requestDone });
    // An entrustment is not a reservation.
    expect(
      await post('/hk/v2/clientCustomerState', { itemId: item.entrustmentId, type: 2, state: 1 }, manager),
    ).toMatchObject({ code: 404 });
  });

  it('lists reservations with the listing to view and confirms one', async () => {
    const list = await get('/hk/v2/customerReservation?state=0', manager);
    expect(list.data.length).toBeGreaterThan(0);
    const r = list.data[0];
    expect(r).toMatchObject({ stateName: '待确认', houseTitle: expect.stringContaining('室') });
    expect(r.visitAt).toMatch(TIME_PATTERN);
    expect(
      await post('/hk/v2/clientCustomerState', { itemId: r.reservationId, type: 2, state: 1 }, manager),
    ).toMatchObject({
      code: 200,
    });
    const after = await get('/hk/v2/customerReservation?state=1', manager);
    expect(after.data.map((x: { reservationId: number }) => x.reservationId)).toContain(r.reservationId);
  });
});

describe('associating a client with a customer', () => {
  it('needs a chosen customer and type', async () => {
    const [client] = await t.db.select().from(acqClients).where(eq(acqClients.fpClientId, 'fp1004'));
    expect(await post('/hk/v2/clientAssociation', { clientCustomerId: client?.id }, manager)).toMatchObject({
      code: 405,
      msg: ACQ_MSG.associationRequired,
    });
  });

  it('links the client to a private customer the caller may see, of the chosen type', async () => {
    const [client] = await t.db.select().from(acqClients).where(eq(acqClients.fpClientId, 'fp1004'));
    const choices = await get('/customer/v2/customerAcqPosts?houseType=1', manager);
    expect(choices.code).toBe(200);
    const customer = choices.data[0];
    expect(customer.customerAttribution).toBe(1);
    const wrongType = await post(
      '/hk/v2/clientAssociation',
      { clientCustomerId: client?.id, customerId: customer.customerId, type: 2 },
      manager,
    );
    expect(wrongType).toMatchObject({ code: 405, msg: ACQ_MSG.customerTypeMismatch });
    const done = await post(
      '/hk/v2/clientAssociation',
      { clientCustomerId: client?.id, customerId: customer.customerId, type: 1 },
      manager,
    );
    expect(done).toMatchObject({ code: 200, msg: ACQ_MSG.associated });
    const [row] = await t.db
      .select()
      .from(acqClients)
      .where(eq(acqClients.id, client?.id ?? 0));
    expect(row?.customerId).toBe(customer.customerId);
  });

  it('refuses a customer of another company', async () => {
    const [client] = await t.db.select().from(acqClients).where(eq(acqClients.fpClientId, 'fp1005'));
    const [theirs] = await t.db.select().from(customers).where(eq(customers.companyId, DEMO.companyB.id));
    const res = await post(
      '/hk/v2/clientAssociation',
      { clientCustomerId: client?.id, customerId: theirs?.id, type: theirs?.customerType },
      manager,
    );
    expect(res.code).toBe(404);
    const [row] = await t.db
      .select()
      .from(acqClients)
      .where(eq(acqClients.id, client?.id ?? 0));
    expect(row?.customerId).toBeNull();
  });
});

describe('customers the caller may not open', () => {
  it('refuses to associate one, and hides one associated before, as the customer book hides it', async () => {
    const [hidden] = await t.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.companyId, A),
          eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
          isNull(customers.deletedAt),
        ),
      );
    const customerId = hidden?.id ?? 0;
    const notFound = { code: 404, msg: CUSTOMER_MSG.notFound };
    expect(await get(`/customer/v2/customerDetail?customerId=${customerId}`, granted.headers)).toMatchObject(notFound);
    const [client] = await t.db
      .insert(acqClients)
      .values({ companyId: A, userId: granted.id, fpClientId: 'scope-1', nickName: '范围外访客' })
      .returning();
    const body = { clientCustomerId: client?.id, customerId, type: hidden?.customerType };
    expect(await post('/hk/v2/clientAssociation', body, granted.headers)).toMatchObject(notFound);
    const [unchanged] = await t.db
      .select()
      .from(acqClients)
      .where(eq(acqClients.id, client?.id ?? 0));
    expect(unchanged?.customerId).toBeNull();

    await t.db
      .update(acqClients)
      .set({ customerId, associatedAt: new Date() })
      .where(eq(acqClients.id, client?.id ?? 0));
    const page = await get(`/hk/v2/clientCustomerPage?clientCustomerId=${client?.id}`, granted.headers);
    expect(page.data).toMatchObject([{ clientCustomerId: client?.id, customerId: 0, customerName: '' }]);
  });
});

describe('listings on the micro-site', () => {
  it('lists them by type, puts one down, up again, and deletes it', async () => {
    const sale = await get('/hk/v2/housingPosts?type=1', manager);
    const up = sale.data.find((l: { state: number }) => l.state === 1);
    expect(up).toMatchObject({ stateName: '已上架', houseCode: expect.stringMatching(/^CS/) });
    const body = { itemId: up.itemId, type: 1 };
    expect(await post('/hk/v2/upAndDown', { ...body, state: 0 }, manager)).toMatchObject({
      code: 200,
      msg: ACQ_MSG.down,
    });
    expect(await post('/hk/v2/upAndDown', { ...body, state: 1 }, manager)).toMatchObject({
      code: 200,
      msg: ACQ_MSG.up,
    });
    expect(await post('/hk/v2/upAndDown', { ...body, type: 2, state: 1 }, manager)).toMatchObject({
      code: 405,
      msg: ACQ_MSG.listingTypeMismatch,
    });
    expect(await post('/hk/v2/housingDel', body, manager)).toMatchObject({ code: 200, msg: ACQ_MSG.deleted });
    const managerId = await userIdOf(t, DEMO.users.managerA.phone);
    const left = await t.db
      .select()
      .from(acqListings)
      .where(and(eq(acqListings.userId, managerId), eq(acqListings.houseId, up.itemId)));
    expect(left).toEqual([]);
    expect(await post('/hk/v2/housingDel', body, manager)).toMatchObject({ code: 404, msg: ACQ_MSG.listingNotOnSite });
  });

  it('adds a listing of the company by putting it up, never one of another company', async () => {
    // In the public pool: a listing the caller sees without any scope of the house book.
    const [mine] = await t.db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.companyId, A),
          eq(listings.type, 2),
          eq(listings.infoAttribution, INFO_ATTRIBUTION.public),
          isNull(listings.deletedAt),
        ),
      );
    const res = await post('/hk/v2/upAndDown', { itemId: mine?.id, type: 2, state: 1 }, granted.headers);
    expect(res).toMatchObject({ code: 200, msg: ACQ_MSG.up });
    expect((await get('/hk/v2/housingPosts?type=2', granted.headers)).data).toMatchObject([
      { itemId: mine?.id, state: 1 },
    ]);
    const [theirs] = await t.db.select().from(listings).where(eq(listings.companyId, DEMO.companyB.id));
    expect(
      await post('/hk/v2/upAndDown', { itemId: theirs?.id, type: theirs?.type, state: 1 }, granted.headers),
    ).toMatchObject({ code: 404, msg: ACQ_MSG.listingNotFound });
  });

  it('refuses a listing the caller may not open, as housingDetail does, and shows nothing of one', async () => {
    const [hidden] = await t.db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.companyId, A),
          eq(listings.type, 1),
          eq(listings.infoAttribution, INFO_ATTRIBUTION.private),
          isNull(listings.deletedAt),
        ),
      );
    const houseId = hidden?.id ?? 0;
    expect(await get(`/housing/v2/housingDetail?houseId=${houseId}`, granted.headers)).toMatchObject(noPermission);
    expect(await post('/hk/v2/upAndDown', { itemId: houseId, type: 1, state: 1 }, granted.headers)).toMatchObject(
      noPermission,
    );
    const onSite = () =>
      t.db
        .select()
        .from(acqListings)
        .where(and(eq(acqListings.userId, granted.id), eq(acqListings.houseId, houseId)));
    expect(await onSite()).toEqual([]);

    // One put up while the caller could still see it: the list shows nothing of it, and it can come down.
    await t.db.insert(acqListings).values({ companyId: A, userId: granted.id, houseId, type: 1, state: 1 });
    const posts = await get('/hk/v2/housingPosts?type=1', granted.headers);
    expect(posts.data).toEqual([expect.objectContaining({ itemId: houseId, houseCode: '', title: '', houseArea: 0 })]);
    expect(posts.data[0].sellPrice).toBeNull();
    expect(await post('/hk/v2/housingDel', { itemId: houseId, type: 1 }, granted.headers)).toMatchObject({
      code: 200,
      msg: ACQ_MSG.deleted,
    });
    expect(await onSite()).toEqual([]);
  });
});
