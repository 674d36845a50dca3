import { CODE } from '@awb/contract/common/codes';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../../test/create-test-app.ts';
import { users } from '../../account/user.table.ts';
import { departments } from '../../org/department.table.ts';
import { addListing, firstCommunity, saleBody } from '../housing-fixtures.ts';
import { listings } from '../listing.table.ts';

let t: TTestApp;
let manager: THeaders;
let agent: THeaders;
let agent2: THeaders;
let communityId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  agent = await t.login(DEMO.users.agentA.phone);
  agent2 = await t.login(DEMO.users.agentA2.phone);
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: THeaders = agent) => t.call({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: THeaders = agent) =>
  t.call({ method: 'POST', url, payload, headers });

describe('follow-ups of a listing', () => {
  it('writes, lists 15 a page newest first by category, and marks the listing followed', async () => {
    const id = await addListing(t, agent, saleBody(communityId, { infoAttribution: 2 }));
    for (let i = 1; i <= 16; i++) {
      t.clock.advance(60_000);
      const res = await post('/housing/v2/housingfollowUp', {
        houseId: id,
        categoryType: i % 2 ? 1 : 4,
        content: `第${i}次跟进`,
      });
      expect(res).toMatchObject({ code: 200, msg: '跟进已保存' });
    }
    const page1 = await get(`/housing/v2/getHousingfollowUp?houseId=${id}`);
    expect(page1.data).toHaveLength(15);
    expect(page1.total).toBe(16);
    expect(page1.data[0]).toMatchObject({
      content: '第16次跟进',
      categoryName: '带看',
      userName: DEMO.users.agentA.name,
      canDelete: true,
    });
    const visits = await get(`/app/getFollowUp?appType=1&type=1&itemId=${id}&categoryType=4&pageindex=1`);
    expect(visits.total).toBe(8);
    // The last page, a page past the end (the count alone) and the writer's department as people read them.
    const page2 = await get(`/housing/v2/getHousingfollowUp?houseId=${id}&pageindex=2`);
    expect(page2.data).toHaveLength(1);
    expect(page2.total).toBe(16);
    expect((await get(`/housing/v2/getHousingfollowUp?houseId=${id}&pageindex=3`)).total).toBe(16);
    const [writer] = await t.db
      .select({ deptName: departments.name })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(eq(users.phone, DEMO.users.agentA.phone));
    expect(writer?.deptName).toBeTruthy();
    expect(page1.data[0].deptName).toBe(writer?.deptName);
    const followAt = (await t.db.select().from(listings).where(eq(listings.id, id)))[0]?.followAt;
    expect(followAt).not.toBeNull();
    const generic = await post(
      '/app/followUp',
      { appType: 1, type: 1, itemId: id, categoryType: 2, content: '电话回访' },
      agent2,
    );
    expect(generic.code).toBe(200);
    expect((await get(`/housing/v2/getHousingfollowUp?houseId=${id}`, agent2)).data[0]).toMatchObject({
      content: '电话回访',
      canDelete: true,
    });
  });

  it('validates the content and the category', async () => {
    const id = await addListing(t, agent, saleBody(communityId));
    expect((await post('/housing/v2/housingfollowUp', { houseId: id, content: ' ' })).msg).toBe(
      HOUSING_MSG.followContentRequired,
    );
    expect((await post('/housing/v2/housingfollowUp', { houseId: id, content: 'x', categoryType: 9 })).msg).toBe(
      HOUSING_MSG.followCategoryInvalid,
    );
    expect((await post('/app/followUp', { appType: 1, itemId: id, content: 'x', categoryType: 9 })).msg).toBe(
      HOUSING_MSG.followCategoryInvalid,
    );
    expect((await post('/housing/v2/housingfollowUp', { houseId: id, content: '长'.repeat(1001) })).code).toBe(
      CODE.invalid,
    );
    expect((await post('/app/followUp', { appType: 2, itemId: id, content: 'x' })).msg).toBe(
      HOUSING_MSG.appTypeUnsupported,
    );
  });

  it('deletes one’s own follow-up (a manager any); others are refused', async () => {
    const id = await addListing(t, agent, saleBody(communityId, { infoAttribution: 2 }));
    const { followId } = (await post('/housing/v2/housingfollowUp', { houseId: id, content: '业主说可以降价' })).data;
    expect((await post('/housing/v2/housingfollowUpDel', { houseId: id, followId }, agent2)).code).toBe(
      CODE.noPermission,
    );
    expect(await post('/housing/v2/housingfollowUpDel', { houseId: id, followId })).toMatchObject({
      code: 200,
      msg: '跟进已删除',
    });
    expect((await post('/housing/v2/housingfollowUpDel', { houseId: id, followId })).msg).toBe(
      HOUSING_MSG.followNotFound,
    );
    const other = (await post('/housing/v2/housingfollowUp', { houseId: id, content: '再跟进' })).data.followId;
    expect((await post('/app/followUpDel', { appType: 1, type: 1, itemId: id, followId: other }, manager)).code).toBe(
      200,
    );
    const elsewhere = await addListing(t, agent, saleBody(communityId));
    const wrongItem = await post('/housing/v2/housingfollowUpDel', { houseId: elsewhere, followId: other });
    expect(wrongItem.msg).toBe(HOUSING_MSG.followNotFound);
  });

  it('answers the categories', async () => {
    const res = await get('/housing/v2/housingfollowUpCategory');
    expect(res.data[0]).toEqual({ value: 0, label: '全部' });
    expect(res.data.map((c: { label: string }) => c.label)).toContain('带看');
    expect((await get('/app/getCategoryV2?appType=1')).data).toEqual(res.data);
  });
});

describe('records and favourites', () => {
  it('answers the operation and circulation records of a listing', async () => {
    const id = await addListing(t, agent, saleBody(communityId));
    await get(`/housing/v2/housingToPublic?houseId=${id}`);
    const all = await get(`/app/appRecord?appType=1&type=1&itemId=${id}`);
    expect(all.data.map((r: { action: string }) => r.action)).toEqual(['转公盘', '新增房源']);
    const ops = await get(`/app/appRecord?appType=1&type=1&itemId=${id}&recordType=1`);
    expect(ops.data).toHaveLength(1);
    expect(ops.data[0]).toMatchObject({ userName: DEMO.users.agentA.name });
  });

  it('adds and removes a favourite, shown in the detail', async () => {
    const id = await addListing(t, agent, saleBody(communityId));
    expect((await get(`/app/collection?appType=1&type=1&itemId=${id}`)).data).toEqual({ collected: true });
    expect((await get(`/housing/v2/housingDetail?houseId=${id}`)).data.collected).toBe(true);
    expect((await get(`/app/collection?appType=1&type=1&itemId=${id}&status=0`)).msg).toBe('已取消收藏');
    expect((await get(`/housing/v2/housingDetail?houseId=${id}`)).data.collected).toBe(false);
  });

  it('treats another company’s or an invisible item as not found / refused', async () => {
    const id = await addListing(t, agent, saleBody(communityId));
    const b = await t.login(DEMO.users.agentB.phone);
    expect((await get(`/app/appRecord?appType=1&itemId=${id}`, b)).code).toBe(CODE.notFound);
    expect((await get(`/app/collection?appType=1&itemId=${id}`, b)).code).toBe(CODE.notFound);
    expect((await get(`/app/getFollowUp?appType=1&itemId=${id}`, agent2)).code).toBe(CODE.noPermission);
  });
});
