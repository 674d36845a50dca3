import { describe, expect, it } from 'vitest';
import { EMPTY_PICK, pickSummary, toggleDept, toggleUser } from './org-picker.ts';

const a = { deptId: 1, deptName: '销售一部' };
const b = { deptId: 2, deptName: '销售二部' };
const zhang = { userId: 10, userName: '张伟', deptId: 1 };
const li = { userId: 11, userName: '李娜', deptId: 1 };

describe('org picker selection', () => {
  it('single choice replaces, a second tap clears', () => {
    const one = toggleDept(EMPTY_PICK, a, false);
    expect(toggleDept(one, b, false)).toEqual({ depts: [b], users: [] });
    expect(toggleUser(one, zhang, false)).toEqual({ depts: [], users: [zhang] });
    expect(toggleDept(one, a, false)).toEqual(EMPTY_PICK);
  });
  it('multiple choice adds and removes, across departments and people', () => {
    let pick = toggleDept(EMPTY_PICK, a, true);
    pick = toggleUser(pick, zhang, true);
    pick = toggleUser(pick, li, true);
    expect(pick).toEqual({ depts: [a], users: [zhang, li] });
    expect(toggleUser(pick, zhang, true)).toEqual({ depts: [a], users: [li] });
  });
  it('summarises the choice', () => {
    expect(pickSummary(EMPTY_PICK)).toBe('未选择');
    expect(pickSummary({ depts: [a], users: [zhang] })).toBe('销售一部、张伟');
    expect(pickSummary({ depts: [a, b], users: [zhang, li] })).toBe('销售一部、销售二部、张伟 等4项');
  });
});
