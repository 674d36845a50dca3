import { OA_DEFAULT_GROUP_ID, OA_MSG } from '@awb/contract/oa-fields';

/** Approval groups (seed 001 §3–§5): groupId, groupName, sort; the default group (groupId 0) stays. */
export type TOaGroup = { groupId: number; groupName: string; sort: number };

export const DEFAULT_GROUP_ID = OA_DEFAULT_GROUP_ID;
export const GROUP_MSG = {
  nameRequired: OA_MSG.groupNameRequired,
  confirmDelete: '确定要删除该项吗',
  defaultUndeletable: OA_MSG.defaultGroupFixed,
} as const;

/** The message that stops saving a group name, or null when it may be saved. */
export function groupNameError(name: string): string | null {
  return name.trim() === '' ? GROUP_MSG.nameRequired : null;
}

export function canDeleteGroup(group: Pick<TOaGroup, 'groupId'>): boolean {
  return group.groupId !== DEFAULT_GROUP_ID;
}

/** Groups in display order: by sort, then id (the default group first on a tie). */
export function sortGroups<T extends TOaGroup>(groups: T[]): T[] {
  return [...groups].sort((a, b) => a.sort - b.sort || a.groupId - b.groupId);
}

/** Moves a group one place up (-1) or down (+1) and renumbers sort 1…n; out of range changes nothing. */
export function moveGroup<T extends TOaGroup>(groups: T[], groupId: number, step: -1 | 1): T[] {
  const ordered = sortGroups(groups);
  const from = ordered.findIndex((g) => g.groupId === groupId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const next = [...ordered];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next.map((g, i) => ({ ...g, sort: i + 1 }));
}
