import { describe, expect, it } from 'vitest';
import { canDeleteGroup, groupNameError, moveGroup, sortGroups } from './oa-groups.ts';

const groups = [
  { groupId: 5, groupName: '人事', sort: 2 },
  { groupId: 0, groupName: '默认分组', sort: 0 },
  { groupId: 7, groupName: '合同', sort: 1 },
];

describe('oa groups', () => {
  it('requires a name', () => {
    expect(groupNameError('  ')).toBe('请输入分组名称');
    expect(groupNameError('财务')).toBeNull();
  });
  it('keeps the default group', () => {
    expect(canDeleteGroup({ groupId: 0 })).toBe(false);
    expect(canDeleteGroup({ groupId: 5 })).toBe(true);
  });
  it('sorts and moves, renumbering sort', () => {
    expect(sortGroups(groups).map((g) => g.groupId)).toEqual([0, 7, 5]);
    const moved = moveGroup(groups, 5, -1);
    expect(moved.map((g) => [g.groupId, g.sort])).toEqual([
      [0, 1],
      [5, 2],
      [7, 3],
    ]);
    expect(moveGroup(groups, 0, -1).map((g) => g.groupId)).toEqual([0, 7, 5]);
  });
});
