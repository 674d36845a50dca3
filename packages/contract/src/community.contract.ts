import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize, ZText } from './common/fields.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import {
  BUILDING_LIMITS,
  COMMUNITY_MSG,
  ROOM_FILTER_MAX,
  ZCommunityFields,
  ZInt,
  ZOptionalNumber,
} from './community-fields.ts';
import { ESTATE_ITEM } from './permissions.ts';

/**
 * 小区档案 (seed 001 §2, §3, §7 "Communities"): the company's communities with pictures, house types,
 * buildings/units/rooms and records, plus the community pickers of the house book (seed 000 §7).
 * The base catalogue is in catalogue.contract.ts. Reads need membership only; changes need the
 * community app's items (docs/community.md).
 */
export const ESTATE_PERMISSION = {
  add: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.add },
  edit: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.edit },
  delete: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.delete },
  pictures: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.pictures },
  houseTypes: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.houseTypes },
} as const satisfies Record<string, TPermissionRef>;

const ZCommunityId = z.coerce
  .number({ error: COMMUNITY_MSG.notFound })
  .int(COMMUNITY_MSG.notFound)
  .positive(COMMUNITY_MSG.notFound)
  .max(Number.MAX_SAFE_INTEGER, COMMUNITY_MSG.notFound);
const ZKey = z.string().trim().max(30).default('');
/** An uploaded picture: the link `/community/pictureUpload` answered (or its `upload:` reference). */
const ZPictureUrl = z
  .string({ error: COMMUNITY_MSG.pictureRequired })
  .trim()
  .min(1, COMMUNITY_MSG.pictureRequired)
  .max(500);

/** What every list of communities (the company's, the pickers, the base catalogue) shows of one. */
export const COMMUNITY_PLACE = {
  name: z.string(),
  otherName: z.string(),
  address: z.string(),
  cityId: z.number(),
  districtId: z.number(),
  districtName: z.string(),
  regionId: z.number(),
  regionName: z.string(),
};
/** The facts of a community beyond where it is (the company's form, the base catalogue's detail). */
export const COMMUNITY_FACTS = {
  buildingCompany: z.string(),
  green: z.number().nullable(),
  middleSchool: z.string(),
  primarySchool: z.string(),
  propertyCompany: z.string(),
  propertyfee: z.number().nullable(),
};

/** A community as the lists and pickers show it. */
export const ZCommunityRow = z.object({
  communityId: z.number(),
  ...COMMUNITY_PLACE,
  years: z.number().nullable(),
  /** Signed link of the cover picture ('' when none). */
  cover: z.string(),
  pictureCount: z.number(),
  houseTypeCount: z.number(),
  /** The catalogue community it was adopted from (0: entered by the company). */
  catalogueId: z.number(),
});
export type TCommunityRow = z.output<typeof ZCommunityRow>;

export const ZCommunityValues = z.object({
  communityId: z.number(),
  name: z.string(),
  otherName: z.string(),
  cityId: z.number(),
  districtId: z.number(),
  districtName: z.string(),
  regionId: z.number(),
  regionName: z.string(),
  address: z.string(),
  ...COMMUNITY_FACTS,
  remark: z.string(),
  years: z.number().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  catalogueId: z.number(),
});
export type TCommunityValues = z.output<typeof ZCommunityValues>;

export const ZPicture = z.object({
  pictureId: z.number(),
  communityId: z.number(),
  url: z.string(),
  isCover: z.boolean(),
});
export type TPicture = z.output<typeof ZPicture>;

export const ZBuilding = z.object({
  buildingId: z.number(),
  buildingNo: z.string(),
  buildingLabel: z.string(),
  units: z.array(z.object({ unitId: z.number(), unitNo: z.string(), unitLabel: z.string(), roomCount: z.number() })),
});
export type TBuilding = z.output<typeof ZBuilding>;

export const ZCommunityDetail = ZCommunityValues.extend({
  cover: z.string(),
  pictures: z.array(ZPicture),
  /** House types per room filter value (index 0: all, 1…4 as the room filter). */
  houseTypeCounts: z.array(z.number()),
  buildingCount: z.number(),
  roomCount: z.number(),
  /** The company's listings in the community. */
  houseCount: z.number(),
  createdAt: ZTime,
  updatedAt: ZTime,
});
export type TCommunityDetail = z.output<typeof ZCommunityDetail>;

