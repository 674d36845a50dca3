import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import {
  CONTRACT_LIMITS,
  CONTRACT_MSG,
  CONTRACT_PICTURE_CATEGORIES,
  CONTRACT_ROLE_TYPE_NAMES,
  CONTRACT_SORT,
  CONTRACT_TYPE,
  contractState,
  ZContractDateOrEmpty,
  ZContractOaParam,
  ZContractOptionalId,
  ZContractText,
} from './contract-fields.ts';
import { ZContractRentAdd, ZContractRentEdit, ZContractSaleAdd, ZContractSaleEdit } from './contract-form.ts';
import {
  ZContractHeld,
  ZContractPictureCategory,
  ZContractRentDetail,
  ZContractRow,
  ZContractSaleDetail,
  ZContractSaved,
  ZContractStateSaved,
} from './contract-views.ts';
import { CONTRACT_ITEM } from './permissions.ts';

/**
 * 合同管理 (seed 001 §2, §3 "Contract", §4, §7 "Contracts (/contract/v2)", §9): sale and rent
 * contract records with pictures and states. Follow-ups and the record list of a contract go through
 * the generic `/app/*` calls with appType 5 (type 1 sale, 2 rent). Calls the seeds do not name are
 * marked (designed); fields, transitions and permissions are described in docs/contract.md.
 *
 * The state change needs the permission item of the target state (sale 61–67, rent 68–71), checked
 * by the server once the state is known (`contractStatePermission`). Refusal: 403
 * 您没有权限，请联系管理员设置相关权限.
 */
const contract = (itemId: number): TPermissionRef => ({ appType: APP_TYPE.contract, itemId });

export const CONTRACT_PERMISSION = {
  saleAdd: contract(CONTRACT_ITEM.saleAdd),
  saleEdit: contract(CONTRACT_ITEM.saleEdit),
  saleDelete: contract(CONTRACT_ITEM.saleDelete),
  rentAdd: contract(CONTRACT_ITEM.rentAdd),
  rentEdit: contract(CONTRACT_ITEM.rentEdit),
  rentDelete: contract(CONTRACT_ITEM.rentDelete),
} as const satisfies Record<string, TPermissionRef>;

/** The edit permission of a contract type (pictures are part of the contract: the same item). */
export function contractEditPermission(contractType: number): TPermissionRef {
  return contractType === CONTRACT_TYPE.rent ? CONTRACT_PERMISSION.rentEdit : CONTRACT_PERMISSION.saleEdit;
}

/** The permission to move a contract of a type to a state: the state's approval item (61–71). */
export function contractStatePermission(contractType: number, state: number): TPermissionRef | undefined {
  const found = contractState(contractType, state);
  return found ? contract(found.oaItemId) : undefined;
}

const ZContractType = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .refine((v) => v === CONTRACT_TYPE.sale || v === CONTRACT_TYPE.rent, MSG.invalidParams);

const ZStateOf = (contractType: number) =>
  numeric({ error: CONTRACT_MSG.stateInvalid })
    .int(CONTRACT_MSG.stateInvalid)
    .refine((v) => contractState(contractType, v) !== undefined, CONTRACT_MSG.stateInvalid);

/** The list filters (page contract/index; 15 a page, seed 001 §9). */
const listFilters = (contractType: number) => ({
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.contracts),
  /** Contract number, house name/address/building/room or a party's name, contains. */
  key: z.string().trim().max(30).default(''),
  /** 0 all, else a state of the type. */
  state: numeric({ error: CONTRACT_MSG.stateInvalid })
    .int(CONTRACT_MSG.stateInvalid)
    .refine((v) => v === 0 || contractState(contractType, v) !== undefined, CONTRACT_MSG.stateInvalid)
    .default(0),
  /** Sign-date range, inclusive ('' open). */
  dateStart: ZContractDateOrEmpty.default(''),
  dateEnd: ZContractDateOrEmpty.default(''),
  /** One agent's contracts (within the caller's scope). */
  userId: ZContractOptionalId.default(null),
  /** CONTRACT_SORT: 1 sign date newest (default), 2 newest added, 3 amount highest. */
  sort: numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => (Object.values(CONTRACT_SORT) as number[]).includes(v), MSG.invalidParams)
    .default(CONTRACT_SORT.signDate),
  /** The previous page's answered `cursor`: this page continues after it (keyset) instead of skipping. */
  cursor: z.string().trim().max(400, MSG.invalidParams).default(''),
});

