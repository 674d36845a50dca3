import type { TDept, TOrgPerson } from '@awb/contract/org.contract';
import { describe, expect, it } from 'vitest';
import { nestDepts, scopedLevel, subtreeIds, visibleRows } from './dept-tree.ts';

const dept = (deptId: number, parentId: number, deptName = `D${deptId}`): TDept => ({
  deptId,
  deptName,
  parentId,
  depth: 1,
  sort: 0,
  leaderUserId: null,
  staffCount: 0,
  totalStaffCount: 0,
});
const person = (userId: number, deptId: number): TOrgPerson => ({
  userId,
  userName: `U${userId}`,
  avatar: '',
  deptId,
  jobName: '',
  isManager: false,
  isLeader: false,
});

// 1 ─ 2 ─ 4, 1 ─ 3, 5
const flat = [dept(1, 0), dept(2, 1), dept(4, 2), dept(3, 1), dept(5, 0)];

describe('nestDepts', () => {
  it('nests by parentId and keeps the order', () => {
    const roots = nestDepts(flat);
    expect(roots.map((r) => r.deptId)).toEqual([1, 5]);
    expect(roots[0]!.children.map((c) => c.deptId)).toEqual([2, 3]);
    expect(roots[0]!.children[0]!.children.map((c) => c.deptId)).toEqual([4]);
  });
  it('treats a department with an unknown parent as a root', () => {
    expect(nestDepts([dept(7, 99)]).map((r) => r.deptId)).toEqual([7]);
  });
});

describe('subtreeIds', () => {
  it('holds the department and all below it', () => {
    expect([...subtreeIds(flat, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(flat, 2)].sort()).toEqual([2, 4]);
    expect([...subtreeIds(flat, 5)]).toEqual([5]);
  });
});

describe('visibleRows', () => {
  it('shows roots, and children of expanded nodes with their level', () => {
    const roots = nestDepts(flat);
    expect(visibleRows(roots, new Set()).map((r) => r.node.deptId)).toEqual([1, 5]);
    const open = visibleRows(roots, new Set([1, 2]));
    expect(open.map((r) => [r.node.deptId, r.level])).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [3, 1],
      [5, 0],
    ]);
    expect(open[0]!.expanded).toBe(true);
    // A leaf is never "expanded".
    expect(visibleRows(roots, new Set([5])).find((r) => r.node.deptId === 5)!.expanded).toBe(false);
  });
});

describe('scopedLevel', () => {
  // The caller sees department 2 (and 4 below it), not 1: 2 shows at the top.
  const scoped = { depts: [dept(2, 1), dept(4, 2)], users: [person(10, 2), person(11, 4), person(12, 9)] };
  it('puts departments and people whose parent is out of scope at the top', () => {
    const top = scopedLevel(scoped, 0);
    expect(top.depts.map((d) => d.deptId)).toEqual([2]);
    expect(top.users.map((u) => u.userId)).toEqual([12]);
    expect(top.path).toEqual([]);
  });
  it('drills down with the path from the top of the scope', () => {
    const level = scopedLevel(scoped, 4);
    expect(level.path.map((p) => p.deptId)).toEqual([2, 4]);
    expect(level.users.map((u) => u.userId)).toEqual([11]);
    expect(scopedLevel(scoped, 2).depts.map((d) => d.deptId)).toEqual([4]);
  });
});
