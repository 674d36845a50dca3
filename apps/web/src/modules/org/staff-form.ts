import { localDay } from '@awb/contract/common/china-time';
import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { type TStaffFields, ZStaffFields } from '@awb/contract/staff.contract';
import type { z } from 'zod';
import type { TPickedDept } from './org-picker.ts';

/** The staff form's values (create-staff, edit-staff); ids are null when not set. */
export type TStaffForm = {
  phone?: string;
  userName?: string;
  dept?: TPickedDept | null;
  jobId?: number | null;
  rankId?: number | null;
  roleIds?: number[];
  isManager?: boolean;
  entryDate?: Date | null;
  /** Edit-staff: the code sent to a new phone. */
  phonecode?: string;
};

/** The local calendar day of `2024-03-09`, or null when it is not a date. */
export function fromYmd(text: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The request body, checked with the contract's own schema: the first problem's message, or the body. */
export function toStaffBody(v: TStaffForm): { body: TStaffFields } | { error: string } {
  const body: TStaffFields = {
    userName: (v.userName ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    deptId: v.dept && v.dept.deptId !== ROOT_DEPT_ID ? v.dept.deptId : null,
    jobId: v.jobId || null,
    rankId: v.rankId || null,
    roleIds: v.roleIds ?? [],
    isManager: v.isManager ?? false,
    entryDate: v.entryDate ? localDay(v.entryDate) : null,
  };
  const parsed = ZStaffFields.safeParse(body);
  return parsed.success ? { body } : { error: firstMessage(parsed.error) };
}

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? '参数错误';
}

type TDetail = {
  userName: string;
  phone: string;
  deptId: number;
  deptName: string;
  jobId: number;
  rankId: number;
  isManager: boolean;
  entryDate: string;
  roles: { roleId: number }[];
};

/** The form's starting values from `staffDetail` (0 ids mean not set). */
export function staffFormOf(d: TDetail): TStaffForm {
  return {
    userName: d.userName,
    phone: d.phone,
    dept: d.deptId ? { deptId: d.deptId, deptName: d.deptName } : null,
    jobId: d.jobId || null,
    rankId: d.rankId || null,
    roleIds: d.roles.map((r) => r.roleId),
    isManager: d.isManager,
    entryDate: fromYmd(d.entryDate),
  };
}
