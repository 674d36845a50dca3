import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { HOUSING_MSG } from './housing-options.ts';

/**
 * The generic `/app/*` calls of seed 000 §7: follow-ups, app records (operation log and
 * circulation), follow-up categories and favourites, addressed by `appType` (1 house, 2 customer …),
 * `type` (the item's own type: sale / rent) and `itemId`. Today they serve listings (appType 1) and
 * contracts (appType 5, type 1 sale / 2 rent); another app type answers 405 暂不支持该应用 until its
 * module plugs in.
 */

/** App types the /app/* calls serve. */
export const APP_RECORD_APP_TYPES = [1, 5] as const;

export const ZAppType = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .min(1, MSG.invalidParams)
  .max(999, MSG.invalidParams);

/** The item's own type: for listings 1 sale, 2 rent. `itemType` is accepted as its alias. */
const ZItemType = numeric({ error: MSG.invalidParams }).int(MSG.invalidParams).min(0).max(99);

const ZFollowContent = z
  .string({ error: HOUSING_MSG.followContentRequired })
  .trim()
  .min(1, HOUSING_MSG.followContentRequired)
  .max(1000, '跟进内容不能超过1000个字');

const ZCategory = numeric({ error: HOUSING_MSG.followCategoryInvalid })
  .int(HOUSING_MSG.followCategoryInvalid)
  .min(0, HOUSING_MSG.followCategoryInvalid)
  .max(99, HOUSING_MSG.followCategoryInvalid);

/** A follow-up, as both `/app/getFollowUp` and `/housing/v2/getHousingfollowUp` answer it. */
export const ZFollowUp = z.object({
  followId: z.number(),
  appType: z.number(),
  type: z.number(),
  itemId: z.number(),
  categoryType: z.number(),
  categoryName: z.string(),
  content: z.string(),
  userId: z.number(),
  userName: z.string(),
  avatar: z.string(),
  deptName: z.string(),
  createdAt: ZTime,
  /** The writer (or a manager) may delete a follow-up a person wrote; system ones stay. */
  canDelete: z.boolean(),
});
export type TFollowUp = z.output<typeof ZFollowUp>;

export const ZCategoryOption = z.object({ value: z.number(), label: z.string() });

/** An app record: what happened to the item, by whom and when. */
export const ZAppRecord = z.object({
  recordId: z.number(),
  /** APP_RECORD_TYPE: 1 operation, 2 circulation (owner, attribution, pool, hand-over). */
  recordType: z.number(),
  /** Short action name: 新增房源, 修改房源, 修改状态, 转公盘, 查看业主电话 … */
  action: z.string(),
  /** What changed, in words (售价: 300万 → 280万). */
  content: z.string(),
  userId: z.number(),
  userName: z.string(),
  createdAt: ZTime,
});
export type TAppRecord = z.output<typeof ZAppRecord>;

const item = {
  appType: ZAppType,
  type: ZItemType.optional(),
  itemType: ZItemType.optional(),
  itemId: ZId,
};

export const appRecordEndpoints = {
  getCategoryV2: endpoint({
    method: 'GET',
    path: '/app/getCategoryV2',
    auth: 'member',
    summary: 'Follow-up categories of an app type (listings: 普通跟进, 电话回访, 实勘, 带看, 议价, 钥匙, 系统)',
    query: z.object({ appType: ZAppType.default(1) }),
    response: ZListEnvelope(ZCategoryOption),
  }),
  appRecord: endpoint({
    method: 'GET',
    path: '/app/appRecord',
    auth: 'member',
    summary:
      'Records of one item, newest first, 15 a page: recordType 1 operations (page other-record), 2 circulation (circulation-record); absent: both',
    query: z.object({
      ...item,
      recordType: numeric().int().min(0, MSG.invalidParams).max(2, MSG.invalidParams).default(0),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.appRecords),
    }),
    response: ZListEnvelope(ZAppRecord),
  }),
  followUp: endpoint({
    method: 'POST',
    path: '/app/followUp',
    auth: 'member',
    summary: 'Write a follow-up on an item (page write-follow)',
    body: z.object({ ...item, categoryType: ZCategory.default(1), content: ZFollowContent }),
    response: ZEnvelope(z.object({ followId: z.number() })),
  }),
  getFollowUp: endpoint({
    method: 'GET',
    path: '/app/getFollowUp',
    auth: 'member',
    summary: 'Follow-ups of an item, newest first, 15 a page; categoryType 0 all',
    query: z.object({
      ...item,
      categoryType: ZCategory.default(0),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.followUps),
    }),
    response: ZListEnvelope(ZFollowUp),
  }),
  followUpDel: endpoint({
    method: 'POST',
    path: '/app/followUpDel',
    auth: 'member',
    summary: 'Delete a follow-up (its writer or a manager; after the confirm prompt)',
    body: z.object({ ...item, followId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  collection: endpoint({
    method: 'GET',
    path: '/app/collection',
    auth: 'member',
    summary:
      'Add an item to the caller’s favourites (status 1, default) or remove it (status 0); answers the new state',
    query: z.object({
      ...item,
      status: numeric().int().min(0, MSG.invalidParams).max(1, MSG.invalidParams).default(1),
    }),
    response: ZEnvelope(z.object({ collected: z.boolean() })),
  }),
} as const;
