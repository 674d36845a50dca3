import { z } from 'zod';
import { ZFollowUp } from './app-record.contract.ts';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZDateOrEmpty, ZHave, ZOptionalId, ZRequiredOption, ZShortText } from './housing-fields.ts';
import { ZListingEdit, ZListingFields, ZListingType, ZOaParam } from './housing-listing.ts';
import {
  ENTRUST_TYPE_NAMES,
  HOUSE_ATTRIBUTE_NAMES,
  HOUSE_STATE_NAMES,
  HOUSING_MSG,
  HOUSING_OPTIONS,
  LISTING_LIMITS,
  LISTING_TYPE,
  PROTECTION_TYPE_NAMES,
  TEAM_TYPE_NAMES,
} from './housing-options.ts';
import {
  ZAuthHouseCount,
  ZDuplicateCheck,
  ZEvaluation,
  ZHouseId,
  ZPriceTrend,
  ZProtectionLogRow,
  ZProtectionResult,
  ZSearchSuggestion,
  ZSurveyDetail,
  ZTeamChange,
} from './housing-tool-views.ts';
import {
  ZHousingSetting,
  ZListingDetail,
  ZListingRow,
  ZListingSearch,
  ZPicture,
  ZTeamMember,
} from './housing-views.ts';
import { HOUSE_ITEM, HOUSE_TEAM_ITEM_OFFSET } from './permissions.ts';

/**
 * 房源本 (seed 000 §2–§9, module `house` of api-calls.tsv): listings for sale and rent under
 * `/housing/v2`. The community pickers (`communitySearch` …) belong to the estate module and
 * `showCustomers` to the customer module. Calls the seeds do not name are marked (designed).
 *
 * Permissions that depend on the listing's type (sale items 1–6 and 31–35, rent 7–12 and 36–40) are
 * checked by the server once the listing is known (`housingPermission`); the company-wide ones are
 * declared on the endpoint. Refusal: 403 您没有权限，请联系管理员设置相关权限.
 */

export { housingPermission, type THousingAction } from './housing-permission.ts';

/** The permission to take or be given a team role on a listing of a type (sale 31–35, rent 36–40). */
export function teamPermission(type: number, teamType: number): TPermissionRef {
  return {
    appType: APP_TYPE.house,
    itemId: (type === LISTING_TYPE.rent ? 36 : 31) + (HOUSE_TEAM_ITEM_OFFSET[teamType] ?? 0),
  };
}

export const HOUSING_PERMISSION = {
  attribute: { appType: APP_TYPE.house, itemId: HOUSE_ITEM.attribute },
  protectionLog: { appType: APP_TYPE.house, itemId: HOUSE_ITEM.protectionLog },
  settings: { appType: APP_TYPE.house, itemId: HOUSE_ITEM.settings },
  teamAssign: { appType: APP_TYPE.house, itemId: HOUSE_ITEM.teamAssign },
} as const satisfies Record<string, TPermissionRef>;

const ZOptionItem = z.object({ value: z.number(), label: z.string() });
const optionListKeys = Object.keys(HOUSING_OPTIONS).filter((k) => k !== 'houseState');
/** The answer of `housingTypeList`: HOUSING_OPTIONS (houseState per listing type). */
const ZHousingOptions = z.object({
  houseState: z.record(z.string(), z.array(ZOptionItem)),
  ...Object.fromEntries(optionListKeys.map((k) => [k, z.array(ZOptionItem)])),
});

const ZTeamType = ZRequiredOption(TEAM_TYPE_NAMES, MSG.invalidParams);

/** Picture references from `houseUpload` (`upload:<id>.<ext>`), with an optional title. */
const ZPictureRefs = z
  .array(
    z.object({
      ref: z
        .string({ error: HOUSING_MSG.pictureNotFound })
        .trim()
        .regex(/^upload:[0-9a-f-]{36}\.[a-z]{3,4}$/, HOUSING_MSG.pictureNotFound),
      title: ZShortText(20).default(''),
    }),
    { error: HOUSING_MSG.picturesRequired },
  )
  .min(1, HOUSING_MSG.picturesRequired)
  .max(LISTING_LIMITS.picturesMax, `图片最多${LISTING_LIMITS.picturesMax}张`);

