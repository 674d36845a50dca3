import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { communities } from '../community/community.table.ts';
import { listings } from '../housing/listing.table.ts';
import { customerKit } from './customer-test-kit.ts';

let t: TTestApp;
let kit: ReturnType<typeof customerKit>;
let manager: THeaders;
let agent: THeaders;
let managerB: THeaders;
let owner: number;
const A = DEMO.companyA.id;
let n = 0;

/** A listing written straight into the house book's table (the test's fixture, not the app's way). */
async function listing(values: {
  type: number;
  communityId: number;
  room: number;
  area: number;
  price: number;
  state?: number;
  attribution?: number;
}): Promise<number> {
  n += 1;
  const [row] = await t.db
    .insert(listings)
    .values({
      companyId: A,
      type: values.type,
      communityId: values.communityId,
      buildingNo: '99',
      roomNo: `9${n}`,
      roomKey: `99||9${n}-match`,
      room: values.room,
      hall: 2,
      houseArea: values.area,
      floor: 5,
      totalFloor: 18,
      sellPrice: values.type === 1 ? values.price : null,
      rentPrice: values.type === 2 ? values.price : null,
      rentMonth: values.type === 2 ? values.price : null,
      infoAttribution: values.attribution ?? 2,
      houseState: values.state ?? 1,
      ownerId: owner,
    })
    .returning({ id: listings.id });
  return row!.id;
}

let c1: number;
let c2: number;
let district1: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = customerKit(t);
  manager = await t.login(DEMO.users.managerA.phone);
  agent = await t.login(DEMO.users.agentA.phone);
  managerB = await t.login(DEMO.users.managerB.phone);
  owner = await userIdOf(t, DEMO.users.agentA.phone);
  const ids = await kit.communityIds(A);
  c1 = ids[0]!;
  c2 = ids[1]!;
  const [row] = await t.db.select().from(communities).where(eq(communities.id, c1!));
  district1 = row!.districtId;
});
afterAll(async () => {
  await t.close();
});

describe('matching customers and listings', () => {
  it("lists the listings a customer's intention fits, best first, with the reasons", async () => {
    const perfect = await listing({ type: 1, communityId: c1, room: 3, area: 95, price: 320 });
    const cheapOther = await listing({ type: 1, communityId: c2, room: 3, area: 100, price: 310 });
    const wrong = await listing({ type: 1, communityId: c2, room: 1, area: 40, price: 900 });
    const inactive = await listing({ type: 1, communityId: c1, room: 3, area: 95, price: 320, state: 5 });
    const rent = await listing({ type: 2, communityId: c1, room: 3, area: 95, price: 4000 });
    const id = await kit.add(agent, { price: 300, tprice: 350, area: 90, tarea: 110, room: 3, community: [c1] });
    const res = await kit.get('/customer/v2/customerMatchHouses', agent, { customerId: id, pagesize: 50 });
    expect(res.code, res.msg).toBe(200);
    const ids = res.data.map((h: { houseId: number }) => h.houseId);
    expect(ids[0]).toBe(perfect);
    expect(ids).toContain(cheapOther);
    for (const not of [wrong, inactive, rent]) expect(ids).not.toContain(not);
    expect(res.data[0]).toMatchObject({ score: 100, room: 3, price: 320 });
    expect(res.data[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(['price', 'area', 'layout', 'community']);
    expect(res.data[0].reasons[0].text).toBe('总价320万，在预算300-350万内');
    const second = res.data.find((h: { houseId: number }) => h.houseId === cheapOther);
    expect(second.score).toBe(75);
  });

  it('lists the customers a listing fits (/housing/v2/showCustomers), within the data scope', async () => {
    const house = await listing({ type: 2, communityId: c1, room: 2, area: 70, price: 4500 });
    const fits = await kit.add(agent, {
      customerType: 2,
      price: 4000,
      tprice: 5000,
      area: null,
      tarea: null,
      room: 2,
      region: [district1],
    });
    const far = await kit.add(agent, { customerType: 2, price: 1000, tprice: 2000, area: null, tarea: null, room: 1 });
    const buyer = await kit.add(agent, { customerType: 1, room: 2 });
    const someoneElse = await kit.add(manager, {
      customerType: 2,
      price: 4000,
      tprice: 5000,
      area: null,
      tarea: null,
      room: 2,
    });
    const res = await kit.get('/housing/v2/showCustomers', agent, { houseId: house, pagesize: 50 });
    expect(res.code, res.msg).toBe(200);
    const ids = res.data.map((c: { customerId: number }) => c.customerId);
    expect(ids).toContain(fits);
    for (const not of [far, buyer, someoneElse]) expect(ids).not.toContain(not);
    const row = res.data.find((c: { customerId: number }) => c.customerId === fits);
    expect(row.score).toBe(100);
    expect(row.reasons.map((r: { kind: string }) => r.kind)).toEqual(['price', 'layout', 'region']);
    const asManager = await kit.get('/housing/v2/showCustomers', manager, { houseId: house, pagesize: 50 });
    expect(asManager.data.map((c: { customerId: number }) => c.customerId)).toContain(someoneElse);
  });

  it("refuses another company's listing and a private listing outside the house scope", async () => {
    const house = await listing({ type: 1, communityId: c1, room: 3, area: 90, price: 300 });
    expect(await kit.get('/housing/v2/showCustomers', managerB, { houseId: house })).toMatchObject({
      code: 404,
      msg: '房源不存在或已删除',
    });
    const privateHouse = await listing({ type: 1, communityId: c1, room: 3, area: 90, price: 300, attribution: 1 });
    const stranger = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    expect((await kit.get('/housing/v2/showCustomers', stranger.headers, { houseId: privateHouse })).code).toBe(404);
    expect((await kit.get('/housing/v2/showCustomers', agent, { houseId: privateHouse })).code).toBe(200);
  });
});
