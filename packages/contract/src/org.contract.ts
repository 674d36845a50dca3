import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope } from './common/envelope.ts';
import { ZId, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PERMISSION } from './permission-check.ts';
import { PERMISSION_CATALOGUE } from './permissions.ts';

/**
 * Organisation (seed 001 §2, §7 "/org/v2"): the department tree, cities the company opens, the
 * scoped picker and the invite. Staff, leaving, applications and jobs are in staff.contract.ts.
 * Departments nest to any depth; the company itself is the root (deptId 0, never stored).
 */
export const ROOT_DEPT_ID = 0;
export const DEPT_NAME_MAX = 20;

export const ORG_MSG = {
  deptNameRequired: '请输入部门名称',
  deptNameTaken: '同级部门下已有同名部门',
  deptNotEmptyStaff: '该部门下还有员工，无法删除',
  deptNotEmptyChildren: '该部门下还有子部门，无法删除',
  deptMoveIntoItself: '不能移动到该部门自身或其下级部门',
  deptRequired: '请选择部门',
  inviteInvalid: '邀请码无效，请核对后重试',
  citiesRequired: '请至少选择一个城市',
} as const;

/** A department id: 0 (or absent) is the company root. */
const ZDeptIdOrRoot = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .min(0, MSG.invalidParams)
  .max(Number.MAX_SAFE_INTEGER, MSG.invalidParams)
  .default(ROOT_DEPT_ID);

const ZDeptName = ZText(DEPT_NAME_MAX, ORG_MSG.deptNameRequired);

/** A department of the flat tree (lwpV2): the client nests it by parentId. */
export const ZDept = z.object({
  deptId: z.number(),
  deptName: z.string(),
  /** 0 for a top-level department. */
  parentId: z.number(),
  /** 1 for a top-level department. */
  depth: z.number(),
  sort: z.number(),
  leaderUserId: z.number().nullable(),
  /** Active staff directly in the department. */
  staffCount: z.number(),
  /** Active staff in the department and every department below it. */
  totalStaffCount: z.number(),
});
export type TDept = z.output<typeof ZDept>;

export const ZDeptTree = z.object({
  companyName: z.string(),
  /** Active staff of the company, also those in no department. */
  totalStaffCount: z.number(),
  /** Depth first, siblings by sort then id. */
  depts: z.array(ZDept),
});

/** A person in a picker or a department page. */
export const ZOrgPerson = z.object({
  userId: z.number(),
  userName: z.string(),
  avatar: z.string(),
  deptId: z.number(),
  jobName: z.string(),
  isManager: z.boolean(),
  /** Heads the department shown. */
  isLeader: z.boolean(),
});
export type TOrgPerson = z.output<typeof ZOrgPerson>;

export const ZSubDepts = z.object({
  /** The department opened, or null at the company root. */
  dept: ZDept.nullable(),
  /** From the root down to the department opened (empty at the root). */
  path: z.array(z.object({ deptId: z.number(), deptName: z.string() })),
  depts: z.array(ZDept),
  /** Active staff directly in the department (at the root: staff in no department). */
  users: z.array(ZOrgPerson),
});

export const ZDeptDetail = ZDept.extend({
  parentName: z.string(),
  leaderName: z.string(),
  subDeptCount: z.number(),
  path: z.array(z.object({ deptId: z.number(), deptName: z.string() })),
});

export const ZOpenCity = z.object({ cityId: z.number(), cityName: z.string(), provinceId: z.number() });

/** Permission app types (the catalogue's), for calls that take an appType. */
export const ZCatalogueAppType = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .refine((v) => PERMISSION_CATALOGUE.some((a) => a.appType === v), '未知的应用类型');

export const ZScopedOrg = z.object({
  /** The caller may see the whole company for this app. */
  allDepts: z.boolean(),
  /** Departments within the caller's scope (with their ancestors' ids in parentId, for nesting). */
  depts: z.array(ZDept),
  /** People within the caller's scope (at most all active staff). */
  users: z.array(ZOrgPerson),
});

