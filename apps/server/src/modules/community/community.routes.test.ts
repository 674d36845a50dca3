import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { communities, communityPictures, communityRecords, communityRooms, houseTypes } from './community.table.ts';
import { ensureListing } from './community-fixtures.ts';

const { t, manager, agent, managerB, get, post } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  managerB: 'managerB',
});

const A = DEMO.companyA.id;
const communityNamed = async (companyId: number, name: string) => {
  const [row] = await t.db
    .select()
    .from(communities)
    .where(and(eq(communities.companyId, companyId), eq(communities.name, name)));
  if (!row) throw new Error(`no community ${name}`);
  return row;
};
const upload = async (headers: THeaders) => {
  const body = multipart({ filename: 'a.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/community/pictureUpload',
    ...body,
    headers: { ...headers, ...body.headers },
  });
  expect(res.code).toBe(200);
  return res.data.url as string;
};
const fields = {
  name: '测试花园',
  otherName: '测试苑',
  districtId: 330106,
  address: '杭州市西湖区文三路1号',
  buildingCompany: '测试地产',
  green: 35,
  middleSchool: '杭州市十三中',
  primarySchool: '学军小学',
  propertyCompany: '测试物业',
  propertyfee: 2.5,
  remark: '近地铁',
  years: 2010,
  longitude: 120.13,
  latitude: 30.28,
};

describe('company communities', () => {
  it('lists the demo communities 10 a page, newest first, with district and business area', async () => {
    const res = await post('/community/companyCommunity', {}, agent);
    expect(res).toMatchObject({ code: 200, total: 8 });
    expect(res.data).toHaveLength(8);
    const names = res.data.map((r: any) => r.name);
    expect(names[0]).toBe('信义坊');
    expect(res.data.find((r: any) => r.name === '翠苑一区')).toMatchObject({
      districtId: 330106,
      districtName: '西湖区',
      regionName: '文教区',
      cityId: 1086,
    });
    const page = await post('/community/companyCommunity', { pagesize: 3, pageindex: 3 }, agent);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(8);
  });

  it('filters by key (name, other name, address), district and business area', async () => {
    const byKey = await post('/community/companyCommunity', { key: '滨盛路' }, agent);
    expect(byKey.data.map((r: any) => r.name)).toEqual(['东方郡']);
    const byDistrict = await post('/community/companyCommunity', { districtId: 330108 }, agent);
    expect(byDistrict.data.map((r: any) => r.name).sort()).toEqual(['东方郡', '缤纷北苑', '绿城春江花月'].sort());
    const regionId = byDistrict.data.find((r: any) => r.name === '缤纷北苑').regionId;
    const byRegion = await post('/community/companyCommunity', { districtId: 330108, regionId }, agent);
    expect(byRegion.data.map((r: any) => r.name)).toEqual(['缤纷北苑']);
    const wildcard = await post('/community/companyCommunity', { key: '%' }, agent);
    expect(wildcard.total).toBe(0);
  });

  it('adds a community with every field, shows it in detail and records it', async () => {
    const res = await post('/community/companyCommunityAdd', fields, agent);
    expect(res).toMatchObject({ code: 200, msg: '小区已添加' });
    const id = res.data.communityId;
    const detail = await get(`/community/companyCommunityDetail?communityId=${id}`, agent);
    expect(detail.data).toMatchObject({
      ...fields,
      communityId: id,
      cityId: 1086,
      districtName: '西湖区',
      regionId: 0,
    });
    const records = await get(`/community/communityPosts?communityId=${id}`, agent);
    expect(records.data[0]).toMatchObject({ action: '新增小区', userName: DEMO.users.agentA.name });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await t.db.select().from(communities).where(eq(communities.companyId, A));
    expect((await post('/community/companyCommunityAdd', { ...fields, name: ' ' }, agent)).msg).toBe('请输入小区名称');
    expect((await post('/community/companyCommunityAdd', { ...fields, name: '甲', districtId: 0 }, agent)).msg).toBe(
      '请选择所在区域',
    );
    expect(
      (await post('/community/companyCommunityAdd', { ...fields, name: '甲', districtId: 999999 }, agent)).msg,
    ).toBe('请选择所在区域');
    expect((await post('/community/companyCommunityAdd', { ...fields, name: '甲', green: 120 }, agent)).msg).toBe(
      '绿化率应在0到100之间',
    );
    expect((await post('/community/companyCommunityAdd', { ...fields, name: '甲', years: 'abc' }, agent)).code).toBe(
      405,
    );
    expect((await post('/community/companyCommunityAdd', { ...fields, name: '翠苑一区' }, agent)).msg).toBe(
      '小区名称已存在',
    );
    const regions = await get('/community/regionList?districtId=330108', agent);
    const other = regions.data[0].regionId;
    expect((await post('/community/companyCommunityAdd', { ...fields, name: '甲', regionId: other }, agent)).msg).toBe(
      '所选板块不属于该区域',
    );
    expect(await t.db.select().from(communities).where(eq(communities.companyId, A))).toHaveLength(before.length);
  });

  it('edits a community and records which fields changed', async () => {
    const c = await communityNamed(A, '嘉绿苑');
    const res = await post(
      '/community/companyCommunityEdit',
      { ...fields, name: '嘉绿苑', communityId: c.id, propertyfee: 1.5 },
      agent,
    );
    expect(res).toMatchObject({ code: 200, msg: '小区已保存' });
    const after = await communityNamed(A, '嘉绿苑');
    expect(after).toMatchObject({ address: fields.address, propertyfee: 1.5, years: 2010 });
    const records = await get(`/community/communityPosts?communityId=${c.id}`, agent);
    expect(records.data[0].action).toBe('编辑小区');
    expect(records.data[0].content).toContain('地址');
    expect(records.data[0].content).toContain('物业费');
  });

  it('answers a community of another company as not found, for reads and changes', async () => {
    const b = await communityNamed(DEMO.companyB.id, '金色海岸');
    expect((await get(`/community/communityDetail?communityId=${b.id}`, agent)).code).toBe(404);
    expect(
      (await post('/community/companyCommunityEdit', { ...fields, name: '改', communityId: b.id }, manager)).code,
    ).toBe(404);
    expect((await post('/community/companyCommunityDelete', { communityId: b.id }, manager)).code).toBe(404);
    expect((await get(`/housing/v2/communityBuildingSearch?communityId=${b.id}`, agent)).code).toBe(404);
    expect(await communityNamed(DEMO.companyB.id, '金色海岸')).toMatchObject({ name: '金色海岸' });
  });
});