const ZByContract = z.object({ contractId: ZId });
const ZDelete = z.object({ contractId: ZId, oaParam: ZContractOaParam });
const ZStateChange = (contractType: number) =>
  z.object({ contractId: ZId, state: ZStateOf(contractType), oaParam: ZContractOaParam });

/** A picture sent back: a link contractPictureUpload (or contractPictureV2) answered, or its reference. */
const ZPictureInput = z.object({
  url: z
    .string({ error: CONTRACT_MSG.pictureRequired })
    .trim()
    .min(1, CONTRACT_MSG.pictureRequired)
    .max(500, CONTRACT_MSG.pictureInvalid),
  roleType: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    numeric({ error: CONTRACT_MSG.roleTypeInvalid })
      .int(CONTRACT_MSG.roleTypeInvalid)
      .refine((v) => CONTRACT_ROLE_TYPE_NAMES[v] !== undefined, CONTRACT_MSG.roleTypeInvalid),
  ),
  title: ZContractText(CONTRACT_LIMITS.pictureTitleLength).default(''),
});

const categoryIds: number[] = CONTRACT_PICTURE_CATEGORIES.map((c) => c.categoryId);

export const ZContractPictureUpdate = z
  .object({
    contractId: ZId,
    contractType: ZContractType,
    /** Each category sent replaces that category's pictures wholly ([] empties it); categories not sent stay. */
    categories: z
      .array(
        z.object({
          categoryId: numeric({ error: CONTRACT_MSG.categoryInvalid })
            .int(CONTRACT_MSG.categoryInvalid)
            .refine((v) => categoryIds.includes(v), CONTRACT_MSG.categoryInvalid),
          pictures: z.array(ZPictureInput).max(CONTRACT_LIMITS.picturesPerCategory, CONTRACT_MSG.picturesMax),
        }),
        { error: CONTRACT_MSG.categoryInvalid },
      )
      .min(1, CONTRACT_MSG.categoryInvalid)
      .max(categoryIds.length, CONTRACT_MSG.categoryInvalid),
  })
  .superRefine((v, ctx) => {
    const ids = v.categories.map((c) => c.categoryId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MSG.categoryInvalid, path: ['categories'] });
    }
  });
export type TContractPictureUpdate = z.input<typeof ZContractPictureUpdate>;

