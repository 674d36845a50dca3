import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize, ZText } from './common/fields.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { flowFields, OA_LIMITS, OA_RECORD_TAB, ZGroupId, ZGroupName, ZOaAppType } from './oa-fields.ts';
import { MANAGER_ITEM } from './permissions.ts';

/**
 * Approvals (seed 001 §3 "OA approval", "Approval group", §4, §5, §6, §7 "Approvals (/oa)"):
 * setting up flows (groups, flows covering approval items) needs 审批流程设置 (app 88 item 11);
 * the records addressed to a user (sponsor, approver, copied) are open to that user. The design is
 * in docs/approvals.md; codes and messages in oa-fields.ts.
 */
export const OA_PERMISSION = {
  approvals: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.approvals },
} as const satisfies Record<string, TPermissionRef>;

const int = z.coerce.number({ error: MSG.invalidParams }).int(MSG.invalidParams).max(Number.MAX_SAFE_INTEGER);

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

const ZByFlow = z.object({ oaApprovalId: ZId });
const ZByRecord = z.object({ approvalId: ZId });

export const ZOaFlowCreate = z.object(flowFields);
export type TOaFlowCreate = z.input<typeof ZOaFlowCreate>;
export const ZOaFlowEdit = z.object({ oaApprovalId: ZId, ...flowFields });
export type TOaFlowEdit = z.input<typeof ZOaFlowEdit>;

export const ZOaRecordListQuery = z.object({
  /** 1 待我审批, 2 我已审批, 3 我发起的, 4 抄送我的. */
  type: int
    .min(OA_RECORD_TAB.waiting, MSG.invalidParams)
    .max(OA_RECORD_TAB.copied, MSG.invalidParams)
    .default(OA_RECORD_TAB.waiting),
  /** -1 any, else APPROVAL_STATUS. */
  status: int.min(-1, MSG.invalidParams).max(4, MSG.invalidParams).default(-1),
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.organisation),
});

