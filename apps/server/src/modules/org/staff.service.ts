import { PHONE_CODE_TYPE, USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import { scopeOf } from '@awb/contract/permission-check';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { ROLE_MSG } from '@awb/contract/role.contract';
import {
  STAFF_MSG,
  type ZLeftStaffRow,
  type ZStaffDetail,
  type ZStaffFields,
  type ZStaffRow,
} from '@awb/contract/staff.contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { userRepository } from '../account/user.repository.ts';
import { users } from '../account/user.table.ts';
import { withinOwnAccess } from '../role/grant-cap.ts';
import { rankRepository } from '../role/rank.repository.ts';
import { roleRepository } from '../role/role.repository.ts';
import { ownerScope } from './data-scope.ts';
import { departmentRepository } from './department.repository.ts';
import { isWithin } from './department-tree.ts';
import { jobRepository } from './job.repository.ts';
import { inDepartmentTree, keyCondition, staffRepository, type TStaffRecord } from './staff.repository.ts';

type TFields = z.output<typeof ZStaffFields>;
type TStaffRow = z.input<typeof ZStaffRow>;

/** Staff lists and forms use the data scope of the manager app. */
export const STAFF_APP = APP_TYPE.manager;

export const outOfScope = () => new AppError(CODE.noPermission, STAFF_MSG.outOfScope);

export function toStaffRow(r: TStaffRecord, link: (ref: string) => string): TStaffRow {
  return {
    userId: r.userId,
    userName: r.userName,
    phone: r.phone,
    avatar: r.avatarUrl ? link(r.avatarUrl) : '',
    deptId: r.deptId ?? 0,
    deptName: r.deptName ?? '',
    jobId: r.jobId ?? 0,
    jobName: r.jobName ?? '',
    rankId: r.rankId ?? 0,
    rankName: r.rankName ?? '',
    isManager: r.isManager,
    entryDate: r.entryDate ?? '',
    status: r.status,
  };
}

/** Staff: the scoped list, detail, and the create and edit forms. */
export class StaffService {
  constructor(private readonly deps: TDeps) {}

  async list(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; key: string; deptId?: number | undefined },
  ): Promise<{ rows: TStaffRow[]; total: number }> {
    const { db, uploads } = this.deps;
    let inDept: ReturnType<typeof inDepartmentTree> | undefined;
    if (q.deptId !== undefined) {
      const dept = await departmentRepository.findById(db, ctx.companyId, q.deptId);
      if (!dept) throw notFound('部门不存在或已删除');
      inDept = inDepartmentTree(db, ctx.companyId, dept.path);
    }
    const page = await staffRepository.activePage(
      db,
      ctx.companyId,
      [ownerScope(ctx, STAFF_APP, users.id), keyCondition(q.key), inDept],
      q,
    );
    return { rows: page.rows.map((r) => toStaffRow(r, (ref) => uploads.link(ref))), total: page.total };
  }

  async leftList(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; key: string },
  ): Promise<{ rows: z.input<typeof ZLeftStaffRow>[]; total: number }> {
    const page = await staffRepository.leftPage(
      this.deps.db,
      ctx.companyId,
      [ownerScope(ctx, STAFF_APP, users.id), keyCondition(q.key)],
      q,
    );
    return {
      rows: page.rows.map((r) => ({
        userId: r.userId,
        userName: r.userName,
        phone: r.phone,
        deptName: r.deptName ?? '',
        jobName: r.jobName ?? '',
        leftAt: formatTime(r.leftAt),
        reason: r.leaveReason,
        handoverUserId: r.handoverUserId ?? 0,
        handoverUserName: r.handoverUserName ?? '',
      })),
      total: page.total,
    };
  }

  async detail(ctx: TRequestContext, userId: number): Promise<z.input<typeof ZStaffDetail>> {
    const { db, uploads } = this.deps;
    const record = await this.inScope(ctx, userId);
    const tree = record.deptId ? await departmentRepository.all(db, ctx.companyId) : [];
    const dept = tree.find((d) => d.id === record.deptId);
    const names = new Map(tree.map((d) => [d.id, d.name]));
    return {
      ...toStaffRow(record, (ref) => uploads.link(ref)),
      roles: await roleRepository.rolesOf(db, ctx.companyId, userId),
      deptPath: (dept?.path ?? '')
        .split('/')
        .filter(Boolean)
        .map((id) => ({ deptId: Number(id), deptName: names.get(Number(id)) ?? '' })),
    };
  }

  async create(ctx: TRequestContext, input: TFields): Promise<{ userId: number }> {
    if (input.isManager && !ctx.isManager) throw new AppError(CODE.noPermission, STAFF_MSG.managerOnly);
    await this.checkReferences(ctx, input);
    return this.phoneChecked(() =>
      this.deps.db.transaction(async (tx) => {
        const user = await userRepository.insert(tx, {
          companyId: ctx.companyId,
          phone: input.phone,
          name: input.userName,
          passwordHash: null,
          isManager: input.isManager,
          status: USER_STATUS.active,
          ...this.placement(input),
        });
        await roleRepository.setUserRoles(tx, ctx.companyId, user.id, input.roleIds);
        return { userId: user.id };
      }),
    );
  }

  async edit(ctx: TRequestContext, input: TFields & { userId: number; phonecode?: string | undefined }): Promise<void> {
    const { db, phoneCodes } = this.deps;
    const current = await this.inScope(ctx, input.userId);
    if (current.status !== USER_STATUS.active) throw invalid(STAFF_MSG.notActive);
    // A manager's account (its phone logs in by code) is changed by managers only: no take-over.
    if (current.isManager && !ctx.isManager) throw new AppError(CODE.noPermission, STAFF_MSG.managerOnly);
    if (input.isManager !== current.isManager) {
      if (!ctx.isManager) throw new AppError(CODE.noPermission, STAFF_MSG.managerOnly);
      if (!input.isManager && (await userRepository.activeManagerIds(db, ctx.companyId)).length <= 1) {
        throw invalid(STAFF_MSG.lastManager);
      }
    }
    // A phone logs in by code: changing it hands the account to whoever holds the new number. So only
    // a manager may, and the new number must prove itself with the code sent to it.
    let codeId: number | undefined;
    if (input.phone !== current.phone) {
      if (!ctx.isManager) throw new AppError(CODE.noPermission, STAFF_MSG.phoneManagerOnly);
      if (!input.phonecode) throw invalid(STAFF_MSG.phoneCodeRequired);
      codeId = await phoneCodes.verify(input.phone, PHONE_CODE_TYPE.staffPhone, input.phonecode);
    }
    // Editing someone is a way into their account's standing: the editor's own access caps the roles
    // the colleague already holds, not only the ones newly given.
    await this.checkReferences(ctx, input);
    const held = (await roleRepository.rolesOf(db, ctx.companyId, input.userId)).map((r) => r.roleId);
    await this.checkGrantable(ctx, held);
    await this.phoneChecked(() =>
      db.transaction(async (tx) => {
        if (codeId !== undefined) await phoneCodes.consume(tx, codeId);
        await userRepository.update(tx, ctx.companyId, input.userId, {
          phone: input.phone,
          name: input.userName,
          isManager: input.isManager,
          ...this.placement(input),
        });
        await roleRepository.setUserRoles(tx, ctx.companyId, input.userId, input.roleIds);
        // A new phone is a new identity: sessions opened with the old one end.
        if (input.phone !== current.phone) await this.deps.sessions.revokeAllOf(tx, ctx.companyId, input.userId);
      }),
    );
    this.deps.sessions.forgetUser(ctx.companyId, input.userId);
  }

  /** A member of the caller's company within their manager-app scope (themselves always). */
  async inScope(ctx: TRequestContext, userId: number): Promise<TStaffRecord> {
    const { db } = this.deps;
    const record = await staffRepository.findOne(db, ctx.companyId, userId);
    if (!record) throw notFound('员工不存在');
    if (userId === ctx.userId || scopeOf(ctx, STAFF_APP) === DATA_SCOPE.company) return record;
    const [visible] = await staffRepository.people(
      db,
      ctx.companyId,
      and(eq(users.id, userId), ownerScope(ctx, STAFF_APP, users.id)),
      1,
    );
    if (!visible) throw outOfScope();
    return record;
  }

  /**
   * Department, job, rank and roles must be the company's; the department within the caller's scope;
   * the roles within the caller's own access.
   */
  async checkReferences(
    ctx: TRequestContext,
    input: { deptId: number | null; jobId: number | null; rankId?: number | null; roleIds: number[] },
  ): Promise<void> {
    const { db } = this.deps;
    const scope = scopeOf(ctx, STAFF_APP);
    if (input.deptId !== null) {
      const dept = await departmentRepository.findById(db, ctx.companyId, input.deptId);
      if (!dept) throw notFound('部门不存在或已删除');
      const mine = ctx.departmentPath;
      const allowed =
        scope === DATA_SCOPE.company ||
        (mine !== null && scope === DATA_SCOPE.department && dept.path === mine) ||
        (mine !== null && scope === DATA_SCOPE.departmentAndBelow && isWithin(dept.path, mine));
      if (!allowed) throw outOfScope();
    } else if (scope !== DATA_SCOPE.company) {
      throw outOfScope();
    }
    if (input.jobId !== null && !(await jobRepository.findById(db, ctx.companyId, input.jobId))) {
      throw notFound('岗位不存在或已删除');
    }
    if (input.rankId && !(await rankRepository.findRank(db, ctx.companyId, input.rankId))) {
      throw notFound('职级不存在或已删除');
    }
    const roleIds = [...new Set(input.roleIds)];
    if ((await roleRepository.existingIds(db, ctx.companyId, roleIds)).length !== roleIds.length) {
      throw notFound('角色不存在或已删除');
    }
    await this.checkGrantable(ctx, roleIds);
  }

  /** Roles someone gets or holds must lie within the editor's own access (a manager may do anything). */
  private async checkGrantable(ctx: TRequestContext, roleIds: number[]): Promise<void> {
    if (ctx.isManager) return;
    for (const roleId of roleIds) {
      const grants = await roleRepository.grants(this.deps.db, ctx.companyId, roleId);
      if (!withinOwnAccess(ctx, grants)) throw new AppError(CODE.noPermission, ROLE_MSG.grantBeyondOwn);
    }
  }

  private placement(input: TFields) {
    return {
      departmentId: input.deptId,
      jobId: input.jobId,
      rankId: input.rankId,
      entryDate: input.entryDate,
    };
  }

  private async phoneChecked<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(STAFF_MSG.phoneTaken);
      throw error;
    }
  }
}
