import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize, ZPhone, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZDay, ZTime } from './common/time-fields.ts';
import { PERMISSION } from './permission-check.ts';

/**
 * Staff, leaving with hand-over, join applications and jobs (seed 001 §7 "/org/v2", pages staff,
 * create-staff, edit-staff, leave-staff, entrant-apply, job/job-set).
 */
export const STAFF_MSG = {
  userNameRequired: '请输入员工姓名',
  phoneTaken: '该手机号已被其他账号使用',
  outOfScope: '该员工不在您的管理范围内',
  entryDateFormat: '入职日期格式不正确',
  handoverRequired: '请选择交接人',
  handoverSelf: '交接人不能是离职员工本人',
  handoverInvalid: '交接人必须是在职员工',
  leaveSelf: '不能为自己办理离职',
  lastManager: '公司至少需要保留一名管理员',
  managerOnly: '只有管理员可以设置或变更管理员',
  phoneManagerOnly: '只有管理员可以修改员工手机号',
  phoneCodeRequired: '请输入新手机号收到的验证码',
  notActive: '该员工不是在职状态',
  applicationHandled: '该申请已处理',
  applyStatusInvalid: '请选择通过或驳回',
  jobNameRequired: '请输入岗位名称',
  jobNameTaken: '岗位名称已存在',
  jobInUse: '该岗位下还有员工，无法删除',
} as const;

/** Join applications (registration with an invite code): pending until an administrator decides. */
export const APPLY_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

const ZEntryDate = z
  .string({ error: STAFF_MSG.entryDateFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STAFF_MSG.entryDateFormat)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), STAFF_MSG.entryDateFormat);

/** Ids as an array (JSON) or comma-separated (query strings and forms). */
export const ZIdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v),
  z.array(ZId).max(50, MSG.invalidParams),
);

/** A yes/no flag as JSON boolean, 0/1 or 'true'/'false' (forms): z.coerce.boolean would read 'false' as true. */
export const ZFlag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === '' ? false : v),
  z.boolean({ error: MSG.invalidParams }),
);

const ZOptionalId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), ZId.nullable());

export const ZStaffFields = z.object({
  userName: ZText(20, STAFF_MSG.userNameRequired),
  phone: ZPhone,
  /** null: in no department (directly under the company). */
  deptId: ZOptionalId.default(null),
  jobId: ZOptionalId.default(null),
  rankId: ZOptionalId.default(null),
  roleIds: ZIdList.default([]),
  /** Only a manager may grant or remove the manager flag. */
  isManager: ZFlag.default(false),
  entryDate: ZEntryDate.nullable().default(null),
});
export type TStaffFields = z.input<typeof ZStaffFields>;

/**
 * The edit form: a new phone (managers only) confirms with the code sent to it through
 * `user/getPhoneCode` type 5 (PHONE_CODE_TYPE.staffPhone).
 */
export const ZStaffEdit = ZStaffFields.extend({
  userId: ZId,
  phonecode: z.string().trim().max(6, MSG.codeWrong).optional(),
});
export type TStaffEdit = z.input<typeof ZStaffEdit>;

export const ZStaffRow = z.object({
  userId: z.number(),
  userName: z.string(),
  phone: z.string(),
  avatar: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  jobId: z.number(),
  jobName: z.string(),
  rankId: z.number(),
  rankName: z.string(),
  isManager: z.boolean(),
  entryDate: ZDay,
  /** USER_STATUS. */
  status: z.number(),
});
export type TStaffRow = z.output<typeof ZStaffRow>;

export const ZStaffDetail = ZStaffRow.extend({
  roles: z.array(z.object({ roleId: z.number(), roleName: z.string() })),
  /** Department path from the root, for the edit form. */
  deptPath: z.array(z.object({ deptId: z.number(), deptName: z.string() })),
});

export const ZLeftStaffRow = z.object({
  userId: z.number(),
  userName: z.string(),
  phone: z.string(),
  deptName: z.string(),
  jobName: z.string(),
  leftAt: ZTime,
  reason: z.string(),
  handoverUserId: z.number(),
  handoverUserName: z.string(),
});

export const ZApplication = z.object({
  applyId: z.number(),
  userId: z.number(),
  userName: z.string(),
  phone: z.string(),
  /** APPLY_STATUS. */
  status: z.number(),
  createdAt: ZTime,
  handledAt: ZTime,
  handlerName: z.string(),
});

export const ZJob = z.object({ jobId: z.number(), jobName: z.string(), sort: z.number(), staffCount: z.number() });

const ZKey = z.string().trim().max(30).default('');
const paging = { pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.organisation) };
const ZJobName = ZText(20, STAFF_MSG.jobNameRequired);

