import { APP_TYPE } from '@awb/contract/common/apps';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_NAMES,
  OA_RECORD_TAB,
  OA_RECORD_TAB_NAMES,
  SIGN_MODE_NAMES,
} from '@awb/contract/oa-fields';
import { withQuery } from '../../platform/nav.ts';

/** The record list tabs (approve-record) and the handling of one record (approve-detail). */

/** The page of one approval request (a held action's 查看审批). */
export const APPROVAL_DETAIL_PAGE = 'pages/user/oa/approve-detail';
export const RECORD_PAGE_SIZE = 15;

export const RECORD_TABS = Object.values(OA_RECORD_TAB).map((key) => ({ key, title: OA_RECORD_TAB_NAMES[key]! }));

/** The tab of a `?tab=` value; anything else opens 待我审批. */
export function parseRecordTab(value: string | null | undefined): number {
  const n = Number(value);
  return RECORD_TABS.some((t) => t.key === n) ? n : OA_RECORD_TAB.waiting;
}

/** approvalBtn status (seed 001 §4): 2 rejects, any other value passes; the page sends 1 or 2. */
export const APPROVE_ACTION = { pass: APPROVAL_STATUS.passed, reject: APPROVAL_STATUS.rejected } as const;
export type TApproveAction = (typeof APPROVE_ACTION)[keyof typeof APPROVE_ACTION];

/** Seed 001 §5: 是否确定驳回/通过当前审批记录？ — one wording per button. */
export function approveConfirmText(status: TApproveAction): string {
  return status === APPROVE_ACTION.reject ? '是否确定驳回当前审批记录？' : '是否确定通过当前审批记录？';
}

const STATUS_COLORS: Record<number, string> = { 0: '#FA8C16', 1: '#52C41A', 2: '#F5222D', 3: '#8C8C8C', 4: '#F5222D' };

/** A record or step status as shown (0 审批中, 1 已通过, 2 已驳回, 3 已撤回, 4 无法执行). */
export function recordStatus(status: number): { label: string; color: string } {
  return { label: APPROVAL_STATUS_NAMES[status] ?? '未知', color: STATUS_COLORS[status] ?? '#8C8C8C' };
}

/** The antd Steps status of a step: done, rejected, the waiting one, or not reached. */
export function stepState(
  step: { status: number },
  index: number,
  currentStep: number,
): 'finish' | 'error' | 'process' | 'wait' {
  if (step.status === APPROVAL_STATUS.passed) return 'finish';
  if (step.status === APPROVAL_STATUS.rejected) return 'error';
  return index === currentStep ? 'process' : 'wait';
}

/** What a step reads when its record never got to it (a later step, or the rest after a reject or withdraw). */
export const STEP_NOT_STARTED = '未开始';

/**
 * The word after 第N步: 已跳过, the step's own result, 审批中 only for the step the pending record waits
 * on; a step the record has not reached (or never will) is 未开始.
 */
export function stepLabel(
  step: { status: number; skipped: number },
  index: number,
  record: { status: number; currentStep: number },
): string {
  if (step.skipped) return '已跳过';
  if (step.status !== APPROVAL_STATUS.pending) return recordStatus(step.status).label;
  if (index !== record.currentStep) return STEP_NOT_STARTED;
  return recordStatus(record.status).label;
}

/**
 * The business row a record holds, as a page to open from its detail: the listing (房源详情) or the
 * contract (合同详情, a contract record or a signing contract). targetType is the listing's or the
 * contract's type (1 sale, 2 rent); a signing contract has none.
 */
export function subjectLink(record: {
  appType: number;
  targetId: number;
  targetType: number;
}): { label: string; url: string } | undefined {
  if (record.targetId <= 0) return undefined;
  const id = record.targetId;
  switch (record.appType) {
    case APP_TYPE.house:
      return { label: '房源详情', url: withQuery('pages/house/detail', { id, type: record.targetType }) };
    case APP_TYPE.contract:
      return { label: '合同详情', url: withQuery('pages/contract/detail', { id, type: record.targetType }) };
    case APP_TYPE.sign:
      return { label: '合同详情', url: withQuery('pages/sign/detail', { contractId: id }) };
    default:
      return undefined;
  }
}

/** 或签 / 会签 of a step. */
export function signModeName(signMode: number): string {
  return SIGN_MODE_NAMES[signMode] ?? SIGN_MODE_NAMES[1]!;
}
