import { describe, expect, it } from 'vitest';
import { emptyStep, moveStep, stepSummary, stepsError, stepToBody } from './oa-steps.ts';

const users = [
  { id: 1, name: '张三' },
  { id: 2, name: '李四' },
];
const byRole = { ...emptyStep(), approvalType: 2, roles: [{ id: 9, name: '店长' }], range: 2 };

describe('oa steps', () => {
  it('summarises user, role and department-head steps', () => {
    expect(stepSummary({ ...emptyStep(), users }, 0)).toBe('第1步：张三、李四');
    expect(stepSummary(emptyStep(), 1)).toBe('第2步：未选择审批人');
    expect(stepSummary(byRole, 2)).toBe('第3步：角色 店长（所在部门及以下部门）');
    expect(stepSummary({ ...byRole, range: 4, depts: [{ id: 3, name: '一部' }] }, 0)).toBe('第1步：角色 店长（一部）');
    expect(stepSummary({ ...emptyStep(), approvalType: 3 }, 0)).toBe('第1步：发起人部门主管');
  });
  it('names the first missing part in the server wording', () => {
    expect(stepsError([])).toBe('请添加审批人');
    expect(stepsError([{ ...emptyStep(), users }, emptyStep()])).toBe('请选择审批人员');
    expect(stepsError([{ ...byRole, roles: [] }])).toBe('请选择审批角色');
    expect(stepsError([{ ...byRole, range: 4 }])).toBe('请选择部门');
    expect(stepsError([byRole, { ...emptyStep(), approvalType: 3 }])).toBeNull();
  });
  it('maps a step to the seed fields, dropping what the type does not use', () => {
    expect(stepToBody({ ...emptyStep(), users, roles: [{ id: 9, name: 'x' }] })).toEqual({
      approvalType: 1,
      userIds: [1, 2],
      role: { roleIds: [] },
      range: 1,
      selectDepartment: [],
      signMode: 1,
    });
    expect(stepToBody({ ...byRole, range: 4, depts: [{ id: 3, name: '一部' }], users, signMode: 2 })).toEqual({
      approvalType: 2,
      userIds: [],
      role: { roleIds: [9] },
      range: 4,
      selectDepartment: [3],
      signMode: 2,
    });
  });
  it('moves steps within bounds', () => {
    expect(moveStep(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
