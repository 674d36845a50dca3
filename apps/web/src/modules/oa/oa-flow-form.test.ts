import { describe, expect, it } from 'vitest';
import { emptyFlow, flowError, flowFromDetail, flowToBody, toggleItem } from './oa-flow-form.ts';
import { emptyStep } from './oa-steps.ts';

const filled = {
  ...emptyFlow(),
  approvalName: ' 合同作废 ',
  appType: 5,
  items: [66, 70],
  steps: [{ ...emptyStep(), users: [{ id: 1, name: '张三' }] }],
  copyTo: [{ id: 8, name: '王五' }],
};

describe('oa flow form', () => {
  it('checks the form in order', () => {
    expect(flowError(emptyFlow())).toBe('请输入审批名称');
    expect(flowError({ ...filled, appType: null })).toBe('请选择应用');
    expect(flowError({ ...filled, items: [] })).toBe('请选择审批事项');
    expect(flowError({ ...filled, sponsorRange: 2 })).toBe('请选择部门');
    expect(flowError({ ...filled, steps: [] })).toBe('请添加审批人');
    expect(flowError(filled)).toBeNull();
  });
  it('maps to the create body', () => {
    expect(flowToBody({ ...filled, sponsorRoles: [{ id: 4, name: '经纪人' }] })).toEqual({
      approvalName: '合同作废',
      icon: 1,
      groupId: 0,
      appType: 5,
      appItemType: 0,
      oaItemIdSelected: [66, 70],
      sponsor: { range: 1, deptIds: [], roleIds: [4] },
      approverList: [
        { approvalType: 1, userIds: [1], role: { roleIds: [] }, range: 1, selectDepartment: [], signMode: 1 },
      ],
      sendCopy: [8],
      emptyApprover: 1,
    });
  });
  it('reads a stored flow back into the form', () => {
    const values = flowFromDetail(
      {
        oaApprovalId: 3,
        approvalName: '合同作废',
        icon: 7,
        groupId: 2,
        appType: 5,
        appItemType: 0,
        state: 1,
        oaItemIdSelected: [66],
        itemNames: '作废',
        version: 1,
        emptyApprover: 2,
        updatedAt: '',
        sendCopy: [8],
        sendCopyUsers: [{ userId: 8, userName: '王五' }],
        sponsor: { range: 2, deptIds: [5], roleIds: [] },
        approverList: [
          {
            approvalType: 2,
            userIds: [],
            role: { roleIds: [9] },
            range: 1,
            selectDepartment: [],
            signMode: 1,
            users: [],
          },
        ],
      },
      (id) => (id === 5 ? '一部' : ''),
      () => '店长',
    );
    expect(values.sponsorDepts).toEqual([{ id: 5, name: '一部' }]);
    expect(values.steps[0]!.roles).toEqual([{ id: 9, name: '店长' }]);
    expect(values.copyTo).toEqual([{ id: 8, name: '王五' }]);
    expect(values.emptyApprover).toBe(2);
    expect(flowError(values)).toBeNull();
  });
  it('toggles covered items', () => {
    expect(toggleItem([61], 62)).toEqual([61, 62]);
    expect(toggleItem([61, 62], 61)).toEqual([62]);
  });
});
