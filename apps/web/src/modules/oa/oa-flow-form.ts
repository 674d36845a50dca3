import { OA_DEFAULT_GROUP_ID, OA_EMPTY_APPROVER, OA_MSG, SPONSOR_RANGE } from '@awb/contract/oa-fields';
import type { TOaFlowCreate, TOaFlowDetail } from '@awb/contract/oa-views';
import { DEFAULT_OA_ICON } from './oa-icons.ts';
import { emptyStep, stepsError, stepToBody, type TNamed, type TStepValues } from './oa-steps.ts';

/**
 * The flow form of approve-operat and its mapping to oaApprovalCreate / oaApprovalEdit (seed 001 §3:
 * approvalName, icon, groupId, appType, appItemType, sendCopy, oaItemIdSelected, sponsor, approverList).
 * Names travel with the ids so a draft shows them again.
 */
export type TFlowValues = {
  approvalName: string;
  icon: number;
  groupId: number;
  appType: number | null;
  /** The app's approval item ids the flow covers (e.g. contract states 61–71). */
  items: number[];
  sponsorRange: number;
  sponsorDepts: TNamed[];
  sponsorRoles: TNamed[];
  steps: TStepValues[];
  copyTo: TNamed[];
  /** A step without approvers: 1 to the manager, 2 passes, 3 rejects (OA_EMPTY_APPROVER). */
  emptyApprover: number;
};

export const emptyFlow = (): TFlowValues => ({
  approvalName: '',
  icon: DEFAULT_OA_ICON,
  groupId: OA_DEFAULT_GROUP_ID,
  appType: null,
  items: [],
  sponsorRange: SPONSOR_RANGE.company,
  sponsorDepts: [],
  sponsorRoles: [],
  steps: [emptyStep()],
  copyTo: [],
  emptyApprover: OA_EMPTY_APPROVER.manager,
});

/** The first problem that stops saving, in the order of the form; null when it may be sent. */
export function flowError(values: TFlowValues): string | null {
  if (values.approvalName.trim() === '') return OA_MSG.approvalNameRequired;
  if (values.appType === null) return '请选择应用';
  if (values.items.length === 0) return OA_MSG.itemsRequired;
  if (values.sponsorRange === SPONSOR_RANGE.departments && values.sponsorDepts.length === 0) {
    return OA_MSG.departmentsRequired;
  }
  return stepsError(values.steps);
}

/** The body of oaApprovalCreate (add oaApprovalId for oaApprovalEdit). */
export function flowToBody(values: TFlowValues): TOaFlowCreate {
  return {
    approvalName: values.approvalName.trim(),
    icon: values.icon || DEFAULT_OA_ICON,
    groupId: values.groupId,
    appType: values.appType ?? 0,
    appItemType: 0,
    oaItemIdSelected: [...values.items],
    sponsor: {
      range: values.sponsorRange,
      deptIds: values.sponsorRange === SPONSOR_RANGE.departments ? values.sponsorDepts.map((d) => d.id) : [],
      roleIds: values.sponsorRoles.map((r) => r.id),
    },
    approverList: values.steps.map(stepToBody),
    sendCopy: values.copyTo.map((u) => u.id),
    emptyApprover: values.emptyApprover,
  };
}

/**
 * The form of a stored flow. The detail names users only; departments and roles come back as ids,
 * named by the lookups the page has (unknown ones show their id).
 */
export function flowFromDetail(
  detail: TOaFlowDetail,
  deptName: (id: number) => string = (id) => `#${id}`,
  roleName: (id: number) => string = (id) => `#${id}`,
): TFlowValues {
  const dept = (id: number) => ({ id, name: deptName(id) });
  const role = (id: number) => ({ id, name: roleName(id) });
  return {
    approvalName: detail.approvalName,
    icon: detail.icon,
    groupId: detail.groupId,
    appType: detail.appType,
    items: [...detail.oaItemIdSelected],
    sponsorRange: detail.sponsor.range,
    sponsorDepts: detail.sponsor.deptIds.map(dept),
    sponsorRoles: detail.sponsor.roleIds.map(role),
    steps: detail.approverList.map((s) => ({
      approvalType: s.approvalType,
      users: s.users.map((u) => ({ id: u.userId, name: u.userName })),
      roles: s.role.roleIds.map(role),
      range: s.range,
      depts: s.selectDepartment.map(dept),
      signMode: s.signMode,
    })),
    copyTo: detail.sendCopyUsers.map((u) => ({ id: u.userId, name: u.userName })),
    emptyApprover: detail.emptyApprover,
  };
}

/** Toggles one covered item. */
export function toggleItem(items: number[], itemId: number): number[] {
  return items.includes(itemId) ? items.filter((i) => i !== itemId) : [...items, itemId];
}
