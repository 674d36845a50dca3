import { catalogueEndpoints } from '@awb/contract/catalogue.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import { communityEndpoints } from '@awb/contract/community.contract';
import { DATA_SCOPE, ESTATE_ITEM } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { catalogueCommunities } from './catalogue/catalogue.table.ts';
import { communities, communityBuildings, communityPictures, houseTypes } from './community.table.ts';

/**
 * Permissions of the community app (3): for every guarded call, someone holding every other item of
 * every app is refused with the seeds' message and nothing changes; someone holding just that item
 * succeeds. A guarded call of the module without a case fails the suite.
 */
let t: TTestApp;
let manager: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
let n = 0;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const community = async () => {
  n += 1;
  const res = await t.call({
    ...post('/community/companyCommunityAdd', { name: `权限小区${n}`, districtId: 330106 }),
    headers: manager,
  });
  return res.data.communityId as number;
};
const upload = async () => {
  const body = multipart({ filename: 'a.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/community/pictureUpload',
    ...body,
    headers: { ...manager, ...body.headers },
  });
  return res.data.url as string;
};
const houseType = async () => {
  const communityId = await community();
  const res = await t.call({
    ...post('/community/houseTypeAdd', { communityId, title: '两房', room: 2 }),
    headers: manager,
  });
  return { communityId, id: res.data.id as number };
};
const catalogueNamed = async (name: string) =>
  (await t.db.select().from(catalogueCommunities).where(eq(catalogueCommunities.name, name)))[0]!.id;
let adoptable = ['湘湖人家', '金城花园', '西溪蓝海', '良渚文化村', '复兴南苑', '近江家园'];

const CASES: Record<string, () => Promise<InjectOptions>> = {
  'POST /community/companyCommunityAdd': async () =>
    post('/community/companyCommunityAdd', { name: `新小区${++n}`, districtId: 330106 }),
  'POST /community/companyCommunityEdit': async () =>
    post('/community/companyCommunityEdit', { communityId: await community(), name: `改名${++n}`, districtId: 330108 }),
  'POST /community/companyCommunityDelete': async () =>
    post('/community/companyCommunityDelete', { communityId: await community() }),
  'POST /community/companyCommunityPicturesAdd': async () =>
    post('/community/companyCommunityPicturesAdd', { communityId: await community(), urls: [await upload()] }),
  'POST /community/companyCommunityPicturesDel': async () => {
    const communityId = await community();
    const res = await t.call({
      ...post('/community/companyCommunityPicturesAdd', { communityId, urls: [await upload()] }),
      headers: manager,
    });
    return post('/community/companyCommunityPicturesDel', { communityId, pictureIds: [res.data[0].pictureId] });
  },
  'POST /community/communityThumbnail': async () => {
    const communityId = await community();
    const res = await t.call({
      ...post('/community/companyCommunityPicturesAdd', { communityId, urls: [await upload(), await upload()] }),
      headers: manager,
    });
    return post('/community/communityThumbnail', { communityId, url: res.data[1].url });
  },
  'POST /community/houseTypeAdd': async () =>
    post('/community/houseTypeAdd', { communityId: await community(), title: '三房', room: 3 }),
  'POST /community/houseTypeEdit': async () => {
    const h = await houseType();
    return post('/community/houseTypeEdit', { ...h, title: '改名', room: 3 });
  },
  'POST /community/houseTypeDel': async () => post('/community/houseTypeDel', { id: (await houseType()).id }),
  'POST /community/buildingSave': async () =>
    post('/community/buildingSave', {
      communityId: await community(),
      buildingNo: '1',
      unitCount: 1,
      floors: 2,
      perFloor: 2,
    }),
  'POST /community/buildingDelete': async () => {
    const communityId = await community();
    const res = await t.call({
      ...post('/community/buildingSave', { communityId, buildingNo: '1', unitCount: 1, floors: 1, perFloor: 1 }),
      headers: manager,
    });
    return post('/community/buildingDelete', { buildingId: res.data.buildingId });
  },
  'POST /intensiveFarming/adopt': async () => {
    const [name, ...rest] = adoptable;
    adoptable = rest;
    return post('/intensiveFarming/adopt', { id: await catalogueNamed(name!) });
  },
};

const guarded: TEndpoint[] = [
  ...(Object.values(communityEndpoints) as TEndpoint[]),
  ...(Object.values(catalogueEndpoints) as TEndpoint[]),
].filter((e) => e.permission);
const snapshot = async () =>
  Promise.all(
    [communities, communityPictures, houseTypes, communityBuildings].map((table) =>
      t.db.select().from(table).where(eq(table.companyId, A)),
    ),
  );
const ALL_ESTATE = Object.values(ESTATE_ITEM);

describe('community app permissions', () => {
  it('has a case for every guarded call of the module', () => {
    expect(guarded.map((e) => `${e.method} ${e.path}`).filter((k) => !CASES[k])).toEqual([]);
  });

  for (const e of guarded) {
    const key = `${e.method} ${e.path}`;
    it(`${key}: refused without ${e.permission!.itemId}, allowed with it`, async () => {
      const others = ALL_ESTATE.filter((id) => id !== e.permission!.itemId);
      const without = await staffWith(t, A, [
        grantOf(APP_TYPE.estate, DATA_SCOPE.company, others),
        grantOf(APP_TYPE.house, DATA_SCOPE.company),
        grantOf(APP_TYPE.manager, DATA_SCOPE.company),
      ]);
      const request = await CASES[key]!();
      const before = await snapshot();
      const refused = await t.call({ ...request, headers: without.headers });
      expect(refused, key).toMatchObject({ code: 403, msg: '您没有权限，请联系管理员设置相关权限' });
      expect(await snapshot()).toEqual(before);
      const holder = await staffWith(t, A, [grantOf(APP_TYPE.estate, DATA_SCOPE.own, [e.permission!.itemId])]);
      const request2 = await CASES[key]!();
      const beforeAllowed = await snapshot();
      const allowed = await t.call({ ...request2, headers: holder.headers });
      expect(allowed.code, `${key}: ${allowed.msg}`).toBe(200);
      // The call did what it is for: the company's communities, pictures, house types or buildings changed.
      expect(await snapshot(), key).not.toEqual(beforeAllowed);
    });
  }

  it('lets any member read communities and use the pickers', async () => {
    const plain = await staffWith(t, A, []);
    const [c] = await t.db
      .select()
      .from(communities)
      .where(and(eq(communities.companyId, A), eq(communities.name, '翠苑一区')));
    const read = (url: string) => t.call({ method: 'GET', url: encodeURI(url), headers: plain.headers });
    const detail = await read(`/community/communityDetail?communityId=${c!.id}`);
    expect(detail).toMatchObject({ code: 200, data: { name: '翠苑一区' } });
    const buildings = await read(`/housing/v2/communityBuildingSearch?communityId=${c!.id}`);
    expect(buildings.code).toBe(200);
    expect(buildings.data.length).toBeGreaterThan(0);
    const found = await read('/housing/v2/communitySearch?key=翠苑');
    expect(found.code).toBe(200);
    expect(found.data.map((f: { communityId: number }) => f.communityId)).toContain(c!.id);
  });
});