export const oaEndpoints = {
  groupList: endpoint({
    method: 'GET',
    path: '/oa/groupList',
    auth: 'member',
    summary: 'Approval groups by sort, the default group 0 (默认分组) first; with their flow counts',
    response: ZEnvelope(z.array(ZOaGroup)),
  }),
  groupCreate: endpoint({
    method: 'POST',
    path: '/oa/groupCreate',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    idempotent: true,
    summary: 'Add a group (请输入分组名称), placed last',
    body: z.object({ groupName: ZGroupName }),
    response: ZEnvelope(ZOaGroup),
  }),
  groupEdit: endpoint({
    method: 'POST',
    path: '/oa/groupEdit',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Rename a group (not the default group 0)',
    body: z.object({ groupId: ZId, groupName: ZGroupName }),
    response: ZEnvelope(ZOaGroup),
  }),
  groupDel: endpoint({
    method: 'GET',
    path: '/oa/groupDel',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Delete a group; its flows move to the default group; group 0: 默认分组不能删除',
    query: z.object({ groupId: ZGroupId }),
    response: ZEnvelope(ZEmpty),
  }),
  groupSort: endpoint({
    method: 'POST',
    path: '/oa/groupSort',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Set the sort number of a group (ascending; ties by id)',
    body: z.object({ groupId: ZId, sort: int.min(0, MSG.invalidParams).max(100_000, MSG.invalidParams) }),
    response: ZEnvelope(ZEmpty),
  }),
  oaApps: endpoint({
    method: 'GET',
    path: '/oa/oaApps',
    auth: 'member',
    summary:
      'Apps whose items can have a flow, with the items (listing 1: 3, 9, 32, 37, 34, 39; contract 5: 53, 56, 61–71)',
    response: ZEnvelope(z.array(ZOaApp)),
  }),
  oaItems: endpoint({
    method: 'POST',
    path: '/oa/oaItems',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Items of an app type with the enabled flow covering each (taken: by a flow other than oaApprovalId)',
    body: z.object({ appType: ZOaAppType, oaApprovalId: int.min(0, MSG.invalidParams).default(0) }),
    response: ZEnvelope(z.array(ZOaItemCover)),
  }),
  oaApprovalList: endpoint({
    method: 'GET',
    path: '/oa/oaApprovalList',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Flows grouped by group (groups by sort, default first; empty groups too)',
    response: ZEnvelope(z.array(ZOaFlowGroup)),
  }),
  oaApprovalDetail: endpoint({
    method: 'GET',
    path: '/oa/oaApprovalDetail',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'One flow with sponsor scope, approver steps and copied users (page approve-setting)',
    query: ZByFlow,
    response: ZEnvelope(ZOaFlowDetail),
  }),
  oaApprovalCreate: endpoint({
    method: 'POST',
    path: '/oa/oaApprovalCreate',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    idempotent: true,
    summary: 'Add a flow, enabled; an item already covered by another enabled flow: 400 itemTaken',
    body: ZOaFlowCreate,
    response: ZEnvelope(ZOaFlowDetail),
  }),
  oaApprovalEdit: endpoint({
    method: 'POST',
    path: '/oa/oaApprovalEdit',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Replace a flow wholly; records already started keep the steps they were created with',
    body: ZOaFlowEdit,
    response: ZEnvelope(ZOaFlowDetail),
  }),
  oaApprovalEnableSwitch: endpoint({
    method: 'POST',
    path: '/oa/oaApprovalEnableSwitch',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Enable (state 1) or disable (0) a flow; enabling checks its items are not taken',
    body: z.object({ oaApprovalId: ZId, state: int.min(0, MSG.invalidParams).max(1, MSG.invalidParams) }),
    response: ZEnvelope(ZEmpty),
  }),
  oaApprovalDel: endpoint({
    method: 'GET',
    path: '/oa/oaApprovalDel',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary: 'Delete a flow; pending records it started keep going with their own steps',
    query: ZByFlow,
    response: ZEnvelope(ZEmpty),
  }),
  getAppOaApproval: endpoint({
    method: 'GET',
    path: '/oa/getAppOaApproval',
    auth: 'member',
    summary: 'Whether an enabled flow covers the item for the caller (the page says 提交审批 instead of 确定)',
    query: z.object({ appType: ZOaAppType, appItemId: ZId }),
    response: ZEnvelope(ZAppOaApproval),
  }),
  companyOaApprovalList: endpoint({
    method: 'GET',
    path: '/oa/companyOaApprovalList',
    auth: 'member',
    summary: 'Records of a tab (1 待我审批, 2 我已审批, 3 我发起的, 4 抄送我的), newest first, 15 a page',
    query: ZOaRecordListQuery,
    response: ZListEnvelope(ZOaRecordRow),
  }),
  companyOaApprovalDetail: endpoint({
    method: 'GET',
    path: '/oa/companyOaApprovalDetail',
    auth: 'member',
    summary: 'One record (to its sponsor, approvers, copied users or an approvals manager) with steps and actions',
    query: ZByRecord,
    response: ZEnvelope(ZOaRecordDetail),
  }),
  approvalBtn: endpoint({
    method: 'POST',
    path: '/oa/approvalBtn',
    auth: 'member',
    summary:
      'An approver of the waiting step passes (any status but 2) or rejects (2) the record (是否确定驳回/通过当前审批记录？); the final pass runs the held action in the same transaction',
    body: z.object({
      approvalId: ZId,
      status: int,
      remark: ZText(OA_LIMITS.remarkLength).default(''),
    }),
    response: ZEnvelope(ZOaRecordDetail),
  }),
  approvalWithdraw: endpoint({
    method: 'POST',
    path: '/oa/approvalWithdraw',
    auth: 'member',
    summary: 'The sponsor withdraws a pending record (已撤回); the held action never runs',
    body: ZByRecord,
    response: ZEnvelope(ZOaRecordDetail),
  }),
  approvalTransfer: endpoint({
    method: 'POST',
    path: '/oa/approvalTransfer',
    auth: 'member',
    permission: OA_PERMISSION.approvals,
    summary:
      "An approvals manager hands a waiting approver's turn in the current step to another active user (已转交); guarded like a pass",
    body: z.object({ approvalId: ZId, fromUserId: ZId, toUserId: ZId }),
    response: ZEnvelope(ZOaRecordDetail),
  }),
} as const;
