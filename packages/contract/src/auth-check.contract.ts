import { z } from 'zod';
import { ZPermissionMap } from './account.contract.ts';
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';
import { ZId } from './common/fields.ts';
import { ZCatalogueAppType } from './org.contract.ts';
import { PERMISSION } from './permission-check.ts';

/**
 * Permission checks (seed 001 §6, §7 "Permission checks"): what the caller may do, for the web app
 * to hide what is not allowed. The server checks every call again on its own.
 */

/** Entries of the settings menu (page user/set/setting), each shown when its permission allows. */
export const SETTING_MENU: { key: string; name: string; page: string; permission: TPermissionRef | null }[] = [
  { key: 'structure', name: '组织架构', page: 'pages/user/org/structure', permission: null },
  { key: 'staff', name: '员工管理', page: 'pages/user/org/staff', permission: PERMISSION.staff },
  { key: 'entrant-apply', name: '加入申请', page: 'pages/user/org/entrant-apply', permission: PERMISSION.applications },
  { key: 'leave-staff', name: '离职员工', page: 'pages/user/org/leave-staff', permission: PERMISSION.leave },
  { key: 'job-set', name: '岗位设置', page: 'pages/user/job/job-set', permission: PERMISSION.jobs },
  { key: 'role-list', name: '角色权限', page: 'pages/user/role/role-list', permission: PERMISSION.roles },
  { key: 'rank-list', name: '职级设置', page: 'pages/user/role/rank-list', permission: PERMISSION.roles },
  // Every member may see what they themselves are allowed to do.
  { key: 'auth-setting', name: '我的权限', page: 'pages/user/set/auth-setting', permission: null },
  { key: 'invite', name: '邀请同事', page: 'pages/h5/invite', permission: null },
];

export const ZSettingMenuEntry = z.object({
  key: z.string(),
  name: z.string(),
  page: z.string(),
  /** A badge number (pending applications on entrant-apply), 0 for none. */
  badge: z.number(),
});

export const ZRoleAuthInfo = z.object({
  isManager: z.boolean(),
  /** App type → item id → granted child ids (the union of the caller's roles). */
  permissions: ZPermissionMap,
  /** App type → DATA_SCOPE (the widest of the caller's roles; absent: own rows only). */
  scopes: z.record(z.string(), z.number()),
  roles: z.array(z.object({ roleId: z.number(), roleName: z.string() })),
  deptId: z.number(),
});

export const ZOperateAuth = z.object({
  appType: z.number(),
  appItemId: z.number(),
  /** Whether the caller holds the item. */
  auth: z.boolean(),
  /** Child permissions of the item the caller holds (all of them for a manager). */
  children: z.array(z.number()),
  /** The caller's DATA_SCOPE in the app. */
  dataScope: z.number(),
});

export const authCheckEndpoints = {
  settingMenu: endpoint({
    method: 'GET',
    path: '/base/settingMenu',
    auth: 'member',
    summary: 'The settings menu entries the caller may open, with badges',
    response: ZEnvelope(z.array(ZSettingMenuEntry)),
  }),
  roleAuth: endpoint({
    method: 'GET',
    path: '/compare/roleAuth',
    auth: 'member',
    summary: "The caller's own permission map, data scopes and roles (the web app's permission hook)",
    response: ZEnvelope(ZRoleAuthInfo),
  }),
  manageAccountAuthInfo: endpoint({
    method: 'GET',
    path: '/base/manageAccountAuthInfo',
    auth: 'member',
    summary:
      'Departments the caller may manage in an app (default: manager app 88): allDepts for the whole company, else deptIds (own department, or it and below; empty for own rows only)',
    query: z.object({ appType: ZCatalogueAppType.default(APP_TYPE.manager) }),
    response: ZEnvelope(z.object({ allDepts: z.boolean(), deptIds: z.array(z.number()) })),
  }),
  getAppUserOperateAuth: endpoint({
    method: 'POST',
    path: '/base/getAppUserOperateAuth',
    auth: 'member',
    summary: 'Whether the caller may do one item of an app (appType, appItemId), with its child permissions',
    body: z.object({ appType: ZCatalogueAppType, appItemId: ZId }),
    response: ZEnvelope(ZOperateAuth),
  }),
  getContractAddOperateAuth: endpoint({
    method: 'GET',
    path: '/base/getContractAddOperateAuth',
    auth: 'member',
    summary: 'Whether the caller may add sale contracts, rent contracts, and so whether the add button shows',
    response: ZEnvelope(
      z.object({ newAddBtn: z.boolean(), saleContractNewAdd: z.boolean(), rentContractNewAdd: z.boolean() }),
    ),
  }),
} as const;