describe('the delete guard', () => {
  it('counts the listings and refuses to delete a community that has them', async () => {
    const c = await communityNamed(A, '翠苑一区');
    await ensureListing(t.db, A, c.id, await userIdOf(t, DEMO.users.agentA.phone));
    const count = await get(`/community/communityHouseCount?communityId=${c.id}`, manager);
    expect(count.code).toBe(200);
    expect(count.data.count).toBeGreaterThan(0);
    const res = await post('/community/companyCommunityDelete', { communityId: c.id }, manager);
    expect(res).toMatchObject({ code: 405, msg: `该小区下还有${count.data.count}套房源，不能删除` });
    expect(await communityNamed(A, '翠苑一区')).toBeDefined();
  });

  it('deletes a community without listings, with its rooms, house types and pictures', async () => {
    const add = await post('/community/companyCommunityAdd', { ...fields, name: '待删小区' }, manager);
    const id = add.data.communityId;
    await post(
      '/community/buildingSave',
      { communityId: id, buildingNo: '1', unitCount: 1, floors: 2, perFloor: 2 },
      manager,
    );
    await post('/community/houseTypeAdd', { communityId: id, title: '两房', room: 2 }, manager);
    await post('/community/companyCommunityPicturesAdd', { communityId: id, urls: [await upload(manager)] }, manager);
    expect((await get(`/community/communityHouseCount?communityId=${id}`, manager)).data.count).toBe(0);
    const res = await post('/community/companyCommunityDelete', { communityId: id }, manager);
    expect(res).toMatchObject({ code: 200, msg: '小区已删除' });
    expect(await t.db.select().from(communities).where(eq(communities.id, id))).toHaveLength(0);
    expect(await t.db.select().from(communityRooms).where(eq(communityRooms.communityId, id))).toHaveLength(0);
    expect(await t.db.select().from(houseTypes).where(eq(houseTypes.communityId, id))).toHaveLength(0);
    expect(await t.db.select().from(communityPictures).where(eq(communityPictures.communityId, id))).toHaveLength(0);
    expect(await t.db.select().from(communityRecords).where(eq(communityRecords.communityId, id))).toHaveLength(0);
  });
});

