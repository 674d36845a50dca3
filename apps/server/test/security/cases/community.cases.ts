import type { TCrossTenantCase } from '../cross-tenant.kit.ts';
import { addIdFields, refused, withIdsOfA } from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the 小区档案 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
addIdFields(
  {
    communityId: 'communities',
    buildingId: 'community_buildings',
    unitId: 'community_units',
  },
  { pictureIds: 'community_pictures' },
);

/** A's first row of a table, for calls whose id field (`id`) the kit fills with a user id. */
const firstId = (rows: Record<string, unknown>[] | undefined) => Number(rows?.[0]?.id ?? 1);

const notFound = (route: string, why: string, overrides?: Parameters<typeof withIdsOfA>[2]): TCrossTenantCase => ({
  ...withIdsOfA(route, why, overrides),
  check: refused,
});

export const COMMUNITY_CASES: Record<string, TCrossTenantCase> = {
  'POST /community/companyCommunity': withIdsOfA(
    'POST /community/companyCommunity',
    'lists the caller’s company’s communities only',
  ),
  'POST /community/companyCommunityAdd': withIdsOfA(
    'POST /community/companyCommunityAdd',
    'adds to the caller’s own company',
  ),
  'POST /community/companyCommunityEdit': notFound(
    'POST /community/companyCommunityEdit',
    'A’s community is not found in B',
  ),
  'POST /community/companyCommunityDelete': notFound(
    'POST /community/companyCommunityDelete',
    'A’s community is not found in B',
  ),
  'GET /community/companyCommunityDetail': notFound(
    'GET /community/companyCommunityDetail',
    'A’s community is not found in B',
  ),
  'GET /community/communityDetail': notFound('GET /community/communityDetail', 'A’s community is not found in B'),
  'GET /community/communityPosts': notFound(
    'GET /community/communityPosts',
    'records of A’s community are not found in B',
  ),
  'GET /community/communityHouseCount': notFound(
    'GET /community/communityHouseCount',
    'A’s community is not found in B',
  ),
  'GET /community/companyCommunityPictures': notFound(
    'GET /community/companyCommunityPictures',
    'A’s community is not found in B',
  ),
  'POST /community/pictureUpload': withIdsOfA(
    'POST /community/pictureUpload',
    'stores the file under the caller’s company',
  ),
  'POST /community/companyCommunityPicturesAdd': notFound(
    'POST /community/companyCommunityPicturesAdd',
    'A’s community is not found in B, and A’s uploads are refused',
    (c) => ({ urls: [c.a.file.link] }),
  ),
  'POST /community/companyCommunityPicturesDel': notFound(
    'POST /community/companyCommunityPicturesDel',
    'A’s community is not found in B',
  ),
  'POST /community/communityThumbnail': notFound(
    'POST /community/communityThumbnail',
    'A’s community is not found in B',
    (c) => ({
      url: c.a.file.link,
    }),
  ),
  'POST /community/houseTypeAdd': notFound('POST /community/houseTypeAdd', 'A’s community is not found in B', (c) => ({
    title: '户型',
    room: 2,
    picture: c.a.file.link,
  })),
  'POST /community/houseTypeEdit': notFound(
    'POST /community/houseTypeEdit',
    'A’s house type is not found in B',
    (c) => ({
      id: firstId(c.a.rows.house_types),
      title: '户型',
      room: 2,
    }),
  ),
  'POST /community/houseTypeDel': notFound('POST /community/houseTypeDel', 'A’s house type is not found in B', (c) => ({
    id: firstId(c.a.rows.house_types),
  })),
  'GET /community/getHouseType': notFound('GET /community/getHouseType', 'A’s community is not found in B'),
  'GET /community/houseTypeDetail': notFound(
    'GET /community/houseTypeDetail',
    'A’s house type is not found in B',
    (c) => ({
      id: firstId(c.a.rows.house_types),
    }),
  ),
  'GET /community/buildingList': notFound('GET /community/buildingList', 'A’s community is not found in B'),
  'POST /community/buildingSave': notFound('POST /community/buildingSave', 'A’s community is not found in B', () => ({
    buildingNo: '99',
    unitCount: 1,
    floors: 1,
    perFloor: 1,
  })),
  'POST /community/buildingDelete': notFound('POST /community/buildingDelete', 'A’s building is not found in B'),
  'GET /community/regionList': withIdsOfA('GET /community/regionList', 'business areas are shared reference data'),
  'GET /community/nearby': notFound('GET /community/nearby', 'A’s community is not found in B', () => ({
    kind: 'traffic',
  })),
  'GET /community/mapConfig': withIdsOfA('GET /community/mapConfig', 'configuration, no tenant data'),
  'GET /housing/v2/communitySearch': withIdsOfA(
    'GET /housing/v2/communitySearch',
    'searches the caller’s company’s communities only',
  ),
  'GET /housing/v2/communityBuildingSearch': notFound(
    'GET /housing/v2/communityBuildingSearch',
    'A’s community is not found in B',
  ),
  'GET /housing/v2/communityRoomSearch': notFound(
    'GET /housing/v2/communityRoomSearch',
    'A’s community and unit are not found in B',
  ),
  'GET /housing/v2/communitSchool': withIdsOfA(
    'GET /housing/v2/communitSchool',
    'schools of the caller’s company’s communities',
  ),
  'GET /intensiveFarming/openCity': withIdsOfA(
    'GET /intensiveFarming/openCity',
    'the shared catalogue holds no tenant data',
  ),
  'POST /intensiveFarming/new/getCommunityList': {
    ...withIdsOfA(
      'POST /intensiveFarming/new/getCommunityList',
      'the shared catalogue; "adopted" marks the caller’s own',
    ),
  },
  'GET /intensiveFarming/new/communityDetail': withIdsOfA(
    'GET /intensiveFarming/new/communityDetail',
    'the shared catalogue',
  ),
  'GET /intensiveFarming/getUnitList': withIdsOfA('GET /intensiveFarming/getUnitList', 'the shared catalogue'),
  'GET /intensiveFarming/getHouseList': withIdsOfA(
    'GET /intensiveFarming/getHouseList',
    'the shared catalogue (catalogue unit ids)',
  ),
  'POST /intensiveFarming/adopt': withIdsOfA('POST /intensiveFarming/adopt', 'adopts into the caller’s own company'),
};