const ZVr = ZShortText(500).refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), HOUSING_MSG.vrFormat);

const ZFollowContent = z
  .string({ error: HOUSING_MSG.followContentRequired })
  .trim()
  .min(1, HOUSING_MSG.followContentRequired)
  .max(1000, '跟进内容不能超过1000个字');

export const housingEndpoints = {
  housingPosts: endpoint({
    method: 'POST',
    path: '/housing/v2/housingPosts',
    auth: 'member',
    summary:
      "Listing list of pages/house (10 a page, infinite scroll): every filter of seed 000 §3; public listings plus private ones within the caller's data scope",
    body: ZListingSearch,
    response: ZCursorListEnvelope(ZListingRow),
  }),
  housingSearch: endpoint({
    method: 'GET',
    path: '/housing/v2/housingSearch',
    auth: 'member',
    summary:
      'Suggestions of the search page as the agent types: communities with their listing counts, a house code, the keyword itself (send the chosen one back as newKey)',
    query: z.object({ type: ZListingType, key: ZShortText(50).default('') }),
    response: ZListEnvelope(ZSearchSuggestion),
  }),
  housingDetail: endpoint({
    method: 'GET',
    path: '/housing/v2/housingDetail',
    auth: 'member',
    summary:
      'One listing with labels, attributor, team, pictures; protected parts masked. A recycled listing whose house was entered again answers 4001001 with that listing ({houseId,type}: 去跟进)',
    query: z.object({ houseId: ZId, type: numeric().int().min(0).max(2).optional() }),
    response: ZEnvelope(ZListingDetail),
  }),
  getHouseInfoProtection: endpoint({
    method: 'GET',
    path: '/housing/v2/getHouseInfoProtection',
    auth: 'member',
    summary:
      'Reveal protected information: type 1 contacts, 2 building/unit/room/floors, 3 the whole submit data (edit form). Needs the permission, counts against the daily quota, and is logged',
    query: z.object({ houseId: ZId, type: ZRequiredOption(PROTECTION_TYPE_NAMES, MSG.invalidParams) }),
    response: ZEnvelope(ZProtectionResult),
  }),
  queryAuthHouseCount: endpoint({
    method: 'GET',
    path: '/housing/v2/queryAuthHouseCount',
    auth: 'member',
    summary: 'How many listings of the type the caller may see, and the daily reveal quota: limit, used, remain',
    query: z.object({ type: ZListingType }),
    response: ZEnvelope(ZAuthHouseCount),
  }),
  protectionRecord: endpoint({
    method: 'GET',
    path: '/housing/v2/protectionRecord',
    auth: 'member',
    permission: HOUSING_PERMISSION.protectionLog,
    summary: '(designed) Who revealed which protected information of which listing when, newest first',
    query: z.object({
      houseId: ZOptionalId,
      userId: ZOptionalId,
      dateStart: ZDateOrEmpty.default(''),
      dateEnd: ZDateOrEmpty.default(''),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.appRecords),
    }),
    response: ZListEnvelope(ZProtectionLogRow),
  }),
  housingPriceTrend: endpoint({
    method: 'GET',
    path: '/housing/v2/housingPriceTrend',
    auth: 'member',
    summary: 'Every price the listing has had (chart) and every change with who made it',
    query: ZHouseId,
    response: ZEnvelope(ZPriceTrend),
  }),
  housingEvaluate: endpoint({
    method: 'GET',
    path: '/housing/v2/housingEvaluate',
    auth: 'member',
    summary: 'Price evaluation against live listings of the same type in the same community',
    query: ZHouseId,
    response: ZEnvelope(ZEvaluation),
  }),
  housingTypeList: endpoint({
    method: 'GET',
    path: '/housing/v2/housingTypeList',
    auth: 'member',
    summary: 'The option lists of the listing form and filters (renovation, toward, tags, states …)',
    response: ZEnvelope(ZHousingOptions),
  }),
  housingCheck: endpoint({
    method: 'GET',
    path: '/housing/v2/housingCheck',
    auth: 'member',
    summary:
      'Duplicate check before submit: the same community + building + unit + room (normalised) of the type in the company; houseId excludes the listing being edited',
    query: z.object({
      type: ZListingType,
      communityId: ZId,
      buildingNo: ZShortText(20).default(''),
      unitNo: ZShortText(20).default(''),
      roomNo: ZShortText(20).default(''),
      houseId: ZOptionalId,
    }),
    response: ZEnvelope(ZDuplicateCheck),
  }),
  housingAdd: endpoint({
    method: 'POST',
    path: '/housing/v2/housingAdd',
    auth: 'member',
    idempotent: true,
    summary:
      'Add a listing (page operation). The caller becomes its owner and maintainer. Duplicate: 4000001 该房源已存在 with data {houseId,type} (去查看)',
    body: ZListingFields,
    response: ZEnvelope(z.object({ houseId: z.number(), type: z.number() })),
  }),
  housingEdit: endpoint({
    method: 'POST',
    path: '/housing/v2/housingEdit',
    auth: 'member',
    summary:
      'Edit a listing (type cannot change) at the version it was read (changed meanwhile: 409). A price change is recorded for the trend; duplicate: 4000001',
    body: ZListingEdit,
    response: ZEnvelope(z.object({ houseId: z.number(), type: z.number(), version: z.number() })),
  }),
  housingState: endpoint({
    method: 'POST',
    path: '/housing/v2/housingState',
    auth: 'member',
    summary: 'Change the state (page update-status): 有效, 暂缓, 我售/我租, 他售/他租, 无效',
    body: z.object({
      houseId: ZId,
      houseState: ZRequiredOption(HOUSE_STATE_NAMES[1] ?? {}, '请选择房源状态'),
      remark: ZShortText(200),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  housingAttribute: endpoint({
    method: 'POST',
    path: '/housing/v2/housingAttribute',
    auth: 'member',
    permission: HOUSING_PERMISSION.attribute,
    summary: 'Pin to top (attrType 1), seal 封盘 (2) or lock 锁定 (3): status 1 on, 0 off (page update-attribute)',
    body: z.object({
      houseId: ZId,
      attrType: ZRequiredOption(HOUSE_ATTRIBUTE_NAMES, MSG.invalidParams),
      status: ZHave,
    }),
    response: ZEnvelope(ZEmpty),
  }),
  housingToPublic: endpoint({
    method: 'GET',
    path: '/housing/v2/housingToPublic',
    auth: 'member',
    summary: 'Convert a private listing to the public pool (after the confirm prompt); the siPan flag clears',
    query: ZHouseId,
    response: ZEnvelope(ZEmpty),
  }),
  housingToRecycle: endpoint({
    method: 'POST',
    path: '/housing/v2/housingToRecycle',
    auth: 'member',
    summary: 'Delete a listing into the recycle bin (是否确定删除该房源); oaParam item 3 sale / 9 rent',
    body: z.object({ houseId: ZId, oaParam: ZOaParam }),
    response: ZEnvelope(ZEmpty),
  }),
  getHousingSetting: endpoint({
    method: 'GET',
    path: '/housing/v2/getHousingSetting',
    auth: 'member',
    summary: "The company's house-book settings (protection, daily reveal quota, public-pool days)",
    response: ZEnvelope(ZHousingSetting),
  }),
  housingSettingSave: endpoint({
    method: 'POST',
    path: '/housing/v2/housingSettingSave',
    auth: 'member',
    permission: HOUSING_PERMISSION.settings,
    summary: '(designed) Save the house-book settings',
    body: z.object({
      dailyViewLimit: numeric({ error: '请输入每日查看次数' })
        .int('每日查看次数必须是0-1000的整数')
        .min(0, '每日查看次数必须是0-1000的整数')
        .max(1000, '每日查看次数必须是0-1000的整数'),
      protectContacts: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
      protectAddress: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
      publicPoolDays: numeric({ error: MSG.invalidParams })
        .int(MSG.invalidParams)
        .min(0, MSG.invalidParams)
        .max(365, MSG.invalidParams)
        .default(0),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  houseUpload: endpoint({
    method: 'POST',
    path: '/housing/v2/houseUpload',
    auth: 'member',
    bodyType: 'multipart',
    summary:
      '(designed) Upload a listing picture (JPEG, PNG or WebP, at most 10 MB; field "file"); answers ref and url',
    response: ZEnvelope(z.object({ ref: z.string(), url: z.string() })),
  }),
  teamPosts: endpoint({
    method: 'GET',
    path: '/housing/v2/teamPosts',
    auth: 'member',
    summary: 'The team of a listing (page team-work): maintainer, key holder, entrustment, surveyor, agent',
    query: ZHouseId,
    response: ZEnvelope(
      z.object({
        teamData: z.array(ZTeamMember),
        /** Team types still without a holder. */
        vacancies: z.array(z.number()),
      }),
    ),
  }),
  teamMaintainer: endpoint({
    method: 'POST',
    path: '/housing/v2/teamMaintainer',
    auth: 'member',
    summary: 'Become the maintainer (成为维护人, after the confirm prompt) when the role is vacant',
    body: z.object({ houseId: ZId, remark: ZShortText(200) }),
    response: ZEnvelope(ZEmpty),
  }),
  teamSurveyor: endpoint({
    method: 'POST',
    path: '/housing/v2/teamSurveyor',
    auth: 'member',
    summary:
      'Survey the house (page actual-survey): pictures from houseUpload, VR link, remark; the caller becomes the surveyor. The first picture is the cover unless one is set',
    body: z.object({ houseId: ZId, pictures: ZPictureRefs, vr: ZVr.default(''), remark: ZShortText(200) }),
    response: ZEnvelope(ZEmpty),
  }),
  houseThumbnail: endpoint({
    method: 'POST',
    path: '/housing/v2/houseThumbnail',
    auth: 'member',
    summary: 'Make a picture the cover (skipped when it is already the cover)',
    body: z.object({ houseId: ZId, pictureId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  teamKey: endpoint({
    method: 'POST',
    path: '/housing/v2/teamKey',
    auth: 'member',
    summary:
      'Take the key (page enterkey): key number / where it is kept; the listing then has keys. oaParam item 34 / 39',
    body: z.object({
      houseId: ZId,
      keyNo: z
        .string({ error: HOUSING_MSG.keyNoRequired })
        .trim()
        .min(1, HOUSING_MSG.keyNoRequired)
        .max(50, '钥匙编号不能超过50个字'),
      remark: ZShortText(200),
      oaParam: ZOaParam,
    }),
    response: ZEnvelope(ZEmpty),
  }),
  teamEntrustment: endpoint({
    method: 'POST',
    path: '/housing/v2/teamEntrustment',
    auth: 'member',
    summary: "Take the owner's entrustment (page entrust): type and period; oaParam item 32 / 37",
    body: z
      .object({
        houseId: ZId,
        entrustType: ZRequiredOption(ENTRUST_TYPE_NAMES, '请选择委托类型'),
        entrustStart: ZDateOrEmpty.refine((v) => v !== '', HOUSING_MSG.entrustDateRequired),
        entrustEnd: ZDateOrEmpty.refine((v) => v !== '', HOUSING_MSG.entrustDateRequired),
        remark: ZShortText(200),
        oaParam: ZOaParam,
      })
      .refine((v) => v.entrustEnd >= v.entrustStart, {
        message: HOUSING_MSG.entrustDateOrder,
        path: ['entrustEnd'],
      }),
    response: ZEnvelope(ZEmpty),
  }),
  teamAgent: endpoint({
    method: 'POST',
    path: '/housing/v2/teamAgent',
    auth: 'member',
    summary: 'Become the exclusive agent (page exclusive)',
    body: z.object({ houseId: ZId, remark: ZShortText(200) }),
    response: ZEnvelope(ZEmpty),
  }),
  teamAssign: endpoint({
    method: 'POST',
    path: '/housing/v2/teamAssign',
    auth: 'member',
    permission: HOUSING_PERMISSION.teamAssign,
    summary: 'Give a team role to an active colleague (replacing the holder, recorded)',
    body: z.object({ houseId: ZId, type: ZTeamType, userId: ZId, remark: ZShortText(200) }),
    response: ZEnvelope(ZEmpty),
  }),
  teamRelieve: endpoint({
    method: 'POST',
    path: '/housing/v2/teamRelieve',
    auth: 'member',
    summary:
      'Release a team member (after the confirm prompt): the holder themself, or someone with 分配与解除团队成员',
    body: z.object({ teamId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  teamChangeRecord: endpoint({
    method: 'GET',
    path: '/housing/v2/teamChangeRecord',
    auth: 'member',
    summary: 'Every team change of a listing, newest first',
    query: z.object({ houseId: ZId, pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.appRecords) }),
    response: ZListEnvelope(ZTeamChange),
  }),
  teamSurveyorDetail: endpoint({
    method: 'GET',
    path: '/housing/v2/teamSurveyorDetail',
    auth: 'member',
    summary: 'The survey of a listing: pictures, who surveyed when (requestData) and the VR link',
    query: ZHouseId,
    response: ZEnvelope(ZSurveyDetail),
  }),
  housingPictures: endpoint({
    method: 'GET',
    path: '/housing/v2/housingPictures',
    auth: 'member',
    summary: '(designed) The pictures of a listing, cover first',
    query: ZHouseId,
    response: ZListEnvelope(ZPicture),
  }),
  housingfollowUp: endpoint({
    method: 'POST',
    path: '/housing/v2/housingfollowUp',
    auth: 'member',
    summary: 'Write a follow-up on a listing (page write-follow)',
    body: z.object({
      houseId: ZId,
      categoryType: numeric({ error: HOUSING_MSG.followCategoryInvalid })
        .int(HOUSING_MSG.followCategoryInvalid)
        .refine((v) => [1, 2, 3, 4, 5, 6].includes(v), HOUSING_MSG.followCategoryInvalid)
        .default(1),
      content: ZFollowContent,
    }),
    response: ZEnvelope(z.object({ followId: z.number() })),
  }),
  housingfollowUpCategory: endpoint({
    method: 'GET',
    path: '/housing/v2/housingfollowUpCategory',
    auth: 'member',
    summary: 'Follow-up categories of listings (tabs of the follow-up list; 0 全部 first)',
    response: ZListEnvelope(z.object({ value: z.number(), label: z.string() })),
  }),
  getHousingfollowUp: endpoint({
    method: 'GET',
    path: '/housing/v2/getHousingfollowUp',
    auth: 'member',
    summary: 'Follow-ups of a listing, newest first, 15 a page; categoryType 0 all',
    query: z.object({
      houseId: ZId,
      categoryType: numeric().int().min(0, MSG.invalidParams).max(99, MSG.invalidParams).default(0),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.followUps),
    }),
    response: ZListEnvelope(ZFollowUp),
  }),
  housingfollowUpDel: endpoint({
    method: 'POST',
    path: '/housing/v2/housingfollowUpDel',
    auth: 'member',
    summary: 'Delete a follow-up (its writer or a manager; after the confirm prompt)',
    body: z.object({ houseId: ZId, followId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
} as const;
