import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { CONTRACT_ITEM } from '@awb/contract/permissions';
import { describe, expect, it } from 'vitest';
import { deleteOaItem, isClosed, stateFilterOptions, stateOaItem, statesOf, stateTag, tint } from './contract-state.ts';

describe('contract states', () => {
  it('lists seven sale states and four rent states in order (seed 001 §4)', () => {
    expect(statesOf(CONTRACT_TYPE.sale).map((s) => s.label)).toEqual([
      '待办理',
      '办理中',
      '已办理',
      '完成',
      '冻结',
      '作废',
      '解除',
    ]);
    expect(statesOf(CONTRACT_TYPE.rent).map((s) => s.label)).toEqual(['正常', '解除', '作废', '完成']);
    expect(statesOf(9)).toEqual([]);
  });

  it('colours a tag with the state colour on a light tint of it', () => {
    expect(tint('#F5222D', 0.1)).toBe('rgba(245, 34, 45, 0.1)');
    expect(stateTag(CONTRACT_TYPE.sale, 7)).toEqual({
      label: '解除',
      color: '#F5222D',
      background: 'rgba(245, 34, 45, 0.1)',
    });
    // What the server answered wins; an unknown state still shows something readable.
    expect(stateTag(CONTRACT_TYPE.rent, 1, { name: '正常', color: '#000000' }).color).toBe('#000000');
    expect(stateTag(CONTRACT_TYPE.rent, 99)).toMatchObject({ label: '未知状态', color: '#86909C' });
  });

  it('offers 全部状态 first in the filter', () => {
    expect(stateFilterOptions(CONTRACT_TYPE.rent)).toEqual([
      { value: 0, label: '全部状态' },
      { value: 1, label: '正常' },
      { value: 2, label: '解除' },
      { value: 3, label: '作废' },
      { value: 4, label: '完成' },
    ]);
  });

  it('carries the approval items in oaParam: the target state’s (61–71) and the type’s delete item', () => {
    expect(stateOaItem(CONTRACT_TYPE.sale, 1)).toBe(61);
    expect(stateOaItem(CONTRACT_TYPE.sale, 7)).toBe(67);
    expect(stateOaItem(CONTRACT_TYPE.rent, 1)).toBe(68);
    expect(stateOaItem(CONTRACT_TYPE.rent, 4)).toBe(71);
    expect(deleteOaItem(CONTRACT_TYPE.sale)).toBe(CONTRACT_ITEM.saleDelete);
    expect(deleteOaItem(CONTRACT_TYPE.rent)).toBe(CONTRACT_ITEM.rentDelete);
  });

  it('knows the closed states (完成, 作废)', () => {
    expect(isClosed(CONTRACT_TYPE.sale, 4)).toBe(true);
    expect(isClosed(CONTRACT_TYPE.sale, 6)).toBe(true);
    expect(isClosed(CONTRACT_TYPE.sale, 5)).toBe(false);
    expect(isClosed(CONTRACT_TYPE.rent, 3)).toBe(true);
    expect(isClosed(CONTRACT_TYPE.rent, 2)).toBe(false);
  });
});
