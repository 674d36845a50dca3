import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { catalogueItem } from './permissions.ts';

/**
 * Codes, limits and field schemas of the approval workflow (seed 001 §3 "OA approval", "Approval
 * group", §4, §5, §6). The design is described in docs/approvals.md.
 */

/** The default group: implicit in every company, named 默认分组, never stored and never deleted. */
export const OA_DEFAULT_GROUP_ID = 0;
export const OA_DEFAULT_GROUP_NAME = '默认分组';

export const OA_LIMITS = {
  groupNameLength: 20,
  approvalNameLength: 20,
  /** Approval form icons: 36 choices (seed 001 §9), numbered 1–36. */
  icons: 36,
  steps: 10,
  usersPerStep: 50,
  rolesPerStep: 50,
  departments: 100,
  sendCopy: 50,
  remarkLength: 200,
} as const;

export const OA_MSG = {
  groupNameRequired: '请输入分组名称',
  defaultGroupFixed: '默认分组不能删除',
  approvalNameRequired: '请输入审批名称',
  iconInvalid: '请选择图标',
  itemsRequired: '请选择审批事项',
  itemInvalid: '审批事项不存在',
  itemTaken: '所选审批事项已被其他已启用的审批流程使用',
  approverRequired: '请添加审批人',
  approverUsersRequired: '请选择审批人员',
  approverRolesRequired: '请选择审批角色',
  departmentsRequired: '请选择部门',
  submitted: '已提交审批',
  contractPending: '该合同已有待审批的申请',
  notApprover: '您不是当前审批人，无法处理该审批',
  recordClosed: '该审批已处理，请刷新后重试',
  usersInvalid: '所选人员不存在或已离职',
  departmentsInvalid: '所选部门不存在',
  rolesInvalid: '所选角色不存在',
  groupInvalid: '所选分组不存在',
  noApprover: '审批流程找不到审批人，请联系管理员检查审批设置',
  notSponsor: '只有发起人可以撤回该审批',
  withdrawn: '已撤回',
  passConfirm: '是否确定通过当前审批记录？',
  rejectConfirm: '是否确定驳回当前审批记录？',
  listingPending: '该房源已有待审批的申请',
  emptyRejected: '审批人为空，已自动驳回',
  transferred: '已转交',
  transferSame: '请选择其他审批人',
  transferNotWaiting: '该审批人不在当前待审批步骤中',
  sponsorLeft: '发起人已离职',
  selfApprove: '不能审批自己发起的申请',
  actedBefore: '您已审批过该申请，不能重复审批',
  transferIneligible: '不能转交给申请人或已审批过的人',
  sponsorOnly: '审批流程中没有发起人本人以外的审批人，无法提交，请联系管理员调整审批设置',
  /** The flow form's hint: the rule of docs/approvals.md "The sponsor never approves". */
  selfRuleHint:
    '发起人不能审批自己的申请：审批人是发起人本人的步骤自动跳过，转由下一步审批人审批；最后一步是发起人本人时转由管理员审批（管理员本人发起的，转由其他管理员）；找不到其他审批人时不能提交。同一人不重复审批：已审批过的人在后面的步骤自动跳过。',
} as const;

/**
 * Why a step of a request was skipped: 1 its only approver was the sponsor (at submission), 2 everyone
 * of it had already decided an earlier step (when it started). 0: not skipped.
 */
export const OA_STEP_SKIP = { none: 0, sponsor: 1, repeat: 2 } as const;

/** The detail's words for a skipped step; `takenBy` names who decides instead (the next step's approvers). */
export function skippedStepNote(skip: number, takenBy: string[]): string {
  if (skip === OA_STEP_SKIP.repeat) return '审批人已审批过，已跳过';
  return takenBy.length > 0 ? `发起人本人，已跳过，转由${takenBy.join('、')}审批` : '发起人本人，已跳过';
}

/**
 * What happens to a step without approvers (everyone named left, an empty range, no leader) — at
 * submission and when a step starts: 1 goes to the company manager (default), 2 the step passes,
 * 3 the request is rejected.
 */
export const OA_EMPTY_APPROVER = { manager: 1, pass: 2, reject: 3 } as const;
export const OA_EMPTY_APPROVER_NAMES: Record<number, string> = { 1: '转交管理员', 2: '自动通过', 3: '自动驳回' };

/** Record status (seed 001 §4): approvalBtn status 2 rejects, any other value passes. */
export const APPROVAL_STATUS = { pending: 0, passed: 1, rejected: 2, withdrawn: 3, failed: 4 } as const;
export const APPROVAL_STATUS_NAMES: Record<number, string> = {
  0: '审批中',
  1: '已通过',
  2: '已驳回',
  3: '已撤回',
  4: '无法执行',
};