export const staffEndpoints = {
  employeeListV2: endpoint({
    method: 'GET',
    path: '/org/v2/employeeListV2',
    auth: 'member',
    summary:
      "Active staff within the caller's manager-app data scope, 15 a page; key searches name or phone, deptId limits to a department and below",
    query: z.object({ ...paging, key: ZKey, deptId: ZId.optional() }),
    response: ZListEnvelope(ZStaffRow),
  }),
  staffDetail: endpoint({
    method: 'GET',
    path: '/org/v2/staffDetail',
    auth: 'member',
    summary: 'One member of staff with roles (the caller, or someone within their data scope)',
    query: z.object({ userId: ZId }),
    response: ZEnvelope(ZStaffDetail),
  }),
  staffCreate: endpoint({
    method: 'POST',
    path: '/org/v2/staffCreate',
    auth: 'member',
    permission: PERMISSION.staff,
    summary: 'Add a member of staff, active at once; they log in with a phone code (page create-staff)',
    body: ZStaffFields,
    response: ZEnvelope(z.object({ userId: z.number() })),
  }),
  staffEdit: endpoint({
    method: 'POST',
    path: '/org/v2/staffEdit',
    auth: 'member',
    permission: PERMISSION.staff,
    summary:
      "Edit a member of staff: name, phone, department, job, rank, roles, manager flag, entry date. Only a manager changes a phone, with the code sent to the new one (phonecode); the editor's own access caps the roles the colleague holds and gets.",
    body: ZStaffEdit,
    response: ZEnvelope(ZEmpty),
  }),
  leaveCompany: endpoint({
    method: 'POST',
    path: '/org/v2/leaveCompany',
    auth: 'member',
    permission: PERMISSION.leave,
    summary:
      'A member of staff leaves: their sessions end and what they hold goes to handoverUserId, in one transaction',
    body: z.object({
      userId: ZId,
      handoverUserId: numeric({ error: STAFF_MSG.handoverRequired }).int().positive(STAFF_MSG.handoverRequired),
      reason: z.string().trim().max(200, '内容不能超过200个字').default(''),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  resignatedEmployees: endpoint({
    method: 'GET',
    path: '/org/v2/resignatedEmployees',
    auth: 'member',
    permission: PERMISSION.leave,
    summary: 'Staff who have left, newest first, with their hand-over colleague (page leave-staff)',
    query: z.object({ ...paging, key: ZKey }),
    response: ZListEnvelope(ZLeftStaffRow),
  }),
  applyCount: endpoint({
    method: 'GET',
    path: '/org/v2/applyCount',
    auth: 'member',
    permission: PERMISSION.applications,
    summary: 'How many join applications wait for review (badge)',
    response: ZEnvelope(z.object({ count: z.number() })),
  }),
  myEmployeeApplicationList: endpoint({
    method: 'GET',
    path: '/org/v2/myEmployeeApplicationList',
    auth: 'member',
    permission: PERMISSION.applications,
    summary: "The company's join applications, pending first then newest (status filters; page entrant-apply)",
    query: z.object({ ...paging, status: numeric().int().min(0).max(2).optional() }),
    response: ZListEnvelope(ZApplication),
  }),
  pendingProcessing: endpoint({
    method: 'GET',
    path: '/org/v2/pendingProcessing',
    auth: 'member',
    permission: PERMISSION.applications,
    summary:
      'Approve (status 1, optionally placing the person in deptId with roleIds and jobId) or reject (status 2) an application',
    query: z.object({
      applyId: ZId,
      status: numeric({ error: STAFF_MSG.applyStatusInvalid }).refine(
        (v) => v === APPLY_STATUS.approved || v === APPLY_STATUS.rejected,
        STAFF_MSG.applyStatusInvalid,
      ),
      deptId: ZOptionalId.default(null),
      jobId: ZOptionalId.default(null),
      roleIds: ZIdList.default([]),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  jobList: endpoint({
    method: 'GET',
    path: '/org/v2/jobList',
    auth: 'member',
    summary: "The company's jobs (岗位) with staff counts (page job-set, staff forms)",
    response: ZListEnvelope(ZJob),
  }),
  jobCreate: endpoint({
    method: 'POST',
    path: '/org/v2/jobCreate',
    auth: 'member',
    permission: PERMISSION.jobs,
    summary: 'Add a job',
    body: z.object({ jobName: ZJobName, sort: numeric().int().min(0).max(9999).default(0) }),
    response: ZEnvelope(z.object({ jobId: z.number() })),
  }),
  jobEdit: endpoint({
    method: 'POST',
    path: '/org/v2/jobEdit',
    auth: 'member',
    permission: PERMISSION.jobs,
    summary: 'Rename a job or change its order',
    body: z.object({ jobId: ZId, jobName: ZJobName, sort: numeric().int().min(0).max(9999).default(0) }),
    response: ZEnvelope(ZEmpty),
  }),
  jobDelete: endpoint({
    method: 'POST',
    path: '/org/v2/jobDelete',
    auth: 'member',
    permission: PERMISSION.jobs,
    summary: 'Delete a job no active member of staff holds',
    body: z.object({ jobId: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
} as const;