export const ZHouseTypeFields = z.object({
  communityId: ZCommunityId,
  picture: z.string().trim().max(500).default(''),
  title: ZText(30, COMMUNITY_MSG.houseTypeTitleRequired),
  room: ZInt(0, 9, COMMUNITY_MSG.roomRequired),
  hall: ZInt(0, 9, '厅数应在0到9之间').default(0),
  showerRoom: ZInt(0, 9, '卫数应在0到9之间').default(0),
  toward: ZText(10).default(''),
  houseTypeDescription: ZText(500).default(''),
  houseArea: ZOptionalNumber(1, 10000, '面积应在1到10000㎡之间'),
  tags: z.array(ZText(10, '标签不能为空'), { error: MSG.invalidParams }).max(10, '最多10个标签').default([]),
});
export type THouseTypeFields = z.input<typeof ZHouseTypeFields>;

export const ZHouseType = z.object({
  id: z.number(),
  communityId: z.number(),
  picture: z.string(),
  title: z.string(),
  room: z.number(),
  hall: z.number(),
  showerRoom: z.number(),
  toward: z.string(),
  houseTypeDescription: z.string(),
  houseArea: z.number().nullable(),
  tags: z.array(z.string()),
  updatedAt: ZTime,
});
export type THouseType = z.output<typeof ZHouseType>;

export const ZCommunityRecord = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string(),
  action: z.string(),
  content: z.string(),
  createdAt: ZTime,
});

export const ZRegion = z.object({ regionId: z.number(), districtId: z.number(), name: z.string() });

/** A community the house and customer books can pick (seed 000 §7 communitySearch). */
export const ZCommunityPick = z.object({ communityId: z.number(), ...COMMUNITY_PLACE });
export type TCommunityPick = z.output<typeof ZCommunityPick>;

export const ZRoomPick = z.object({
  roomId: z.number(),
  roomNo: z.string(),
  floor: z.number().nullable(),
  totalFloor: z.number().nullable(),
  houseArea: z.number().nullable(),
});
export type TRoomPick = z.output<typeof ZRoomPick>;

export const NEARBY_TYPES = [
  { key: 'traffic', label: '交通', types: '150000' },
  { key: 'education', label: '教育', types: '141200' },
  { key: 'medical', label: '医疗', types: '090000' },
  { key: 'life', label: '生活', types: '060000|070000' },
  { key: 'leisure', label: '休闲', types: '080000|110000' },
] as const;
export type TNearbyKind = (typeof NEARBY_TYPES)[number]['key'];

export const ZPoi = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  address: z.string(),
  /** Metres from the community. */
  distance: z.number().nullable(),
  location: z.string(),
});

export const ZNearby = z.object({
  /** false: the maps key is not configured ('Map key not configured.'). */
  configured: z.boolean(),
  /** The maps service's status ('1' success) and info text. */
  status: z.string(),
  info: z.string(),
  pois: z.array(ZPoi),
});

export const ZMapConfig = z.object({
  tileUrl: z.string(),
  subdomains: z.string(),
  attribution: z.string(),
  minZoom: z.number(),
  maxZoom: z.number(),
  defaultZoom: z.number(),
  /** Where the map opens when a community has no coordinates yet (the city centre). */
  center: z.object({ longitude: z.number(), latitude: z.number() }),
});

/** Labels of the room filter values 0…4 (seed 001 §9). */
export const ROOM_FILTER_LABELS = ['全部', '一室', '二室', '三室', '四室及以上'] as const;

/** Map zoom (seed 000 §9): 5 to 18, default 16. */
export const MAP_ZOOM = { min: 5, max: 18, default: 16 } as const;

const paging = { pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.communities) };
const byCommunity = z.object({ communityId: ZCommunityId });

