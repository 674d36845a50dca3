import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../../test/create-test-app.ts';
import { setupFileApp } from '../../../../test/file-app.ts';
import { communities, communityRooms } from '../community.table.ts';
import { catalogueCommunities } from './catalogue.table.ts';
import { expandBuildings } from './catalogue-import.ts';

const { t, manager, agent, managerB, get } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  managerB: 'managerB',
});

const HANGZHOU = 1086;
const form = (url: string, body: Record<string, string | number>, headers: THeaders) =>
  t.call({
    method: 'POST',
    url,
    payload: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
const catalogueId = async (name: string) => {
  const [row] = await t.db.select().from(catalogueCommunities).where(eq(catalogueCommunities.name, name));
  return row!.id;
};

describe('the base catalogue', () => {
  it('says which cities it covers (data.flag)', async () => {
    expect((await get(`/intensiveFarming/openCity?cityid=${HANGZHOU}`, agent)).data).toMatchObject({
      flag: 1,
      cityName: '杭州市',
      communityCount: 30,
    });
    expect((await get('/intensiveFarming/openCity?cityid=1000', agent)).data.flag).toBe(0);
    expect((await get('/intensiveFarming/openCity', agent)).code).toBe(405);
  });

  it('lists a city’s communities 10 a page (form body), marking those the company adopted', async () => {
    const page = await form('/intensiveFarming/new/getCommunityList', { cityid: HANGZHOU }, agent);
    expect(page).toMatchObject({ code: 200, total: 30 });
    expect(page.data).toHaveLength(10);
    const search = await form('/intensiveFarming/new/getCommunityList', { cityid: HANGZHOU, key: '东方郡' }, agent);
    expect(search.data).toHaveLength(1);
    const mine = await t.db
      .select()
      .from(communities)
      .where(and(eq(communities.companyId, DEMO.companyA.id), eq(communities.name, '东方郡')));
    expect(search.data[0]).toMatchObject({ districtName: '滨江区', adoptedCommunityId: mine[0]!.id });
    const forB = await form('/intensiveFarming/new/getCommunityList', { cityid: HANGZHOU, key: '东方郡' }, managerB);
    expect(forB.data[0].adoptedCommunityId).not.toBe(mine[0]!.id);
    const byDistrict = await form(
      '/intensiveFarming/new/getCommunityList',
      { cityid: HANGZHOU, districtId: 330105 },
      agent,
    );
    expect(byDistrict.data.every((r: any) => r.districtName === '拱墅区')).toBe(true);
  });

  it('shows a community’s facts, its buildings with units, and a unit’s houses', async () => {
    const id = await catalogueId('求是村');
    const detail = await get(`/intensiveFarming/new/communityDetail?id=${id}`, agent);
    expect(detail.data).toMatchObject({ name: '求是村', years: 1985, buildingCount: 14, houseCount: 14 * 2 * 5 * 2 });
    const units = await get(`/intensiveFarming/getUnitList?id=${id}`, agent);
    expect(units.data).toHaveLength(14);
    expect(units.data[0].units.map((u: any) => u.unitNo)).toEqual(['1', '2']);
    const houses = await get(`/intensiveFarming/getHouseList?unitId=${units.data[0].units[0].unitId}`, agent);
    expect(houses.data.map((h: any) => h.roomNo)).toEqual([
      '101',
      '102',
      '201',
      '202',
      '301',
      '302',
      '401',
      '402',
      '501',
      '502',
    ]);
    expect(houses.data[0].houseArea).toBe(52);
    expect((await get('/intensiveFarming/new/communityDetail?id=999999', agent)).code).toBe(404);
  });

  it('adopts a community with its buildings, units and rooms in one tap, once', async () => {
    const id = await catalogueId('求是村');
    const res = await t.call({ method: 'POST', url: '/intensiveFarming/adopt', payload: { id }, headers: agent });
    expect(res).toMatchObject({ code: 200, msg: '已添加到我的小区' });
    const communityId = res.data.communityId;
    const detail = await get(`/community/communityDetail?communityId=${communityId}`, agent);
    expect(detail.data).toMatchObject({
      name: '求是村',
      catalogueId: id,
      buildingCount: 14,
      roomCount: 280,
      regionName: '玉泉',
    });
    const rooms = await t.db.select().from(communityRooms).where(eq(communityRooms.communityId, communityId));
    expect(rooms.every((r) => r.companyId === DEMO.companyA.id)).toBe(true);
    const again = await t.call({ method: 'POST', url: '/intensiveFarming/adopt', payload: { id }, headers: manager });
    expect(again).toMatchObject({ code: 405, msg: '该小区已在我的小区中' });
    // Company B adopts the same community into its own list.
    const b = await t.call({ method: 'POST', url: '/intensiveFarming/adopt', payload: { id }, headers: managerB });
    expect(b.code).toBe(200);
    expect(b.data.communityId).not.toBe(communityId);
    expect((await get(`/community/communityDetail?communityId=${b.data.communityId}`, agent)).code).toBe(404);
  });
});

describe('the import format', () => {
  it('expands building lists and ranges', () => {
    expect(expandBuildings('1-3,5，A座')).toEqual(['1', '2', '3', '5', 'A座']);
    expect(() => expandBuildings('5-1')).toThrow('楼栋范围不正确');
  });
});