describe('pictures and the cover', () => {
  it('adds pictures (the first becomes the cover), sets a cover, and setting it again changes nothing', async () => {
    const c = await communityNamed(A, '文鼎苑');
    const [u1, u2] = [await upload(agent), await upload(agent)];
    const added = await post('/community/companyCommunityPicturesAdd', { communityId: c.id, urls: [u1, u2] }, agent);
    expect(added.code).toBe(200);
    expect(added.data.map((p: any) => p.isCover)).toEqual([true, false]);
    const second = added.data[1];
    const set = await post('/community/communityThumbnail', { communityId: c.id, url: second.url }, agent);
    expect(set).toMatchObject({ code: 200, msg: '已设为封面', data: { changed: true } });
    const recordsBefore = (await get(`/community/communityPosts?communityId=${c.id}`, agent)).total;
    const again = await post('/community/communityThumbnail', { communityId: c.id, url: second.url }, agent);
    expect(again).toMatchObject({ code: 200, msg: '该图片已是封面', data: { changed: false } });
    expect((await get(`/community/communityPosts?communityId=${c.id}`, agent)).total).toBe(recordsBefore);
    const pictures = await get(`/community/companyCommunityPictures?communityId=${c.id}`, agent);
    expect(pictures.data[0]).toMatchObject({ pictureId: second.pictureId, isCover: true });
    const list = await post('/community/companyCommunity', { key: '文鼎苑' }, agent);
    expect(list.data[0]).toMatchObject({ pictureCount: 2 });
    expect(list.data[0].cover).toMatch(/^\/files\//);
  });

  it('deleting the cover passes it to the oldest remaining picture', async () => {
    const c = await communityNamed(A, '文鼎苑');
    const pictures = (await get(`/community/companyCommunityPictures?communityId=${c.id}`, agent)).data;
    const cover = pictures.find((p: any) => p.isCover);
    const res = await post(
      '/community/companyCommunityPicturesDel',
      { communityId: c.id, pictureIds: [cover.pictureId] },
      agent,
    );
    expect(res.code).toBe(200);
    const left = (await get(`/community/companyCommunityPictures?communityId=${c.id}`, agent)).data;
    expect(left).toHaveLength(1);
    expect(left[0].isCover).toBe(true);
  });

  it("refuses another company's upload, a made-up link and a file that is not an image", async () => {
    const c = await communityNamed(A, '文鼎苑');
    const foreign = await upload(managerB);
    expect(
      (await post('/community/companyCommunityPicturesAdd', { communityId: c.id, urls: [foreign] }, agent)).msg,
    ).toBe('图片地址无效，请重新上传');
    expect(
      (await post('/community/companyCommunityPicturesAdd', { communityId: c.id, urls: ['http://evil/x.png'] }, agent))
        .code,
    ).toBe(405);
    const html = multipart({ filename: 'a.png', contentType: 'image/png', bytes: SAMPLE_FILES.html });
    const res = await t.call({
      method: 'POST',
      url: '/community/pictureUpload',
      ...html,
      headers: { ...agent, ...html.headers },
    });
    expect(res).toMatchObject({ code: 405, msg: '不支持的文件类型' });
  });
});

describe('house types', () => {
  it('adds, lists by room filter, edits and deletes house types with a picture', async () => {
    const c = await communityNamed(A, '翠苑一区');
    const picture = await upload(agent);
    const add = await post(
      '/community/houseTypeAdd',
      {
        communityId: c.id,
        picture,
        title: '大四房',
        room: 5,
        hall: 2,
        showerRoom: 2,
        toward: '南北',
        houseArea: 160,
        tags: ['南北通透'],
        houseTypeDescription: '边套',
      },
      agent,
    );
    expect(add).toMatchObject({ code: 200, msg: '户型已添加' });
    const id = add.data.id;
    const all = await get(`/community/getHouseType?communityId=${c.id}&room=0`, agent);
    expect(all.data.map((h: any) => h.title)).toEqual(['A户型', 'B户型', '大四房']);
    expect(
      (await get(`/community/getHouseType?communityId=${c.id}&room=2`, agent)).data.map((h: any) => h.title),
    ).toEqual(['A户型']);
    const four = await get(`/community/getHouseType?communityId=${c.id}&room=4`, agent);
    expect(four.data).toHaveLength(1);
    expect(four.data[0]).toMatchObject({ title: '大四房', room: 5, houseArea: 160, tags: ['南北通透'] });
    expect(four.data[0].picture).toMatch(/^\/files\//);
    const detail = await get(`/community/houseTypeDetail?id=${id}`, agent);
    expect(detail.data).toMatchObject({ communityName: '翠苑一区', toward: '南北' });
    // The unchanged picture comes back as its signed link.
    const edit = await post('/community/houseTypeEdit', { ...detail.data, id, title: '四房', room: 4 }, agent);
    expect(edit.code).toBe(200);
    const edited = await get(`/community/houseTypeDetail?id=${id}`, agent);
    expect(edited.data).toMatchObject({ title: '四房', room: 4 });
    expect(edited.data.picture).toMatch(/^\/files\//);
    const counts = await get(`/community/communityDetail?communityId=${c.id}`, agent);
    expect(counts.data.houseTypeCounts).toEqual([3, 0, 1, 1, 1]);
    expect(await post('/community/houseTypeDel', { id }, agent)).toMatchObject({ code: 200, msg: '户型已删除' });
    expect((await get(`/community/houseTypeDetail?id=${id}`, agent)).code).toBe(404);
  });

  it('refuses a house type without title or room, and one of another company', async () => {
    const c = await communityNamed(A, '翠苑一区');
    expect((await post('/community/houseTypeAdd', { communityId: c.id, room: 2 }, agent)).msg).toBe('请输入户型名称');
    expect((await post('/community/houseTypeAdd', { communityId: c.id, title: 'x' }, agent)).msg).toBe('请输入室');
    const [ht] = await t.db.select().from(houseTypes).where(eq(houseTypes.companyId, A)).limit(1);
    expect((await post('/community/houseTypeDel', { id: ht!.id }, managerB)).code).toBe(404);
    expect((await get(`/community/houseTypeDetail?id=${ht!.id}`, managerB)).code).toBe(404);
  });
});

describe('the pickers of the house and customer books', () => {
  it('searches communities, then buildings and units, then rooms', async () => {
    const search = await get(`/housing/v2/communitySearch?houseType=1&key=${encodeURIComponent('春江')}`, agent);
    expect(search.data).toHaveLength(1);
    expect(search.data[0]).toMatchObject({ name: '绿城春江花月', districtName: '滨江区', regionName: '滨江区政府' });
    const id = search.data[0].communityId;
    const buildings = await get(`/housing/v2/communityBuildingSearch?communityId=${id}`, agent);
    expect(buildings.data).toHaveLength(16);
    expect(buildings.data[0]).toMatchObject({ buildingNo: '1', buildingLabel: '栋' });
    expect(buildings.data[1].buildingNo).toBe('2');
    expect(buildings.data[0].units.map((u: any) => [u.unitNo, u.unitLabel, u.roomCount])).toEqual([
      ['1', '单元', 36],
      ['2', '单元', 36],
    ]);
    const unitId = buildings.data[0].units[0].unitId;
    const rooms = await get(`/housing/v2/communityRoomSearch?communityId=${id}&unitId=${unitId}`, agent);
    expect(rooms.data).toHaveLength(36);
    expect(rooms.data[0]).toMatchObject({ roomNo: '101', floor: 1, totalFloor: 18, houseArea: 106 });
    expect(rooms.data.at(-1)).toMatchObject({ roomNo: '1802', floor: 18 });
    const other = await communityNamed(A, '东方郡');
    expect((await get(`/housing/v2/communityRoomSearch?communityId=${other.id}&unitId=${unitId}`, agent)).code).toBe(
      404,
    );
  });

  it('answers the schools of the company communities, a community first', async () => {
    const c = await communityNamed(A, '东方郡');
    const res = await get(`/housing/v2/communitSchool?communityId=${c.id}`, agent);
    expect(res.data.slice(0, 2)).toEqual([
      { name: '杭州市滨江区闻涛小学', kind: 1 },
      { name: '杭州市江南实验学校', kind: 2 },
    ]);
    const key = await get(`/housing/v2/communitSchool?key=${encodeURIComponent('学军')}`, agent);
    expect(key.data.every((s: any) => s.name.includes('学军'))).toBe(true);
  });

  it('adds and deletes buildings of a community', async () => {
    const add = await post('/community/companyCommunityAdd', { ...fields, name: '楼栋测试' }, agent);
    const id = add.data.communityId;
    const b = await post(
      '/community/buildingSave',
      { communityId: id, buildingNo: '3栋', unitCount: 2, floors: 3, perFloor: 2 },
      agent,
    );
    expect(b.code).toBe(200);
    expect(
      (
        await post(
          '/community/buildingSave',
          { communityId: id, buildingNo: '3', unitCount: 1, floors: 1, perFloor: 1 },
          agent,
        )
      ).msg,
    ).toBe('该楼栋已存在');
    const list = await get(`/community/buildingList?communityId=${id}`, agent);
    expect(list.data[0]).toMatchObject({ buildingNo: '3' });
    expect(list.data[0].units.map((u: any) => u.roomCount)).toEqual([6, 6]);
    expect((await post('/community/buildingDelete', { buildingId: b.data.buildingId }, agent)).code).toBe(200);
    expect((await get(`/community/buildingList?communityId=${id}`, agent)).data).toEqual([]);
  });
});