export const orgEndpoints = {
  lwpV2: endpoint({
    method: 'GET',
    path: '/org/v2/lwpV2',
    auth: 'member',
    summary: 'The whole department tree, flat (nest by parentId), with staff counts (pages structure, picker)',
    response: ZEnvelope(ZDeptTree),
  }),
  getSubDepts: endpoint({
    method: 'GET',
    path: '/org/v2/get_sub_depts',
    auth: 'member',
    summary: 'One level of the tree: sub-departments and the staff directly in a department (deptId 0: root)',
    query: z.object({ deptId: ZDeptIdOrRoot }),
    response: ZEnvelope(ZSubDepts),
  }),
  deptDetail: endpoint({
    method: 'GET',
    path: '/org/v2/deptDetail',
    auth: 'member',
    summary: 'A department with its parent, leader and counts (page department)',
    query: z.object({ deptId: ZId }),
    response: ZEnvelope(ZDeptDetail),
  }),
  deptCreate: endpoint({
    method: 'POST',
    path: '/org/v2/deptCreate',
    auth: 'member',
    permission: PERMISSION.departments,
    summary: 'Create a department under parentId (0: top level) (page opt-depart)',
    body: z.object({ deptName: ZDeptName, parentId: ZDeptIdOrRoot, leaderUserId: ZId.nullable().optional() }),
    response: ZEnvelope(z.object({ deptId: z.number() })),
  }),
  deptEdit: endpoint({
    method: 'POST',
    path: '/org/v2/deptEdit',
    auth: 'member',
    permission: PERMISSION.departments,
    summary: 'Rename a department and set its leader (null: none)',
    body: z.object({ deptId: ZId, deptName: ZDeptName, leaderUserId: ZId.nullable().optional() }),
    response: ZEnvelope(ZEmpty),
  }),
  deptMove: endpoint({
    method: 'POST',
    path: '/org/v2/deptMove',
    auth: 'member',
    permission: PERMISSION.departments,
    summary: 'Move a department (with everything below it) under another parent (0: top level)',
    body: z.object({ deptId: ZId, parentId: ZDeptIdOrRoot }),
    response: ZEnvelope(ZEmpty),
  }),
  deptDelete: endpoint({
    method: 'POST',
    path: '/org/v2/deptDelete',
    auth: 'member',
    permission: PERMISSION.departments,
    summary: 'Delete a department that has no staff and no sub-departments',
    body: z.object({ deptId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  lwpRigthV2: endpoint({
    method: 'POST',
    path: '/org/v2/lwpRigthV2',
    auth: 'member',
    summary: "The departments and people within the caller's data scope of an app (scoped picker, list filters)",
    body: z.object({ appType: ZCatalogueAppType }),
    response: ZEnvelope(ZScopedOrg),
  }),
  openingCities: endpoint({
    method: 'GET',
    path: '/org/v2/openingCities',
    auth: 'member',
    summary: 'The cities the company works in (its registration city until others are opened)',
    response: ZEnvelope(z.array(ZOpenCity)),
  }),
  moreCitys: endpoint({
    method: 'GET',
    path: '/org/v2/moreCitys',
    auth: 'member',
    summary: 'Cities that can be opened (of a province, or all), each with whether it is open',
    query: z.object({ pid: ZId.optional() }),
    response: ZEnvelope(z.array(ZOpenCity.extend({ opened: z.boolean() }))),
  }),
  openingCitiesSave: endpoint({
    method: 'POST',
    path: '/org/v2/openingCitiesSave',
    auth: 'member',
    permission: PERMISSION.cities,
    summary: 'Set the cities the company works in (replaces the list)',
    body: z.object({
      cityIds: z
        .array(ZId, { error: ORG_MSG.citiesRequired })
        .min(1, ORG_MSG.citiesRequired)
        .max(50, '最多开通50个城市'),
    }),
    response: ZEnvelope(z.array(ZOpenCity)),
  }),
  invite: endpoint({
    method: 'GET',
    path: '/org/v2/invite',
    auth: 'member',
    summary: "The company's invite code and link path for the invite QR code (page h5/invite)",
    response: ZEnvelope(z.object({ companyName: z.string(), inviteCode: z.string(), invitePath: z.string() })),
  }),
  inviteCompany: endpoint({
    method: 'GET',
    path: '/org/v2/inviteCompany',
    auth: 'none',
    summary: 'The company an invite code belongs to, shown before registering with it (no token)',
    query: z.object({ code: z.string({ error: ORG_MSG.inviteInvalid }).trim().min(1, ORG_MSG.inviteInvalid).max(64) }),
    response: ZEnvelope(z.object({ companyName: z.string() })),
  }),
} as const;