/** A step's sign mode: 1 or-sign (any one approver decides), 2 all-sign (every approver must pass). */
export const SIGN_MODE = { any: 1, all: 2 } as const;
export const SIGN_MODE_NAMES: Record<number, string> = { 1: '或签', 2: '会签' };

/** Who approves a step: 1 named users, 2 holders of roles within a range, 3 the sponsor's department head. */
export const APPROVER_TYPE = { users: 1, role: 2, deptHead: 3 } as const;

/** Range of a role step (seed 001 §6), relative to the sponsor's department. */
export const APPROVER_RANGE = { company: 1, deptAndBelow: 2, deptOnly: 3, selected: 4 } as const;
export const APPROVER_RANGE_NAMES: Record<number, string> = {
  1: '全公司',
  2: '所在部门及以下部门',
  3: '仅所在部门',
  4: '指定部门',
};

/** Who may start a flow (seed 001 §6). */
export const SPONSOR_RANGE = { company: 1, departments: 2 } as const;
export const SPONSOR_RANGE_NAMES: Record<number, string> = { 1: '全公司', 2: '指定部门' };

/** companyOaApprovalList tabs. */
export const OA_RECORD_TAB = { waiting: 1, handled: 2, mine: 3, copied: 4 } as const;
export const OA_RECORD_TAB_NAMES: Record<number, string> = {
  1: '待我审批',
  2: '我已审批',
  3: '我发起的',
  4: '抄送我的',
};

/**
 * Items that can have a flow, by app type (seed 000 §7 end, seed 001 §4): listing delete sale 3 /
 * rent 9, entrustment 32 / 37, key 34 / 39; contract delete 53 / 56 and contract states 61–67 / 68–71.
 */
export const OA_APP_ITEMS: Record<number, readonly number[]> = {
  [APP_TYPE.house]: [3, 9, 32, 37, 34, 39],
  [APP_TYPE.contract]: [53, 56, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71],
  // 电子签约: 发起签约 (the parties are invited once it passes), 删除合同 (a contract nobody signed),
  // 合同用章 (the keeper applies the seal); sign-oa-actions.ts, sign-submit-held.ts.
  [APP_TYPE.sign]: [1, 3, 6],
};
export const OA_APP_TYPES = [APP_TYPE.house, APP_TYPE.contract, APP_TYPE.sign] as const;

/**
 * Items whose business call really submits to a flow instead of running (getAppOaApproval's
 * needApproval), per app type: a flow guards an app + item, and only a wired item is held. Every item
 * of OA_APP_ITEMS is wired today (listings: housingToRecycle, teamEntrustment, teamKey; contracts:
 * the state changes and deletes); an item added to OA_APP_ITEMS before its call is wired stays out.
 */
export const OA_WIRED_ITEMS: Record<number, readonly number[]> = {
  [APP_TYPE.house]: [3, 9, 32, 37, 34, 39],
  [APP_TYPE.contract]: [53, 56, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71],
  [APP_TYPE.sign]: [1, 3, 6],
};

/**
 * Approval items that are not permissions (no call is guarded by them, so they stay out of the role
 * catalogue): 电子签约 6 合同用章 — any keeper applies their seal; a flow only holds the use.
 */
const OA_ONLY_ITEM_NAMES: Record<number, Record<number, string>> = { [APP_TYPE.sign]: { 6: '合同用章' } };

/** Whether a flow covering the item really holds its business call. */
export function isOaWired(appType: number, itemId: number): boolean {
  return OA_WIRED_ITEMS[appType]?.includes(itemId) ?? false;
}

/** The catalogue name of an approval item ('' when unknown). */
export function oaItemName(appType: number, itemId: number): string {
  return catalogueItem(appType, itemId)?.name ?? OA_ONLY_ITEM_NAMES[appType]?.[itemId] ?? '';
}

export function isOaItem(appType: number, itemId: number): boolean {
  return OA_APP_ITEMS[appType]?.includes(itemId) ?? false;
}

const int = (msg: string = MSG.invalidParams) => numeric({ error: msg }).int(msg).max(Number.MAX_SAFE_INTEGER, msg);

export const ZOaAppType = int().refine((v) => (OA_APP_TYPES as readonly number[]).includes(v), MSG.invalidParams);
export const ZGroupId = int().min(0, MSG.invalidParams);
export const ZGroupName = ZText(OA_LIMITS.groupNameLength, OA_MSG.groupNameRequired);
export const ZApprovalName = ZText(OA_LIMITS.approvalNameLength, OA_MSG.approvalNameRequired);
export const ZIcon = int(OA_MSG.iconInvalid).min(1, OA_MSG.iconInvalid).max(OA_LIMITS.icons, OA_MSG.iconInvalid);
const ZIdList = (max: number, msg: string = MSG.invalidParams) =>
  z
    .array(int().positive(MSG.invalidParams), { error: msg })
    .max(max, MSG.invalidParams)
    .transform((ids) => [...new Set(ids)]);

