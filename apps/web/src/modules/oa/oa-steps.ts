import { APPROVER_RANGE, APPROVER_RANGE_NAMES, APPROVER_TYPE, OA_MSG, SIGN_MODE } from '@awb/contract/oa-fields';
import type { TOaFlowCreate } from '@awb/contract/oa-views';

/**
 * Approver steps of the flow form (seed 001 §3, §6; codes in packages/contract/src/oa-fields.ts):
 * approvalType 1 named users, 2 role holders within a range (4 指定部门: selectDepartment), 3 the
 * sponsor's department head. Names travel with the ids so a draft and the summary show them.
 */
export type TNamed = { id: number; name: string };

export type TStepValues = {
  approvalType: number;
  users: TNamed[];
  roles: TNamed[];
  range: number;
  depts: TNamed[];
  /** 1 或签 (any one approver decides), 2 会签 (every approver passes). */
  signMode: number;
};

export const STEP_TYPES = [
  { value: APPROVER_TYPE.users, label: '指定成员' },
  { value: APPROVER_TYPE.role, label: '指定角色' },
  { value: APPROVER_TYPE.deptHead, label: '发起人部门主管' },
] as const;

export const emptyStep = (): TStepValues => ({
  approvalType: APPROVER_TYPE.users,
  users: [],
  roles: [],
  range: APPROVER_RANGE.company,
  depts: [],
  signMode: SIGN_MODE.any,
});

export function rangeLabel(range: number): string {
  return APPROVER_RANGE_NAMES[range] ?? '';
}

const names = (list: TNamed[], max = 3) => {
  const shown = list
    .slice(0, max)
    .map((x) => x.name)
    .join('、');
  return list.length > max ? `${shown}等${list.length}人` : shown;
};

/** One line per step: 第1步：张三、李四 / 第2步：角色 店长（所在部门及以下部门） / 第3步：发起人部门主管. */
export function stepSummary(step: TStepValues, index: number): string {
  const head = `第${index + 1}步：`;
  if (step.approvalType === APPROVER_TYPE.deptHead) return `${head}发起人部门主管`;
  if (step.approvalType === APPROVER_TYPE.users) return head + (step.users.length ? names(step.users) : '未选择审批人');
  if (!step.roles.length) return `${head}未选择角色`;
  const where =
    step.range === APPROVER_RANGE.selected
      ? step.depts.length
        ? step.depts.map((d) => d.name).join('、')
        : '未选择部门'
      : rangeLabel(step.range);
  return `${head}角色 ${step.roles.map((r) => r.name).join('、')}（${where}）`;
}

/** The first problem of a step list (the server's wording), or null. */
export function stepsError(steps: TStepValues[]): string | null {
  if (steps.length === 0) return OA_MSG.approverRequired;
  for (const step of steps) {
    if (step.approvalType === APPROVER_TYPE.users && step.users.length === 0) return OA_MSG.approverUsersRequired;
    if (step.approvalType === APPROVER_TYPE.role) {
      if (step.roles.length === 0) return OA_MSG.approverRolesRequired;
      if (step.range === APPROVER_RANGE.selected && step.depts.length === 0) return OA_MSG.departmentsRequired;
    }
  }
  return null;
}

/** A step as the API carries it, dropping what the type does not use. */
export function stepToBody(step: TStepValues): TOaFlowCreate['approverList'][number] {
  const byRole = step.approvalType === APPROVER_TYPE.role;
  return {
    approvalType: step.approvalType,
    userIds: step.approvalType === APPROVER_TYPE.users ? step.users.map((u) => u.id) : [],
    role: { roleIds: byRole ? step.roles.map((r) => r.id) : [] },
    range: byRole ? step.range : APPROVER_RANGE.company,
    selectDepartment: byRole && step.range === APPROVER_RANGE.selected ? step.depts.map((d) => d.id) : [],
    signMode: step.signMode,
  };
}

/** Moves a step up or down; out of range changes nothing. */
export function moveStep<T>(steps: T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= steps.length || to < 0 || to >= steps.length) return steps;
  const next = [...steps];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
