import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { ZBound, ZDateOrEmpty, ZHouseIdList, ZOption, ZOptionalId, ZOptionList, ZShortText } from './housing-fields.ts';
import { ZListingData, ZListingType } from './housing-listing.ts';
import {
  HOUSE_DATE_TYPE_NAMES,
  HOUSE_SORT_NAMES,
  HOUSE_STATE_NAMES,
  HOUSE_TYPE_FILTER_NAMES,
  HOUSING_TYPE_NAMES,
  INFO_ATTRIBUTION_NAMES,
  LISTING_TAG_NAMES,
  PROPERTY_NAMES,
  PROPERTY_RIGHT_NAMES,
  RENOVATION_NAMES,
  TEAM_TYPE_NAMES,
  TOWARD_NAMES,
} from './housing-options.ts';

/** A team-type filter value (0 maintainer … 4 agent); absent or '' / -1 means none. */
const ZTeamTypeFilter = z.preprocess(
  (v) => (v === '' || v === null || v === -1 || v === '-1' ? undefined : v),
  numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => TEAM_TYPE_NAMES[v] !== undefined, MSG.invalidParams)
    .optional(),
);

/** People filter (`luruSearch`): departments (and below) and users (the seeds' userCodes = user ids). */
export const ZLuruSearch = z
  .object({ deptIds: ZHouseIdList.default([]), userCodes: ZHouseIdList.default([]) })
  .optional();

/**
 * Listing search of `housingPosts` (seed 000 §3 "Listing search"). Multi-selects take arrays (or
 * comma text); ranges are min/max pairs (either may be absent). Sale prices are 万元, rent prices
 * 元/月 (a listing's rent in another unit is compared by its monthly equivalent).
 */
export const ZListingSearch = z.object({
  type: ZListingType,
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.listings, 50),
  sort: ZOption(HOUSE_SORT_NAMES).default(0),
  /** The previous page's answered `cursor`: this page continues after it (keyset) instead of skipping. */
  cursor: ZShortText(400).default(''),
  /** The chosen search-page entry: 1 community id, 2 house code / id, 3 keyword. */
  newKey: z
    .object({
      type: numeric({ error: MSG.invalidParams }).int().min(1, MSG.invalidParams).max(3, MSG.invalidParams),
      key: ZShortText(50),
    })
    .optional(),
  /** Exact owner-phone search (matches any contact). */
  contactPhone: ZShortText(20).default(''),
  dateType: ZOption(HOUSE_DATE_TYPE_NAMES).default(1),
  dateStart: ZDateOrEmpty.default(''),
  dateEnd: ZDateOrEmpty.default(''),
  priceMin: ZBound(),
  priceMax: ZBound(),
  unitPriceMin: ZBound(),
  unitPriceMax: ZBound(),
  floorMin: ZBound(-10),
  floorMax: ZBound(-10),
  areaMin: ZBound(),
  areaMax: ZBound(),
  infoAttribution: ZOption(INFO_ATTRIBUTION_NAMES).default(0),
  buildingNo: ZShortText(20).default(''),
  unitNo: ZShortText(20).default(''),
  roomNo: ZShortText(20).default(''),
  districtId: ZOptionalId,
  regionId: ZOptionalId,
  houseType: ZOptionList(HOUSE_TYPE_FILTER_NAMES).default([]),
  housingType: ZOptionList(HOUSING_TYPE_NAMES).default([]),
  renovation: ZOptionList(RENOVATION_NAMES).default([]),
  toward: ZOptionList(TOWARD_NAMES).default([]),
  property: ZOptionList(PROPERTY_NAMES).default([]),
  propertyRight: ZOptionList(PROPERTY_RIGHT_NAMES).default([]),
  houseState: ZOptionList(HOUSE_STATE_NAMES[1] ?? {}).default([]),
  tags: ZOptionList(LISTING_TAG_NAMES).default([]),
  /** Listings still without a holder of this team role (待实勘, 待收钥匙 …). */
  waitTeamType: ZTeamTypeFilter,
  /** Listings where the caller (or, with luruSearch, the chosen people) holds this team role. */
  teamRole: ZTeamTypeFilter,
  /** Without teamRole: listings entered (owned) by these departments / people. */
  luruSearch: ZLuruSearch,
  /** Free text over community, address, remark and house code. */
  searchKey: ZShortText(50).default(''),
  /** Only these listings (pickers such as select-other-house). */
  searchIds: ZHouseIdList.default([]),
  /** Only the caller's favourites (`/app/collection`). */
  collected: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()).default(false),
});
export type TListingSearchInput = z.input<typeof ZListingSearch>;
export type TListingSearch = z.output<typeof ZListingSearch>;

