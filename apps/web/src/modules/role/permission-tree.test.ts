import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { describe, expect, it } from 'vitest';
import {
  grantedCount,
  grantGroups,
  grantStateOf,
  grantsOf,
  groupCheck,
  permissionTree,
  setChild,
  setGroup,
  setItem,
} from './permission-tree.ts';
import { designUnits, roleStripWidth } from './role-tabs.ts';

const house = PERMISSION_CATALOGUE.find((a) => a.appType === APP_TYPE.house)!;
const sale = house.groups[0]!;
const protectedInfo = sale.items.find((i) => i.children?.length)!;

describe('the role editor tree', () => {
  it('is generated from the catalogue, every app, group and item', () => {
    const tree = permissionTree(house, {});
    expect(tree.map((g) => g.name)).toEqual(house.groups.map((g) => g.name));
    expect(tree[0]!.items.map((i) => i.id)).toEqual(sale.items.map((i) => i.id));
    expect(tree[0]!.items.every((i) => !i.checked)).toBe(true);
    expect(tree[0]!.check).toBe('none');
  });

  it('checks an item with all its children, and unchecks it with them', () => {
    const on = setItem({}, protectedInfo, true);
    expect(on[String(protectedInfo.id)]).toEqual(protectedInfo.children!.map((c) => c.id));
    expect(setItem(on, protectedInfo, false)).toEqual({});
  });

  it('a child brings its item; unchecking a child keeps the item', () => {
    const [first, second] = protectedInfo.children!;
    const one = setChild({}, protectedInfo, second!.id, true);
    expect(one).toEqual({ [String(protectedInfo.id)]: [second!.id] });
    const both = setChild(one, protectedInfo, first!.id, true);
    expect(both[String(protectedInfo.id)]).toEqual([first!.id, second!.id]);
    expect(setChild(both, protectedInfo, second!.id, false)).toEqual({ [String(protectedInfo.id)]: [first!.id] });
  });

  it('a group is all, some or none', () => {
    const all = setGroup({}, sale.items, true);
    expect(groupCheck(sale.items, all)).toBe('all');
    expect(groupCheck(sale.items, setChild(all, protectedInfo, protectedInfo.children![0]!.id, false))).toBe('some');
    expect(groupCheck(sale.items, setGroup(all, sale.items, false))).toBe('none');
    expect(grantedCount(all)).toBe(sale.items.length);
  });

  it('turns role grants into editor state and back, sending only apps that grant something', () => {
    const state = grantStateOf([{ appType: APP_TYPE.house, dataScope: DATA_SCOPE.department, authData: { '1': [] } }]);
    expect(Object.keys(state).length).toBe(PERMISSION_CATALOGUE.length);
    expect(state[String(APP_TYPE.customer)]).toEqual({ dataScope: DATA_SCOPE.own, authData: {} });
    state[String(APP_TYPE.customer)]!.dataScope = DATA_SCOPE.company;
    expect(grantsOf(state)).toEqual([
      { appType: APP_TYPE.house, dataScope: DATA_SCOPE.department, authData: { '1': [] } },
      { appType: APP_TYPE.customer, dataScope: DATA_SCOPE.company, authData: {} },
    ]);
  });
});

describe('role tab strip', () => {
  it('is 192 per role minus 32', () => {
    expect(roleStripWidth(0)).toBe(0);
    expect(roleStripWidth(1)).toBe(160);
    expect(roleStripWidth(4)).toBe(736);
    expect(designUnits(160)).toBe('calc(160 * min(100vw, 750px) / 750)');
  });
});

describe('grantGroups', () => {
  it('marks what a permission map grants, or everything for a manager', () => {
    const groups = grantGroups(house, { [String(protectedInfo.id)]: [protectedInfo.children![0]!.id] });
    const item = groups[0]!.items.find((i) => i.id === protectedInfo.id)!;
    expect(item.checked).toBe(true);
    expect(item.children.map((c) => c.checked)).toEqual([true, false]);
    expect(groups[0]!.items.filter((i) => i.checked)).toHaveLength(1);
    expect(grantGroups(house, {}, true).every((g) => g.items.every((i) => i.checked))).toBe(true);
  });
});
