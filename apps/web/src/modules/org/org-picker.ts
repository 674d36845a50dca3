import { overlayPicker } from '../../platform/overlay-picker.ts';

/**
 * The shared organisation picker, page `pages/public/organizational-structure` (seed 000 §2: choose
 * departments or people). Any page opens it and awaits the choice:
 *
 *   const pick = await openOrgPicker({ mode: 'user', title: '选择交接人', excludeUserIds: [leaverId] });
 *   if (pick) setHandover(pick.users[0]);
 *
 * - `mode`: 'dept' chooses departments, 'user' people, 'both' either; `multiple` allows several.
 * - `selected` preselects (with names, so the picker can show them before drilling to them).
 * - `allowRoot` offers the company itself as a department (deptId 0): "top level" or "no department".
 * - `exclude…Ids` hides rows (a department's own subtree when moving it, the leaver when handing over).
 * - `appType` limits the choice to the caller's data scope in that app (`/org/v2/lwpRigthV2`),
 *   for list filters; without it the whole organisation is offered (`get_sub_depts`).
 *
 * The round trip (an overlay route, a request in sessionStorage, the answer as a window event with the
 * request's id; null when the picker is left any other way) is platform/overlay-picker.ts.
 */
export const ORG_PICKER_PAGE = 'pages/public/organizational-structure';
export const ORG_PICKER_EVENT = 'awb:org-picker-result';
const STORAGE_PREFIX = 'orgPicker:';

export type TPickedDept = { deptId: number; deptName: string };
export type TPickedUser = { userId: number; userName: string; deptId: number };
export type TOrgPick = { depts: TPickedDept[]; users: TPickedUser[] };

export type TOrgPickRequest = {
  mode: 'dept' | 'user' | 'both';
  multiple?: boolean;
  title?: string;
  selected?: Partial<TOrgPick>;
  allowRoot?: boolean;
  excludeDeptIds?: number[];
  excludeUserIds?: number[];
  appType?: number;
};

const picker = overlayPicker<TOrgPickRequest, TOrgPick>(ORG_PICKER_EVENT, STORAGE_PREFIX);

export function openOrgPicker(request: TOrgPickRequest): Promise<TOrgPick | null> {
  return picker.open(ORG_PICKER_PAGE, request);
}

/** The request of an id; a picker opened without one (a bare link) browses and chooses one person or department. */
export function readPickRequest(id: string | null): TOrgPickRequest {
  return picker.readRequest(id) ?? { mode: 'both' };
}

/** Called by the picker page: once with the choice on 确定, or with null when it closes otherwise. */
export function reportPick(id: string, pick: TOrgPick | null): void {
  picker.report(id, pick);
}

export const EMPTY_PICK: TOrgPick = { depts: [], users: [] };

/** Selects or deselects a department; a single choice replaces whatever was chosen. */
export function toggleDept(pick: TOrgPick, dept: TPickedDept, multiple: boolean): TOrgPick {
  const chosen = pick.depts.some((d) => d.deptId === dept.deptId);
  if (chosen) return { ...pick, depts: pick.depts.filter((d) => d.deptId !== dept.deptId) };
  return multiple ? { ...pick, depts: [...pick.depts, dept] } : { depts: [dept], users: [] };
}

/** Selects or deselects a person; a single choice replaces whatever was chosen. */
export function toggleUser(pick: TOrgPick, user: TPickedUser, multiple: boolean): TOrgPick {
  const chosen = pick.users.some((u) => u.userId === user.userId);
  if (chosen) return { ...pick, users: pick.users.filter((u) => u.userId !== user.userId) };
  return multiple ? { ...pick, users: [...pick.users, user] } : { depts: [], users: [user] };
}

/** 已选：张伟、销售一部 … for the picker's bottom bar. */
export function pickSummary(pick: TOrgPick, max = 3): string {
  const names = [...pick.depts.map((d) => d.deptName), ...pick.users.map((u) => u.userName)];
  if (names.length === 0) return '未选择';
  const shown = names.slice(0, max).join('、');
  return names.length > max ? `${shown} 等${names.length}项` : shown;
}