export const communityEndpoints = {
  companyCommunity: endpoint({
    method: 'POST',
    path: '/community/companyCommunity',
    auth: 'member',
    summary: "The company's communities, 10 a page, newest first; key matches name, other name or address",
    body: z.object({
      ...paging,
      key: ZKey,
      districtId: ZInt(0, 999999).default(0),
      regionId: ZInt(0, Number.MAX_SAFE_INTEGER).default(0),
    }),
    response: ZListEnvelope(ZCommunityRow),
  }),
  companyCommunityAdd: endpoint({
    method: 'POST',
    path: '/community/companyCommunityAdd',
    auth: 'member',
    permission: ESTATE_PERMISSION.add,
    summary: 'Add a community to the company (page estate/operation)',
    body: ZCommunityFields,
    response: ZEnvelope(z.object({ communityId: z.number() })),
  }),
  companyCommunityEdit: endpoint({
    method: 'POST',
    path: '/community/companyCommunityEdit',
    auth: 'member',
    permission: ESTATE_PERMISSION.edit,
    summary: 'Edit a community (every field of seed 001 §3)',
    body: ZCommunityFields.extend({ communityId: ZCommunityId }),
    response: ZEnvelope(ZEmpty),
  }),
  companyCommunityDelete: endpoint({
    method: 'POST',
    path: '/community/companyCommunityDelete',
    auth: 'member',
    permission: ESTATE_PERMISSION.delete,
    summary: 'Delete a community with its pictures, house types and buildings; refused while it has listings',
    body: byCommunity,
    response: ZEnvelope(ZEmpty),
  }),
  companyCommunityDetail: endpoint({
    method: 'GET',
    path: '/community/companyCommunityDetail',
    auth: 'member',
    summary: 'The editable fields of a community (edit form)',
    query: byCommunity,
    response: ZEnvelope(ZCommunityValues),
  }),
  communityDetail: endpoint({
    method: 'GET',
    path: '/community/communityDetail',
    auth: 'member',
    summary: 'A community for the detail page: fields, pictures, cover, counts of house types, buildings and listings',
    query: byCommunity,
    response: ZEnvelope(ZCommunityDetail),
  }),
  communityPosts: endpoint({
    method: 'GET',
    path: '/community/communityPosts',
    auth: 'member',
    summary: 'What was done to a community, newest first, 15 a page (page other-record)',
    query: z.object({ communityId: ZCommunityId, pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.appRecords) }),
    response: ZListEnvelope(ZCommunityRecord),
  }),
  communityHouseCount: endpoint({
    method: 'GET',
    path: '/community/communityHouseCount',
    auth: 'member',
    summary: "The company's listings in a community (checked before deleting it)",
    query: byCommunity,
    response: ZEnvelope(z.object({ count: z.number() })),
  }),
  companyCommunityPictures: endpoint({
    method: 'GET',
    path: '/community/companyCommunityPictures',
    auth: 'member',
    summary: 'Pictures of a community, the cover first',
    query: byCommunity,
    response: ZEnvelope(z.array(ZPicture)),
  }),
  pictureUpload: endpoint({
    method: 'POST',
    path: '/community/pictureUpload',
    auth: 'member',
    bodyType: 'multipart',
    summary: '(designed) Upload a picture (JPEG, PNG or WebP, at most 5 MB; field "file"); answers its link',
    response: ZEnvelope(z.object({ url: z.string() })),
  }),
  companyCommunityPicturesAdd: endpoint({
    method: 'POST',
    path: '/community/companyCommunityPicturesAdd',
    auth: 'member',
    permission: ESTATE_PERMISSION.pictures,
    summary: 'Add uploaded pictures to a community; the first picture of a community becomes its cover',
    body: z.object({
      communityId: ZCommunityId,
      urls: z
        .array(ZPictureUrl, { error: COMMUNITY_MSG.pictureRequired })
        .min(1, COMMUNITY_MSG.pictureRequired)
        .max(9, '一次最多添加9张图片'),
    }),
    response: ZEnvelope(z.array(ZPicture)),
  }),
  companyCommunityPicturesDel: endpoint({
    method: 'POST',
    path: '/community/companyCommunityPicturesDel',
    auth: 'member',
    permission: ESTATE_PERMISSION.pictures,
    summary: 'Delete pictures of a community (deleting the cover makes the oldest remaining picture the cover)',
    body: z.object({
      communityId: ZCommunityId,
      pictureIds: z.array(ZId, { error: COMMUNITY_MSG.pictureNotFound }).min(1, COMMUNITY_MSG.pictureNotFound).max(50),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  communityThumbnail: endpoint({
    method: 'POST',
    path: '/community/communityThumbnail',
    auth: 'member',
    permission: ESTATE_PERMISSION.pictures,
    summary: "Set a picture (by its url) as the community's cover; the current cover again changes nothing",
    body: z.object({ communityId: ZCommunityId, url: ZPictureUrl }),
    response: ZEnvelope(z.object({ changed: z.boolean() })),
  }),
  houseTypeAdd: endpoint({
    method: 'POST',
    path: '/community/houseTypeAdd',
    auth: 'member',
    permission: ESTATE_PERMISSION.houseTypes,
    summary: 'Add a house type to a community (page operation-type)',
    body: ZHouseTypeFields,
    response: ZEnvelope(z.object({ id: z.number() })),
  }),
  houseTypeEdit: endpoint({
    method: 'POST',
    path: '/community/houseTypeEdit',
    auth: 'member',
    permission: ESTATE_PERMISSION.houseTypes,
    summary: 'Edit a house type',
    body: ZHouseTypeFields.extend({ id: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  houseTypeDel: endpoint({
    method: 'POST',
    path: '/community/houseTypeDel',
    auth: 'member',
    permission: ESTATE_PERMISSION.houseTypes,
    summary: 'Delete a house type (确定要删除该项户型吗？)',
    body: z.object({ id: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  getHouseType: endpoint({
    method: 'GET',
    path: '/community/getHouseType',
    auth: 'member',
    summary: 'House types of a community; room 0 all, 1–3 that many rooms, 4 four or more (at most 200)',
    query: z.object({ communityId: ZCommunityId, room: ZInt(0, ROOM_FILTER_MAX).default(0) }),
    response: ZEnvelope(z.array(ZHouseType)),
  }),
  houseTypeDetail: endpoint({
    method: 'GET',
    path: '/community/houseTypeDetail',
    auth: 'member',
    summary: '(designed) One house type (page house-type-detail)',
    query: z.object({ id: ZId }),
    response: ZEnvelope(ZHouseType.extend({ communityName: z.string() })),
  }),
  buildingList: endpoint({
    method: 'GET',
    path: '/community/buildingList',
    auth: 'member',
    summary: '(designed) Buildings of a community with their units and room counts',
    query: byCommunity,
    response: ZEnvelope(z.array(ZBuilding)),
  }),
  buildingSave: endpoint({
    method: 'POST',
    path: '/community/buildingSave',
    auth: 'member',
    permission: ESTATE_PERMISSION.edit,
    summary: '(designed) Add a building with its units and rooms (101, 102 … up the floors)',
    body: z.object({
      communityId: ZCommunityId,
      buildingNo: ZText(10, COMMUNITY_MSG.buildingNoRequired),
      unitCount: ZInt(1, BUILDING_LIMITS.units, `单元数应在1到${BUILDING_LIMITS.units}之间`),
      floors: ZInt(1, BUILDING_LIMITS.floors, `楼层数应在1到${BUILDING_LIMITS.floors}之间`),
      perFloor: ZInt(1, BUILDING_LIMITS.perFloor, `每层户数应在1到${BUILDING_LIMITS.perFloor}之间`),
    }),
    response: ZEnvelope(z.object({ buildingId: z.number() })),
  }),
  buildingDelete: endpoint({
    method: 'POST',
    path: '/community/buildingDelete',
    auth: 'member',
    permission: ESTATE_PERMISSION.edit,
    summary: '(designed) Delete a building with its units and rooms',
    body: z.object({ buildingId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  regionList: endpoint({
    method: 'GET',
    path: '/community/regionList',
    auth: 'member',
    summary: '(designed) Business areas (板块) of a district, the regionId of communities',
    query: z.object({ districtId: ZInt(0, 999999).default(0), cityId: ZInt(0, 9999).default(0) }),
    response: ZEnvelope(z.array(ZRegion)),
  }),
  nearby: endpoint({
    method: 'GET',
    path: '/community/nearby',
    auth: 'member',
    summary:
      '(designed) Places around a community from the maps service (place-around: page 1, offset 6, sortrule distance, radius 30000)',
    query: z.object({
      communityId: ZCommunityId,
      kind: z.enum(NEARBY_TYPES.map((t) => t.key) as [TNearbyKind, ...TNearbyKind[]], { error: MSG.invalidParams }),
    }),
    response: ZEnvelope(ZNearby),
  }),
  mapConfig: endpoint({
    method: 'GET',
    path: '/community/mapConfig',
    auth: 'member',
    summary: '(designed) The map tile source and zoom limits of the map page',
    response: ZEnvelope(ZMapConfig),
  }),
  communitySearch: endpoint({
    method: 'GET',
    path: '/housing/v2/communitySearch',
    auth: 'member',
    summary: 'Pick a community of the company (listing and customer forms); at most 20, by name, other name or address',
    query: z.object({ houseType: ZInt(0, 3).default(0), key: ZKey }),
    response: ZEnvelope(z.array(ZCommunityPick)),
  }),
  communityBuildingSearch: endpoint({
    method: 'GET',
    path: '/housing/v2/communityBuildingSearch',
    auth: 'member',
    summary: 'Buildings and their units of a community (listing form: 栋 / 单元)',
    query: byCommunity,
    response: ZEnvelope(z.array(ZBuilding)),
  }),
  communityRoomSearch: endpoint({
    method: 'GET',
    path: '/housing/v2/communityRoomSearch',
    auth: 'member',
    summary: 'Rooms of a unit (listing form: 房号), up the floors',
    query: z.object({ communityId: ZCommunityId, unitId: ZId }),
    response: ZEnvelope(z.array(ZRoomPick)),
  }),
  communitSchool: endpoint({
    method: 'GET',
    path: '/housing/v2/communitSchool',
    auth: 'member',
    summary: "Schools named by the company's communities (a community's own first), for the listing's 学区 field",
    query: z.object({ communityId: ZId.optional(), key: ZKey }),
    response: ZEnvelope(z.array(z.object({ name: z.string(), kind: z.number() }))),
  }),
} as const;

/** School kinds of communitSchool. */
export const SCHOOL_KIND = { primary: 1, middle: 2 } as const;