/** Sponsor scope: range 1 全公司 or 2 指定部门 (deptIds, below included); roleIds narrows to role holders ([] any). */
export const ZSponsor = z
  .object({
    range: int().refine((v) => v === SPONSOR_RANGE.company || v === SPONSOR_RANGE.departments, MSG.invalidParams),
    deptIds: ZIdList(OA_LIMITS.departments).default([]),
    roleIds: ZIdList(OA_LIMITS.rolesPerStep).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.range === SPONSOR_RANGE.departments && v.deptIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: OA_MSG.departmentsRequired, path: ['deptIds'] });
    }
  });
export type TSponsor = z.output<typeof ZSponsor>;

/**
 * One approver step, in order. approvalType 1: userIds; 2: holders of role.roleIds within range
 * (4 指定部门: selectDepartment, below included); 3: the sponsor's department head (the staff of
 * the sponsor's department holding a manager flag; up the tree when none). signMode 1: any one
 * approver of a step passes or rejects it; 2: every approver must pass (any one rejects).
 */
export const ZApproverStep = z
  .object({
    approvalType: int().refine(
      (v) => v === APPROVER_TYPE.users || v === APPROVER_TYPE.role || v === APPROVER_TYPE.deptHead,
      MSG.invalidParams,
    ),
    userIds: ZIdList(OA_LIMITS.usersPerStep).default([]),
    role: z.object({ roleIds: ZIdList(OA_LIMITS.rolesPerStep).default([]) }).default({ roleIds: [] }),
    range: int().min(1, MSG.invalidParams).max(4, MSG.invalidParams).default(APPROVER_RANGE.company),
    selectDepartment: ZIdList(OA_LIMITS.departments).default([]),
    /** 1 或签 (any one approver decides), 2 会签 (every approver passes; any one rejects). */
    signMode: int().min(SIGN_MODE.any, MSG.invalidParams).max(SIGN_MODE.all, MSG.invalidParams).default(SIGN_MODE.any),
  })
  .superRefine((v, ctx) => {
    if (v.approvalType === APPROVER_TYPE.users && v.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: OA_MSG.approverUsersRequired, path: ['userIds'] });
    }
    if (v.approvalType === APPROVER_TYPE.role) {
      if (v.role.roleIds.length === 0) {
        ctx.addIssue({ code: 'custom', message: OA_MSG.approverRolesRequired, path: ['role'] });
      }
      if (v.range === APPROVER_RANGE.selected && v.selectDepartment.length === 0) {
        ctx.addIssue({ code: 'custom', message: OA_MSG.departmentsRequired, path: ['selectDepartment'] });
      }
    }
  });
export type TApproverStep = z.output<typeof ZApproverStep>;

/** The editable fields of a flow (oaApprovalCreate / oaApprovalEdit). */
export const flowFields = {
  approvalName: ZApprovalName,
  icon: ZIcon,
  groupId: ZGroupId.default(OA_DEFAULT_GROUP_ID),
  appType: ZOaAppType,
  /** (designed) Sub-kind within the app: 0 any, 1 sale, 2 rent; informational for the editor. */
  appItemType: int().min(0, MSG.invalidParams).max(2, MSG.invalidParams).default(0),
  /** Users copied on the result (抄送). */
  sendCopy: ZIdList(OA_LIMITS.sendCopy).default([]),
  /** Items this flow covers (of appType); an item belongs to at most one enabled flow. */
  oaItemIdSelected: z
    .array(int(OA_MSG.itemsRequired).positive(OA_MSG.itemsRequired), { error: OA_MSG.itemsRequired })
    .min(1, OA_MSG.itemsRequired)
    .max(20, MSG.invalidParams)
    .transform((ids) => [...new Set(ids)]),
  sponsor: ZSponsor,
  /** A step without approvers: OA_EMPTY_APPROVER (1 to the manager, 2 passes, 3 rejects). */
  emptyApprover: int()
    .min(OA_EMPTY_APPROVER.manager, MSG.invalidParams)
    .max(OA_EMPTY_APPROVER.reject, MSG.invalidParams)
    .default(OA_EMPTY_APPROVER.manager),
  approverList: z
    .array(ZApproverStep, { error: OA_MSG.approverRequired })
    .min(1, OA_MSG.approverRequired)
    .max(OA_LIMITS.steps, MSG.invalidParams),
};
