import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZCatalogueAppType } from './org.contract.ts';
import { authDataProblem, PERMISSION } from './permission-check.ts';
import { DATA_SCOPE } from './permissions.ts';

/**
 * Roles, ranks and rank groups (seed 001 §6, §7 "Roles and ranks"). A role grants, per app type,
 * catalogue items (each with optional child permissions) and a data scope (DATA_SCOPE).
 */
export const ROLE_MSG = {
  roleNameRequired: '请输入角色名称',
  roleNameTaken: '角色名称已存在',
  roleInUse: '该角色下还有员工，请先移除后再删除',
  dataScopeInvalid: '请选择数据范围',
  rankNameRequired: '请输入职级名称',
  rankNameTaken: '该职级组下已有同名职级',
  rankInUse: '该职级下还有员工，无法删除',
  rankGroupRequired: '请选择职级组',
  rankGroupNameRequired: '请输入职级组名称',
  rankGroupNameTaken: '职级组名称已存在',
  rankGroupNotEmpty: '请先删除该职级组下的职级',
  /** Someone who is not a manager may pass on only what they hold themselves, no wider. */
  grantBeyondOwn: '不能授予超出您自身的权限或数据范围',
} as const;

/** Item id → granted child ids (empty: the item without any of its children). */
export const ZAuthData = z.record(z.string().regex(/^\d+$/, MSG.invalidParams), z.array(z.number().int()));
export type TAuthData = z.output<typeof ZAuthData>;

const ZDataScope = numeric({ error: ROLE_MSG.dataScopeInvalid })
  .int(ROLE_MSG.dataScopeInvalid)
  .refine((v) => (Object.values(DATA_SCOPE) as number[]).includes(v), ROLE_MSG.dataScopeInvalid);

/** The grants of one app type in a role. */
export const ZRoleGrant = z
  .object({
    appType: ZCatalogueAppType,
    dataScope: ZDataScope.default(DATA_SCOPE.own),
    authData: ZAuthData.default({}),
  })
  .superRefine((g, ctx) => {
    const problem = authDataProblem(g.appType, g.authData);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['authData'] });
  });
export type TRoleGrant = z.output<typeof ZRoleGrant>;

const ZRoleFields = {
  roleName: ZText(20, ROLE_MSG.roleNameRequired),
  remark: z.string().trim().max(100, '内容不能超过100个字').default(''),
  /** One entry per app type; an app type left out grants nothing (and own data scope). */
  grants: z
    .array(ZRoleGrant)
    .max(20)
    .default([])
    .refine((gs) => new Set(gs.map((g) => g.appType)).size === gs.length, MSG.invalidParams),
};

export const ZRoleRow = z.object({
  roleId: z.number(),
  roleName: z.string(),
  remark: z.string(),
  /** Active staff holding the role. */
  userCount: z.number(),
});

export const ZRoleDetail = ZRoleRow.extend({
  grants: z.array(z.object({ appType: z.number(), dataScope: z.number(), authData: ZAuthData })),
});

/** The role editor's tab of one app: the catalogue with what the role grants checked. */
export const ZRoleAuth = z.object({
  roleId: z.number(),
  appType: z.number(),
  dataScope: z.number(),
  authData: ZAuthData,
  groups: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          checked: z.boolean(),
          children: z.array(z.object({ id: z.number(), name: z.string(), checked: z.boolean() })),
        }),
      ),
    }),
  ),
});

export const ZRank = z.object({
  rankId: z.number(),
  rankName: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  sort: z.number(),
  userCount: z.number(),
});
export const ZRankGroup = z.object({
  groupId: z.number(),
  groupName: z.string(),
  sort: z.number(),
  rankCount: z.number(),
});

const ZSort = numeric().int().min(0).max(9999).default(0);
const ZRankFields = {
  rankName: ZText(20, ROLE_MSG.rankNameRequired),
  groupId: numeric({ error: ROLE_MSG.rankGroupRequired }).int().positive(ROLE_MSG.rankGroupRequired),
  sort: ZSort,
};
const ZRankGroupFields = { groupName: ZText(20, ROLE_MSG.rankGroupNameRequired), sort: ZSort };