export const contractEndpoints = {
  contractSaleAdd: endpoint({
    method: 'POST',
    path: '/contract/v2/contractSaleAdd',
    auth: 'member',
    permission: CONTRACT_PERMISSION.saleAdd,
    idempotent: true,
    summary: 'Add a sale contract (page contract/sell-operation); starts 待办理; the number is unique in the company',
    body: ZContractSaleAdd,
    response: ZEnvelope(ZContractSaved),
  }),
  contractSaleEdit: endpoint({
    method: 'POST',
    path: '/contract/v2/contractSaleEdit',
    auth: 'member',
    permission: CONTRACT_PERMISSION.saleEdit,
    summary:
      'Edit a sale contract at the version it was read (changed meanwhile: 409); a closed one (完成, 作废) only by a manager; the record lists what changed',
    body: ZContractSaleEdit,
    response: ZEnvelope(ZContractSaved),
  }),
  contractSalePosts: endpoint({
    method: 'POST',
    path: '/contract/v2/contractSalePosts',
    auth: 'member',
    summary: "Sale contracts within the caller's contract data scope, 15 a page (keyset cursor); phones masked",
    body: z.object(listFilters(CONTRACT_TYPE.sale)),
    response: ZCursorListEnvelope(ZContractRow),
  }),
  contractSaleDetail: endpoint({
    method: 'GET',
    path: '/contract/v2/contractSaleDetail',
    auth: 'member',
    summary: 'One sale contract with every field, names, state colour and the allowed actions (pages detail, edit)',
    query: ZByContract,
    response: ZEnvelope(ZContractSaleDetail),
  }),
  contractSaleDelete: endpoint({
    method: 'POST',
    path: '/contract/v2/contractSaleDelete',
    auth: 'member',
    permission: CONTRACT_PERMISSION.saleDelete,
    summary:
      'Delete a sale contract with its pictures (确定要删除该项吗); oaParam {oaItemId, oaReamrk} is recorded; held by an approval flow: 已提交审批 {approvalId}',
    body: ZDelete,
    response: ZEnvelope(ZContractHeld),
  }),
  contractSaleState: endpoint({
    method: 'POST',
    path: '/contract/v2/contractSaleState',
    auth: 'member',
    summary:
      'Change the state (page contract/update-status): needs the target state’s item 61–67; leaving 完成/作废 only by a manager; recorded',
    body: ZStateChange(CONTRACT_TYPE.sale),
    response: ZEnvelope(ZContractStateSaved),
  }),
  contractRentAdd: endpoint({
    method: 'POST',
    path: '/contract/v2/contractRentAdd',
    auth: 'member',
    permission: CONTRACT_PERMISSION.rentAdd,
    idempotent: true,
    summary: 'Add a rent contract (page contract/rent-operation); starts 正常; the number is unique in the company',
    body: ZContractRentAdd,
    response: ZEnvelope(ZContractSaved),
  }),
  contractRentEdit: endpoint({
    method: 'POST',
    path: '/contract/v2/contractRentEdit',
    auth: 'member',
    permission: CONTRACT_PERMISSION.rentEdit,
    summary:
      'Edit a rent contract at the version it was read (changed meanwhile: 409); a closed one (完成, 作废) only by a manager; the record lists what changed',
    body: ZContractRentEdit,
    response: ZEnvelope(ZContractSaved),
  }),
  contractRentPosts: endpoint({
    method: 'POST',
    path: '/contract/v2/contractRentPosts',
    auth: 'member',
    summary: "Rent contracts within the caller's contract data scope, 15 a page (keyset cursor); phones masked",
    body: z.object(listFilters(CONTRACT_TYPE.rent)),
    response: ZCursorListEnvelope(ZContractRow),
  }),
  contractRentDetail: endpoint({
    method: 'GET',
    path: '/contract/v2/contractRentDetail',
    auth: 'member',
    summary: 'One rent contract with every field, names, state colour and the allowed actions (pages detail, edit)',
    query: ZByContract,
    response: ZEnvelope(ZContractRentDetail),
  }),
  contractRentDelete: endpoint({
    method: 'POST',
    path: '/contract/v2/contractRentDelete',
    auth: 'member',
    permission: CONTRACT_PERMISSION.rentDelete,
    summary:
      'Delete a rent contract with its pictures (确定要删除该项吗); oaParam {oaItemId, oaReamrk} is recorded; held by an approval flow: 已提交审批 {approvalId}',
    body: ZDelete,
    response: ZEnvelope(ZContractHeld),
  }),
  contractRentState: endpoint({
    method: 'POST',
    path: '/contract/v2/contractRentState',
    auth: 'member',
    summary:
      'Change the state (page contract/update-status): needs the target state’s item 68–71; leaving 完成/作废 only by a manager; recorded',
    body: ZStateChange(CONTRACT_TYPE.rent),
    response: ZEnvelope(ZContractStateSaved),
  }),
  contractPictureV2: endpoint({
    method: 'GET',
    path: '/contract/v2/contractPictureV2',
    auth: 'member',
    summary:
      'Pictures of a contract grouped by category (every category, empty ones too), in CONTRACT_PICTURE_CATEGORIES order',
    query: z.object({ contractId: ZId, contractType: ZContractType }),
    response: ZEnvelope(z.array(ZContractPictureCategory)),
  }),
  contractPictureUpload: endpoint({
    method: 'POST',
    path: '/contract/v2/contractPictureUpload',
    auth: 'member',
    bodyType: 'multipart',
    summary: '(designed) Upload a contract picture (JPEG, PNG or WebP, at most 5 MB; field "file"); answers its link',
    response: ZEnvelope(z.object({ url: z.string() })),
  }),
  contractPictureUpdate: endpoint({
    method: 'POST',
    path: '/contract/v2/contractPictureUpdate',
    auth: 'member',
    summary:
      "Replace the pictures of the categories sent (page contract/picture) in one transaction; needs the type's edit item (52 / 55); answers the new grouping",
    body: ZContractPictureUpdate,
    response: ZEnvelope(z.array(ZContractPictureCategory)),
  }),
} as const;