/** One row of the listing list (contacts never; floor as 低/中/高楼层; no building/unit/room). */
export const ZListingRow = z.object({
  houseId: z.number(),
  type: z.number(),
  /** CS000123 (出售) / CZ000123 (出租). */
  houseCode: z.string(),
  /** 小区名 3室2厅 89.5㎡. */
  title: z.string(),
  communityId: z.number(),
  communityName: z.string(),
  districtName: z.string(),
  regionName: z.string(),
  room: z.number(),
  hall: z.number(),
  showerRoom: z.number(),
  houseArea: z.number(),
  /** 低楼层 / 中楼层 / 高楼层 (the exact floor is protected). */
  floorLevel: z.string(),
  totalFloor: z.number(),
  toward: z.number(),
  towardName: z.string(),
  renovation: z.number(),
  renovationName: z.string(),
  /** Sale: 万元. */
  sellPrice: z.number().nullable(),
  /** Sale: 元/㎡, rounded. */
  unitPrice: z.number().nullable(),
  rentPrice: z.number().nullable(),
  rentUnit: z.number(),
  rentUnitName: z.string(),
  tags: z.array(z.number()),
  tagNames: z.array(z.string()),
  houseState: z.number(),
  stateName: z.string(),
  siPan: z.boolean(),
  isTop: z.boolean(),
  isSealed: z.boolean(),
  isLocked: z.boolean(),
  haveKeys: z.number(),
  /** Signed link of the cover picture, '' when none. */
  cover: z.string(),
  ownerId: z.number(),
  ownerName: z.string(),
  deptName: z.string(),
  maintainerName: z.string(),
  createdAt: ZTime,
  updatedAt: ZTime,
  /** Last follow-up time, '' when never. */
  followAt: ZTime,
  /** 待转公盘: private and not followed up for the company's publicPoolDays (off when 0). */
  poolDue: z.boolean(),
});
export type TListingRow = z.output<typeof ZListingRow>;

/** A person on a listing (attributor, team member). */
export const ZPerson = z.object({
  userId: z.number(),
  userName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  deptId: z.number(),
  deptName: z.string(),
});

export const ZPicture = z.object({
  pictureId: z.number(),
  url: z.string(),
  title: z.string(),
  isCover: z.boolean(),
});

export const ZTeamMember = z.object({
  teamId: z.number(),
  /** TEAM_TYPE: 0 maintainer, 1 key, 2 entrustment, 3 surveyor, 4 agent. */
  type: z.number(),
  typeName: z.string(),
  userId: z.number(),
  userName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  deptName: z.string(),
  remark: z.string(),
  /** Key holder: the key number / where it is kept. */
  keyNo: z.string(),
  /** Entrustment: ENTRUST_TYPE and its period. */
  entrustType: z.number(),
  entrustStart: z.string(),
  entrustEnd: z.string(),
  createdAt: ZTime,
});
export type TTeamMember = z.output<typeof ZTeamMember>;

/**
 * `housingDetail` (seed 000 §3 "Listing detail response parts"). `requestData` is the submit data
 * with the protected parts masked unless the caller is the owner or maintainer: contacts read
 * 张先生 / 138****5678, building/unit/room read ** and the floor only as floorLevel. Reveal them with
 * `getHouseInfoProtection`.
 */
export const ZListingDetail = z.object({
  requestData: ZListingData.extend({
    houseCode: z.string(),
    title: z.string(),
    districtName: z.string(),
    regionName: z.string(),
    floorLevel: z.string(),
    unitPrice: z.number().nullable(),
    houseState: z.number(),
    stateName: z.string(),
    createdAt: ZTime,
    updatedAt: ZTime,
    followAt: ZTime,
    /** true: contacts are masked. */
    contactsMasked: z.boolean(),
    /** true: building, unit, room and floor are masked. */
    addressMasked: z.boolean(),
  }),
  attributeLabel: z.object({
    /** 私盘. */
    siPan: z.boolean(),
    isTop: z.boolean(),
    isSealed: z.boolean(),
    isLocked: z.boolean(),
    /** Ready-made chips: 私盘/公盘, 置顶, 封盘, 锁定, 有钥匙, 学位, the tags. */
    labels: z.array(z.string()),
  }),
  attributor: ZPerson,
  teamInfo: z.object({ teamData: z.array(ZTeamMember) }),
  pictures: z.array(ZPicture),
  cover: z.string(),
  /** In the caller's favourites. */
  collected: z.boolean(),
  /** What the caller may do on this listing (buttons). */
  operations: z.object({
    edit: z.boolean(),
    remove: z.boolean(),
    state: z.boolean(),
    attribute: z.boolean(),
    toPublic: z.boolean(),
    revealContacts: z.boolean(),
    revealAddress: z.boolean(),
    assignTeam: z.boolean(),
  }),
});
export type TListingDetail = z.output<typeof ZListingDetail>;

export const ZHousingSetting = z.object({
  /** Protected reveals per person per day (0: only owners, maintainers and managers may reveal). */
  dailyViewLimit: z.number(),
  protectContacts: z.boolean(),
  protectAddress: z.boolean(),
  /** Private listings without a follow-up for this many days are flagged 待转公盘 (0: off). */
  publicPoolDays: z.number(),
});
export type THousingSetting = z.output<typeof ZHousingSetting>;
