import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { flowFields, OA_RECORD_TAB } from './oa-fields.ts';
import { MANAGER_ITEM } from './permissions.ts';

/**
 * The shapes of the approval calls (oa.contract.ts): the permission, what the calls take and answer
 * (groups, flows, records). Codes, limits and messages are in oa-fields.ts.
 */
export const OA_PERMISSION = {
  approvals: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.approvals },
} as const satisfies Record<string, TPermissionRef>;

export const ZOaInt = numeric({ error: MSG.invalidParams }).int(MSG.invalidParams).max(Number.MAX_SAFE_INTEGER);

export const ZOaGroup = z.object({
  groupId: z.number(),
  groupName: z.string(),
  sort: z.number(),
  /** Flows in the group. */
  count: z.number(),
  /** false for the default group 0. */
  deletable: z.boolean(),
});
export type TOaGroup = z.output<typeof ZOaGroup>;

export const ZOaItem = z.object({
  oaItemId: z.number(),
  name: z.string(),
});

export const ZOaApp = z.object({
  appType: z.number(),
  appName: z.string(),
  items: z.array(ZOaItem),
});

/** oaItems: an item of the app type and the enabled flow that covers it (0 / '' none). */
export const ZOaItemCover = ZOaItem.extend({
  oaApprovalId: z.number(),
  approvalName: z.string(),
  /** Covered by an enabled flow other than the one being edited. */
  taken: z.boolean(),
});

const ZUserRef = z.object({ userId: z.number(), userName: z.string() });

export const ZOaFlowRow = z.object({
  oaApprovalId: z.number(),
  approvalName: z.string(),
  icon: z.number(),
  groupId: z.number(),
  appType: z.number(),
  appItemType: z.number(),
  /** 1 enabled, 0 disabled. */
  state: z.number(),
  oaItemIdSelected: z.array(z.number()),
  /** Item names joined for the list line. */
  itemNames: z.string(),
  /** 1 at creation, +1 on every edit; a request keeps the version it started with. */
  version: z.number(),
  updatedAt: ZTime,
});
export type TOaFlowRow = z.output<typeof ZOaFlowRow>;

export const ZOaFlowGroup = z.object({
  groupId: z.number(),
  groupName: z.string(),
  sort: z.number(),
  list: z.array(ZOaFlowRow),
});

export const ZOaFlowDetail = ZOaFlowRow.extend({
  sendCopy: z.array(z.number()),
  sendCopyUsers: z.array(ZUserRef),
  sponsor: z.object({ range: z.number(), deptIds: z.array(z.number()), roleIds: z.array(z.number()) }),
  /** A step without approvers: 1 to the manager, 2 passes, 3 rejects (OA_EMPTY_APPROVER). */
  emptyApprover: z.number(),
  approverList: z.array(
    z.object({
      approvalType: z.number(),
      userIds: z.array(z.number()),
      role: z.object({ roleIds: z.array(z.number()) }),
      range: z.number(),
      selectDepartment: z.array(z.number()),
      /** 1 或签, 2 会签. */
      signMode: z.number(),
      /** Names of the users of a type-1 step. */
      users: z.array(ZUserRef),
    }),
  ),
});
export type TOaFlowDetail = z.output<typeof ZOaFlowDetail>;

/** getAppOaApproval: whether the caller's action on the item goes through a flow (提交审批 instead of 确定). */
export const ZAppOaApproval = z.object({
  needApproval: z.boolean(),
  oaApprovalId: z.number(),
  approvalName: z.string(),
});

const ZUserAct = z.object({
  userId: z.number(),
  userName: z.string(),
  /** 0 waiting, 1 passed, 2 rejected. */
  status: z.number(),
  remark: z.string(),
  /** When they acted, '' while waiting. */
  at: ZTime,
});

export const ZOaRecordRow = z.object({
  approvalId: z.number(),
  oaApprovalId: z.number(),
  approvalName: z.string(),
  icon: z.number(),
  appType: z.number(),
  appItemId: z.number(),
  itemName: z.string(),
  /** The business record: e.g. a contract id with targetType = contract type (1 sale, 2 rent). */
  targetId: z.number(),
  targetType: z.number(),
  /** The held action in words, e.g. 删除出售房源 阳光花园 3-502 or 买卖合同 HT001 变更为 作废. */
  targetTitle: z.string(),
  sponsorId: z.number(),
  sponsorName: z.string(),
  /** 0 审批中, 1 已通过, 2 已驳回, 3 已撤回, 4 无法执行. */
  status: z.number(),
  statusName: z.string(),
  /** Index (0-based) of the step waiting; equals the step count once passed. */
  currentStep: z.number(),
  createdAt: ZTime,
  updatedAt: ZTime,
});
export type TOaRecordRow = z.output<typeof ZOaRecordRow>;

export const ZOaRecordDetail = ZOaRecordRow.extend({
  /** The action asked for, e.g. {state} of a contract state change, {} of a delete. */
  payload: z.record(z.string(), z.unknown()),
  /** The sponsor's remark (oaReamrk). */
  remark: z.string(),
  /** Why the action could not run (status 4), else ''. */
  result: z.string(),
  steps: z.array(
    z.object({
      step: z.number(),
      /** 1 或签, 2 会签. */
      signMode: z.number(),
      /** 0 waiting / not reached, 1 passed, 2 rejected. */
      status: z.number(),
      /** The approvers resolved when the record was created, each with their action. */
      approvers: z.array(ZUserAct),
      /** 0, or why the step was skipped (OA_STEP_SKIP: 1 the sponsor's own step, 2 already approved). */
      skipped: z.number(),
      /** A skipped step in words: 发起人本人，已跳过，转由张伟审批; '' otherwise. */
      note: z.string(),
    }),
  ),
  sendCopyUsers: z.array(ZUserRef),
  /** The flow's version the request started with (later edits make new versions, not this one's steps). */
  flowVersion: z.number(),
  /** The caller may hand a waiting approver's turn to someone else (an approvals manager, pending). */
  canTransfer: z.boolean(),
  /** The caller is a waiting approver of the waiting step (show 驳回 / 通过). */
  canAct: z.boolean(),
  /** The caller is the sponsor and the record is pending (show 撤回). */
  canWithdraw: z.boolean(),
  /** When it ended (passed, rejected, withdrawn, could not run), '' while pending. */
  finishedAt: ZTime,
});
export type TOaRecordDetail = z.output<typeof ZOaRecordDetail>;

export const ZByFlow = z.object({ oaApprovalId: ZId });
export const ZByRecord = z.object({ approvalId: ZId });

export const ZOaFlowCreate = z.object(flowFields);
export type TOaFlowCreate = z.input<typeof ZOaFlowCreate>;
export const ZOaFlowEdit = z.object({ oaApprovalId: ZId, ...flowFields });
export type TOaFlowEdit = z.input<typeof ZOaFlowEdit>;

export const ZOaRecordListQuery = z.object({
  /** 1 待我审批, 2 我已审批, 3 我发起的, 4 抄送我的. */
  type: ZOaInt.min(OA_RECORD_TAB.waiting, MSG.invalidParams)
    .max(OA_RECORD_TAB.copied, MSG.invalidParams)
    .default(OA_RECORD_TAB.waiting),
  /** -1 any, else APPROVAL_STATUS. */
  status: ZOaInt.min(-1, MSG.invalidParams).max(4, MSG.invalidParams).default(-1),
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.organisation),
});
