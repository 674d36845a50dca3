import { formatTime } from '@awb/contract/common/china-time';
import { APPROVER_TYPE, oaItemName } from '@awb/contract/oa-fields';
import type { TOaFlowRow } from '@awb/contract/oa-views';
import type { TOaFlowDbRow } from './oa.repository.ts';
import type { TFlowInput } from './oa-flow-checks.ts';

/** The stored columns of a flow input: only the parts of a step its type uses are kept. */
export function flowColumns(input: TFlowInput) {
  return {
    groupId: input.groupId,
    name: input.approvalName,
    icon: input.icon,
    appType: input.appType,
    appItemType: input.appItemType,
    sponsor: input.sponsor,
    sendCopy: input.sendCopy,
    emptyApprover: input.emptyApprover,
    approvers: input.approverList.map((s) => ({
      approvalType: s.approvalType,
      userIds: s.approvalType === APPROVER_TYPE.users ? s.userIds : [],
      role: { roleIds: s.approvalType === APPROVER_TYPE.role ? s.role.roleIds : [] },
      range: s.range,
      selectDepartment: s.approvalType === APPROVER_TYPE.role ? s.selectDepartment : [],
      signMode: s.signMode,
    })),
  };
}

/** A flow as listed: its items (sorted) and their names. */
export function flowRow(f: TOaFlowDbRow, items: { flowId: number; itemId: number }[]): TOaFlowRow {
  const ids = items
    .filter((i) => i.flowId === f.id)
    .map((i) => i.itemId)
    .sort((a, b) => a - b);
  return {
    oaApprovalId: f.id,
    approvalName: f.name,
    icon: f.icon,
    groupId: f.groupId,
    appType: f.appType,
    appItemType: f.appItemType,
    state: f.state,
    oaItemIdSelected: ids,
    itemNames: ids.map((id) => oaItemName(f.appType, id)).join('、'),
    version: f.version,
    updatedAt: formatTime(f.updatedAt),
  };
}
