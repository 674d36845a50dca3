import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { ZId, ZPageIndex, ZPageSize, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { BUILDING_LIMITS, COMMUNITY_MSG, ZInt, ZOptionalNumber } from './community-fields.ts';
import { ESTATE_ITEM } from './permissions.ts';

/**
 * The shapes of 小区档案's calls (community.contract.ts): the permission refs, the ids and fields the
 * calls take, what they answer, and the constants the pages share. docs/community.md.
 */
export const ESTATE_PERMISSION = {
  add: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.add },
  edit: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.edit },
  delete: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.delete },
  pictures: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.pictures },
  houseTypes: { appType: APP_TYPE.estate, itemId: ESTATE_ITEM.houseTypes },
} as const satisfies Record<string, TPermissionRef>;

export const ZCommunityId = numeric({ error: COMMUNITY_MSG.notFound })
  .int(COMMUNITY_MSG.notFound)
  .positive(COMMUNITY_MSG.notFound)
  .max(Number.MAX_SAFE_INTEGER, COMMUNITY_MSG.notFound);
export const ZKey = z.string().trim().max(30).default('');
/** An uploaded picture: the link `/community/pictureUpload` answered (or its `upload:` reference). */
export const ZPictureUrl = z
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

/** School kinds of communitSchool. */
export const SCHOOL_KIND = { primary: 1, middle: 2 } as const;

// ── request bodies of the calls ──────────────────────────────────────────────────────────────────

export const ZCommunityListRequest = z.object({
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.communities),
  key: ZKey,
  districtId: ZInt(0, 999999).default(0),
  regionId: ZInt(0, Number.MAX_SAFE_INTEGER).default(0),
});

export const ZPicturesAddRequest = z.object({
  communityId: ZCommunityId,
  urls: z
    .array(ZPictureUrl, { error: COMMUNITY_MSG.pictureRequired })
    .min(1, COMMUNITY_MSG.pictureRequired)
    .max(9, '一次最多添加9张图片'),
});

export const ZPicturesDelRequest = z.object({
  communityId: ZCommunityId,
  pictureIds: z.array(ZId, { error: COMMUNITY_MSG.pictureNotFound }).min(1, COMMUNITY_MSG.pictureNotFound).max(50),
});

export const ZBuildingSaveRequest = z.object({
  communityId: ZCommunityId,
  buildingNo: ZText(10, COMMUNITY_MSG.buildingNoRequired),
  unitCount: ZInt(1, BUILDING_LIMITS.units, `单元数应在1到${BUILDING_LIMITS.units}之间`),
  floors: ZInt(1, BUILDING_LIMITS.floors, `楼层数应在1到${BUILDING_LIMITS.floors}之间`),
  perFloor: ZInt(1, BUILDING_LIMITS.perFloor, `每层户数应在1到${BUILDING_LIMITS.perFloor}之间`),
});

export const ZNearbyRequest = z.object({
  communityId: ZCommunityId,
  kind: z.enum(NEARBY_TYPES.map((t) => t.key) as [TNearbyKind, ...TNearbyKind[]], { error: MSG.invalidParams }),
});
