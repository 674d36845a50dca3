import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZText } from './common/fields.ts';
import { OA_LIMITS, ZGroupId, ZGroupName, ZOaAppType } from './oa-fields.ts';
import {
  OA_PERMISSION,
  ZAppOaApproval,
  ZByFlow,
  ZByRecord,
  ZOaApp,
  ZOaFlowCreate,
  ZOaFlowDetail,
  ZOaFlowEdit,
  ZOaFlowGroup,
  ZOaGroup,
  ZOaInt,
  ZOaItemCover,
  ZOaRecordDetail,
  ZOaRecordListQuery,
  ZOaRecordRow,
} from './oa-views.ts';

/**
 * Approvals (seed 001 §3 "OA approval", "Approval group", §4, §5, §6, §7 "Approvals (/oa)"):
 * setting up flows (groups, flows covering approval items) needs 审批流程设置 (app 88 item 11);
 * the records addressed to a user (sponsor, approver, copied) are open to that user. The design is
 * in docs/approvals.md; codes and messages in oa-fields.ts; the shapes in oa-views.ts.
 */
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
    body: z.object({ groupId: ZId, sort: ZOaInt.min(0, MSG.invalidParams).max(100_000, MSG.invalidParams) }),
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
    body: z.object({ appType: ZOaAppType, oaApprovalId: ZOaInt.min(0, MSG.invalidParams).default(0) }),
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
    body: z.object({ oaApprovalId: ZId, state: ZOaInt.min(0, MSG.invalidParams).max(1, MSG.invalidParams) }),
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
      status: ZOaInt,
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