export const roleEndpoints = {
  roleList: endpoint({
    method: 'GET',
    path: '/org/v2/roleList',
    auth: 'member',
    summary: "The company's roles with how many staff hold each (staff forms, approver picker, role settings)",
    response: ZListEnvelope(ZRoleRow),
  }),
  getRole: endpoint({
    method: 'GET',
    path: '/base/getRole',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'One role with its grants of every app type',
    query: z.object({ roleId: ZId }),
    response: ZEnvelope(ZRoleDetail),
  }),
  getRoleAuth: endpoint({
    method: 'GET',
    path: '/base/getRoleAuth',
    auth: 'member',
    permission: PERMISSION.roles,
    summary:
      "A role's grants of one app type as the catalogue tree with checked items (the role editor, pages/user/role/role-edit)",
    query: z.object({ roleId: ZId, appType: ZCatalogueAppType }),
    response: ZEnvelope(ZRoleAuth),
  }),
  roleCreate: endpoint({
    method: 'POST',
    path: '/base/roleCreate',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Create a role with its grants per app type',
    body: z.object(ZRoleFields),
    response: ZEnvelope(z.object({ roleId: z.number() })),
  }),
  roleEdit: endpoint({
    method: 'POST',
    path: '/base/roleEdit',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: "Edit a role's name and remark and replace its grants (takes effect on the holders' next call)",
    body: z.object({ roleId: ZId, ...ZRoleFields }),
    response: ZEnvelope(ZEmpty),
  }),
  roleAuthSave: endpoint({
    method: 'POST',
    path: '/base/roleAuthSave',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: "Replace a role's grants of one app type (one tab of the role editor)",
    body: ZRoleGrant.safeExtend({ roleId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  roleDel: endpoint({
    method: 'POST',
    path: '/base/roleDel',
    auth: 'member',
    permission: PERMISSION.roles,
    bodyType: 'form',
    summary: 'Delete a role no active member of staff holds (form body)',
    body: z.object({ roleId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  rankList: endpoint({
    method: 'GET',
    path: '/setting/rankList',
    auth: 'member',
    summary: 'Ranks (职级), of one group or all, by group then sort',
    query: z.object({ groupId: ZId.optional() }),
    response: ZListEnvelope(ZRank),
  }),
  rankCreate: endpoint({
    method: 'POST',
    path: '/setting/rankCreate',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Add a rank to a rank group',
    body: z.object(ZRankFields),
    response: ZEnvelope(z.object({ rankId: z.number() })),
  }),
  rankEdit: endpoint({
    method: 'POST',
    path: '/setting/rankEdit',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Rename a rank, move it to another group or change its order',
    body: z.object({ rankId: ZId, ...ZRankFields }),
    response: ZEnvelope(ZEmpty),
  }),
  deleteRank: endpoint({
    method: 'GET',
    path: '/setting/deleteRank',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Delete a rank no active member of staff holds (GET, as in the seeds)',
    query: z.object({ rankId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  rankGroupList: endpoint({
    method: 'GET',
    path: '/setting/rankGroupList',
    auth: 'member',
    summary: 'Rank groups with how many ranks each holds',
    response: ZListEnvelope(ZRankGroup),
  }),
  rankGroupCreate: endpoint({
    method: 'POST',
    path: '/setting/rankGroupCreate',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Add a rank group',
    body: z.object(ZRankGroupFields),
    response: ZEnvelope(z.object({ groupId: z.number() })),
  }),
  rankGroupEdit: endpoint({
    method: 'POST',
    path: '/setting/rankGroupEdit',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Rename a rank group or change its order',
    body: z.object({ groupId: ZId, ...ZRankGroupFields }),
    response: ZEnvelope(ZEmpty),
  }),
  deleteRankGroup: endpoint({
    method: 'GET',
    path: '/setting/deleteRankGroup',
    auth: 'member',
    permission: PERMISSION.roles,
    summary: 'Delete an empty rank group (GET, as in the seeds)',
    query: z.object({ groupId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
} as const;
