import { describe, expect, it } from 'vitest';
import { authCheckEndpoints } from './auth-check.contract.ts';
import { APP_TYPE } from './common/apps.ts';
import type { TEndpoint } from './common/endpoint.ts';
import { orgEndpoints } from './org.contract.ts';
import { authDataProblem, can, PERMISSION, scopeOf } from './permission-check.ts';
import { catalogueItem, DATA_SCOPE } from './permissions.ts';
import { roleEndpoints, ZRoleGrant } from './role.contract.ts';
import { staffEndpoints, ZFlag, ZIdList, ZStaffFields } from './staff.contract.ts';

const messages = (schema: { safeParse(v: unknown): any }, v: unknown): string[] => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i: { message: string }) => i.message);
};

const all: TEndpoint[] = [orgEndpoints, staffEndpoints, roleEndpoints, authCheckEndpoints].flatMap((m) =>
  Object.values(m),
);

describe('the organisation endpoints', () => {
  it('guard with catalogue items only', () => {
    for (const e of all) {
      if (e.permission) expect(catalogueItem(e.permission.appType, e.permission.itemId), e.path).toBeDefined();
    }
  });

  it('guard every call that changes something, except the caller-only ones', () => {
    const changing = all.filter((e) => e.method === 'POST' || /delete|pendingProcessing/i.test(e.path));
    const unguarded = changing.filter((e) => !e.permission).map((e) => e.path);
    // Read-only POSTs of the seeds: they answer about the caller and change nothing.
    expect(unguarded.sort()).toEqual(['/base/getAppUserOperateAuth', '/org/v2/lwpRigthV2']);
  });

  it('use unique paths', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('can and scopeOf', () => {
  const agent = {
    isManager: false,
    permissions: { '1': { '1': [], '5': [501] } },
    scopes: { '1': DATA_SCOPE.own, '88': DATA_SCOPE.departmentAndBelow },
  };
  it('lets a manager pass every check and see the whole company', () => {
    const manager = { isManager: true, permissions: {}, scopes: {} };
    expect(can(manager, PERMISSION.roles)).toBe(true);
    expect(can(manager, { appType: 1, itemId: 5, childId: 502 })).toBe(true);
    expect(scopeOf(manager, APP_TYPE.house)).toBe(DATA_SCOPE.company);
  });
  it('checks items and child permissions of the map', () => {
    expect(can(agent, { appType: 1, itemId: 1 })).toBe(true);
    expect(can(agent, { appType: 1, itemId: 2 })).toBe(false);
    expect(can(agent, { appType: 1, itemId: 5, childId: 501 })).toBe(true);
    expect(can(agent, { appType: 1, itemId: 5, childId: 502 })).toBe(false);
    expect(can(agent, PERMISSION.staff)).toBe(false);
  });
  it('defaults to own rows', () => {
    expect(scopeOf(agent, APP_TYPE.manager)).toBe(DATA_SCOPE.departmentAndBelow);
    expect(scopeOf(agent, APP_TYPE.customer)).toBe(DATA_SCOPE.own);
  });
});

describe('role grants', () => {
  it('accept catalogue items and their own children only', () => {
    expect(authDataProblem(1, { '5': [501, 502], '1': [] })).toBeNull();
    expect(authDataProblem(1, { '999': [] })).toBe('权限项不存在：999');
    expect(authDataProblem(1, { '1': [501] })).toBe('权限项不存在：1.501');
    expect(messages(ZRoleGrant, { appType: 88, dataScope: 3, authData: { '2': [] } })).toEqual([]);
    expect(messages(ZRoleGrant, { appType: 4, authData: {} })).toEqual(['未知的应用类型']);
    expect(messages(ZRoleGrant, { appType: 1, dataScope: 9 })).toEqual(['请选择数据范围']);
  });
});

describe('staff fields', () => {
  it('read ids and flags from forms and query strings', () => {
    expect(ZIdList.parse('1,2, 3')).toEqual([1, 2, 3]);
    expect(ZIdList.parse([4])).toEqual([4]);
    expect(ZIdList.parse('')).toEqual([]);
    expect(ZFlag.parse('false')).toBe(false);
    expect(ZFlag.parse('1')).toBe(true);
    expect(messages(ZFlag, 'maybe')).toEqual(['参数错误']);
  });
  it('ask for a name and a valid phone and date', () => {
    expect(messages(ZStaffFields, { phone: '13800000009' })).toEqual(['请输入员工姓名']);
    expect(messages(ZStaffFields, { userName: '小王', phone: '123' })).toEqual(['手机号格式不正确']);
    expect(messages(ZStaffFields, { userName: '小王', phone: '13800000009', entryDate: '2024-13-45' })).toEqual([
      '入职日期格式不正确',
    ]);
    expect(ZStaffFields.parse({ userName: '小王', phone: '13800000009', deptId: '0' })).toMatchObject({
      deptId: null,
      roleIds: [],
      isManager: false,
      entryDate: null,
    });
  });
});
