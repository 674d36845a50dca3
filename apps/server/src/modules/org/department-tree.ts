import type { TDept } from '@awb/contract/org.contract';
import type { TDeptRow } from './department.repository.ts';

/** Departments of a company as a tree: depth-first order, direct and subtree staff counts. */
export type TTree = {
  byId: Map<number, TDeptRow>;
  /** Depth first; siblings by sort, then id. */
  ordered: TDept[];
  totalStaffCount: number;
};

export const ROOT_PATH = '/';

export function buildTree(rows: TDeptRow[], staffCounts: Map<number | null, number>): TTree {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, TDeptRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);

  const totals = new Map<number, number>();
  for (const row of rows) {
    const direct = staffCounts.get(row.id) ?? 0;
    // Each department adds its direct staff to itself and every ancestor on its path.
    for (const id of row.path.split('/').filter(Boolean).map(Number)) totals.set(id, (totals.get(id) ?? 0) + direct);
  }

  const ordered: TDept[] = [];
  const visit = (parentId: number) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(toDept(row, staffCounts.get(row.id) ?? 0, totals.get(row.id) ?? 0));
      visit(row.id);
    }
  };
  visit(0);
  let totalStaffCount = 0;
  for (const n of staffCounts.values()) totalStaffCount += n;
  return { byId, ordered, totalStaffCount };
}

export function toDept(row: TDeptRow, staffCount: number, totalStaffCount: number): TDept {
  return {
    deptId: row.id,
    deptName: row.name,
    parentId: row.parentId,
    depth: row.depth,
    sort: row.sort,
    leaderUserId: row.leaderUserId,
    staffCount,
    totalStaffCount,
  };
}

/** From the top down to the department (its breadcrumb). */
export function pathOf(tree: TTree, row: TDeptRow): { deptId: number; deptName: string }[] {
  return row.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .map((id) => ({ deptId: id, deptName: tree.byId.get(id)?.name ?? '' }));
}

/** Whether `path` is the department of `ancestorPath` or below it. */
export function isWithin(path: string, ancestorPath: string): boolean {
  return path.startsWith(ancestorPath);
}
