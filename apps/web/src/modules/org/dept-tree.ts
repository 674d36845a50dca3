import { ROOT_DEPT_ID, type TDept, type TOrgPerson } from '@awb/contract/org.contract';

export type TDeptNode = TDept & { children: TDeptNode[] };

/** Nests the flat tree of `lwpV2` (depth first) by parentId; a department whose parent is absent is a root. */
export function nestDepts(depts: TDept[]): TDeptNode[] {
  const nodes = new Map<number, TDeptNode>(depts.map((d) => [d.deptId, { ...d, children: [] }]));
  const roots: TDeptNode[] = [];
  for (const d of depts) {
    const node = nodes.get(d.deptId)!;
    const parent = d.parentId === ROOT_DEPT_ID ? undefined : nodes.get(d.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A department and everything below it (a move may not go there). */
export function subtreeIds(depts: TDept[], deptId: number): Set<number> {
  const ids = new Set([deptId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of depts) {
      if (ids.has(d.parentId) && !ids.has(d.deptId)) {
        ids.add(d.deptId);
        grew = true;
      }
    }
  }
  return ids;
}

export type TTreeRow = { node: TDeptNode; level: number; expanded: boolean };

/** The rows a collapsible tree shows: roots, and the children of every expanded node. */
export function visibleRows(roots: TDeptNode[], expanded: ReadonlySet<number>, level = 0): TTreeRow[] {
  return roots.flatMap((node) => {
    const open = expanded.has(node.deptId) && node.children.length > 0;
    const row: TTreeRow = { node, level, expanded: open };
    return open ? [row, ...visibleRows(node.children, expanded, level + 1)] : [row];
  });
}

export type TOrgLevel = {
  path: { deptId: number; deptName: string }[];
  depts: TDept[];
  users: TOrgPerson[];
};

/**
 * One level of the scoped organisation (`lwpRigthV2`), which answers everything at once: departments
 * whose parent is out of scope show at the top, as do people whose department is out of scope.
 */
export function scopedLevel(scoped: { depts: TDept[]; users: TOrgPerson[] }, deptId: number): TOrgLevel {
  const known = new Map(scoped.depts.map((d) => [d.deptId, d]));
  const parentOf = (d: TDept) => (known.has(d.parentId) ? d.parentId : ROOT_DEPT_ID);
  const path: TOrgLevel['path'] = [];
  for (let d = known.get(deptId); d; d = known.get(d.parentId)) {
    path.unshift({ deptId: d.deptId, deptName: d.deptName });
    if (path.length > scoped.depts.length) break;
  }
  return {
    path,
    depts: scoped.depts.filter((d) => parentOf(d) === deptId),
    users: scoped.users.filter((u) => (known.has(u.deptId) ? u.deptId : ROOT_DEPT_ID) === deptId),
  };
}
