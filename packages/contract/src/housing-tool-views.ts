import { z } from 'zod';
import { ZId } from './common/fields.ts';
import { ZDay, ZTime } from './common/time-fields.ts';
import { ZListingData } from './housing-listing.ts';
import { ZPicture } from './housing-views.ts';

/**
 * What the house book's tools answer (housing.contract.ts): the protected reveal, search suggestions,
 * price trend, evaluation, duplicate check, team changes, the survey, the reveal log and counts. The
 * list, detail and team shapes the pages use are in housing-views.ts.
 */
/** getHouseInfoProtection: type 1 contacts, 2 address, 3 the whole submit data. */
export const ZProtectionResult = z.object({
  type: z.number(),
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), level: z.string() })),
  address: z.object({
    buildingNo: z.string(),
    buildingLabel: z.string(),
    unitNo: z.string(),
    unitLabel: z.string(),
    roomNo: z.string(),
    floor: z.number(),
    totalFloor: z.number(),
  }),
  /** Type 3 only, else null. */
  requestData: ZListingData.nullable(),
  /** Reveals left today after this one (-1: not counted against the quota). */
  remain: z.number(),
});

export const ZSearchSuggestion = z.object({
  /** SEARCH_KEY_TYPE: 1 community, 2 house code, 3 keyword; send back as newKey. */
  type: z.number(),
  key: z.string(),
  label: z.string(),
  subLabel: z.string(),
  /** Listings of the type behind the suggestion (within the caller's view). */
  count: z.number(),
});

export const ZPriceTrend = z.object({
  /** 万元 (sale) or the rent unit. */
  unit: z.string(),
  /** Every price the listing has had, oldest first (the chart). */
  points: z.array(z.object({ date: ZDay, price: z.number(), unitPrice: z.number().nullable() })),
  /** Every change, newest first (the list under the chart). */
  changes: z.array(
    z.object({
      changeId: z.number(),
      oldPrice: z.number(),
      newPrice: z.number(),
      userName: z.string(),
      createdAt: ZTime,
    }),
  ),
});

export const ZEvaluation = z.object({
  /** EVALUATE_LEVEL: 0 not enough samples, 1 low, 2 fair, 3 high. */
  level: z.number(),
  levelName: z.string(),
  /** Comparable live listings of the same type in the same community (the listing excluded). */
  sampleCount: z.number(),
  /** Sale: 元/㎡; rent: monthly rent per ㎡ (元/㎡·月, two decimals). */
  avgUnitPrice: z.number().nullable(),
  minUnitPrice: z.number().nullable(),
  maxUnitPrice: z.number().nullable(),
  unitPrice: z.number().nullable(),
  /** The listing's area at the average unit price (万元 for sale, 元/月 for rent). */
  estimatePrice: z.number().nullable(),
  /** (listing − average) / average, in percent, rounded. */
  diffPercent: z.number().nullable(),
  /** Average unit price of the community per month over the last 12 months (the chart). */
  monthly: z.array(z.object({ month: z.string(), avgUnitPrice: z.number(), count: z.number() })),
});

export const ZDuplicateCheck = z.object({
  /** true when the same house is already a live listing of this type in the company. */
  exists: z.boolean(),
  /** The existing listing (0 when none): the app offers 去查看. */
  houseId: z.number(),
  type: z.number(),
  title: z.string(),
  ownerName: z.string(),
});

export const ZTeamChange = z.object({
  changeId: z.number(),
  houseId: z.number(),
  teamType: z.number(),
  teamTypeName: z.string(),
  /** TEAM_CHANGE: 1 took the role, 2 assigned, 3 relieved, 4 hand-over. */
  action: z.number(),
  actionName: z.string(),
  userName: z.string(),
  previousUserName: z.string(),
  operatorName: z.string(),
  createdAt: ZTime,
});

export const ZSurveyDetail = z.object({
  pictures: z.array(ZPicture),
  requestData: z.object({
    teamId: z.number(),
    userId: z.number(),
    userName: z.string(),
    deptName: z.string(),
    remark: z.string(),
    surveyAt: ZTime,
  }),
  vr: z.string(),
});

export const ZProtectionLogRow = z.object({
  logId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  title: z.string(),
  /** PROTECTION_TYPE. */
  type: z.number(),
  typeName: z.string(),
  userId: z.number(),
  userName: z.string(),
  deptName: z.string(),
  /** Counted against the daily quota. */
  counted: z.boolean(),
  createdAt: ZTime,
});

export const ZAuthHouseCount = z.object({
  /** Listings of the type the caller may see (capped at 10000). */
  total: z.number(),
  /** The daily reveal quota, used today and left (-1 remain: unlimited, e.g. a manager). */
  limit: z.number(),
  used: z.number(),
  remain: z.number(),
});

export const ZHouseId = z.object({ houseId: ZId });
