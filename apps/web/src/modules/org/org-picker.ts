import { nav, withQuery } from '../../platform/nav.ts';

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
 * The route is an overlay, so the calling page stays mounted beneath and keeps its form. The request
 * waits in sessionStorage under a fresh id (a reload of the picker still knows what to offer); the
 * answer comes back as a window event with that id: the choice on 确定, null when the picker is left
 * any other way. One answer per request.
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

type TResultDetail = { id: string; pick: TOrgPick | null };

let nextId = 0;

export function openOrgPicker(request: TOrgPickRequest): Promise<TOrgPick | null> {
  nextId += 1;
  const id = `${Date.now().toString(36)}${nextId}`;
  sessionStorage.setItem(STORAGE_PREFIX + id, JSON.stringify(request));
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<TResultDetail>).detail;
      if (detail?.id !== id) return;
      window.removeEventListener(ORG_PICKER_EVENT, listener);
      sessionStorage.removeItem(STORAGE_PREFIX + id);
      resolve(detail.pick);
    };
    window.addEventListener(ORG_PICKER_EVENT, listener);
    nav.navigateTo(withQuery(ORG_PICKER_PAGE, { id }));
  });
}

/** The request of an id; a picker opened without one (a bare link) browses and chooses one person or department. */
export function readPickRequest(id: string | null): TOrgPickRequest {
  const fallback: TOrgPickRequest = { mode: 'both' };
  if (!id) return fallback;
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + id);
    return raw ? (JSON.parse(raw) as TOrgPickRequest) : fallback;
  } catch {
    return fallback;
  }
}

/** Called by the picker page: once with the choice on 确定, or with null when it closes otherwise. */
export function reportPick(id: string, pick: TOrgPick | null): void {
  window.dispatchEvent(new CustomEvent<TResultDetail>(ORG_PICKER_EVENT, { detail: { id, pick } }));
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
