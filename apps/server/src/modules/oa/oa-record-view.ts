import { formatTime } from '@awb/contract/common/china-time';
import { APPROVAL_STATUS, APPROVAL_STATUS_NAMES, oaItemName } from '@awb/contract/oa-fields';
import type { TOaRecordRow } from '@awb/contract/oa-views';
import type { TRecordDbRow } from './oa-record.repository.ts';

const WAITING = 0;

export function stepStatus(record: TRecordDbRow, step: number): number {
  if (step < record.currentStep) return APPROVAL_STATUS.passed;
  if (step === record.currentStep && record.status === APPROVAL_STATUS.rejected) return APPROVAL_STATUS.rejected;
  return WAITING;
}

export function recordRow(r: TRecordDbRow, names: Map<number, string>): TOaRecordRow {
  return {
    approvalId: r.id,
    oaApprovalId: r.flowId,
    approvalName: r.flowName,
    icon: r.flowIcon,
    appType: r.appType,
    appItemId: r.itemId,
    itemName: oaItemName(r.appType, r.itemId),
    targetId: r.targetId,
    targetType: r.targetType,
    targetTitle: r.title,
    sponsorId: r.sponsorId,
    sponsorName: names.get(r.sponsorId) ?? '',
    status: r.status,
    statusName: APPROVAL_STATUS_NAMES[r.status] ?? '',
    currentStep: r.currentStep,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
  };
}
