import { USER_STATUS } from '@awb/contract/account.contract';
import type { TOrgPerson } from '@awb/contract/org.contract';
import { ORG_MSG, type ZDeptDetail, type ZDeptTree, type ZSubDepts } from '@awb/contract/org.contract';
import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { userRepository } from '../account/user.repository.ts';
import { users } from '../account/user.table.ts';
import { companyRepository } from '../company/company.repository.ts';
import { departmentRepository, type TDeptRow } from './department.repository.ts';
import { buildTree, isWithin, pathOf, ROOT_PATH, type TTree } from './department-tree.ts';
import { staffRepository, type TStaffRecord } from './staff.repository.ts';

export function toPerson(r: TStaffRecord, leaderUserId: number | null, link: (ref: string) => string): TOrgPerson {
  return {
    userId: r.userId,
    userName: r.userName,
    avatar: r.avatarUrl ? link(r.avatarUrl) : '',
    deptId: r.deptId ?? 0,
    jobName: r.jobName ?? '',
    isManager: r.isManager,
    isLeader: leaderUserId !== null && r.userId === leaderUserId,
  };
}

/** The department tree: reading it, and creating, renaming, moving and deleting departments. */
export class DepartmentService {
  constructor(private readonly deps: TDeps) {}

  async loadTree(companyId: number): Promise<TTree> {
    const { db } = this.deps;
    const [rows, counts] = await Promise.all([
      departmentRepository.all(db, companyId),
      departmentRepository.staffCounts(db, companyId),
    ]);
    return buildTree(rows, counts);
  }

  async tree(ctx: TRequestContext): Promise<z.input<typeof ZDeptTree>> {
    const [tree, company] = await Promise.all([
      this.loadTree(ctx.companyId),
      companyRepository.findById(this.deps.db, ctx.companyId),
    ]);
    return { companyName: company?.name ?? '', totalStaffCount: tree.totalStaffCount, depts: tree.ordered };
  }

  async subDepts(ctx: TRequestContext, deptId: number): Promise<z.input<typeof ZSubDepts>> {
    const { db, uploads } = this.deps;
    const tree = await this.loadTree(ctx.companyId);
    const row = deptId ? this.existing(tree, deptId) : undefined;
    const dept = row ? tree.ordered.find((d) => d.deptId === row.id) : undefined;
    const people = await staffRepository.people(
      db,
      ctx.companyId,
      row ? eq(users.departmentId, row.id) : isNull(users.departmentId),
    );
    return {
      dept: dept ?? null,
      path: row ? pathOf(tree, row) : [],
      depts: tree.ordered.filter((d) => d.parentId === (row?.id ?? 0)),
      users: people.map((p) => toPerson(p, row?.leaderUserId ?? null, (ref) => uploads.link(ref))),
    };
  }

  async detail(ctx: TRequestContext, deptId: number): Promise<z.input<typeof ZDeptDetail>> {
    const tree = await this.loadTree(ctx.companyId);
    const row = this.existing(tree, deptId);
    const dept = tree.ordered.find((d) => d.deptId === row.id)!;
    const leader = row.leaderUserId
      ? await userRepository.findById(this.deps.db, ctx.companyId, row.leaderUserId)
      : undefined;
    return {
      ...dept,
      parentName: tree.byId.get(row.parentId)?.name ?? '',
      leaderName: leader?.name ?? '',
      subDeptCount: tree.ordered.filter((d) => d.parentId === row.id).length,
      path: pathOf(tree, row),
    };
  }

  async create(
    ctx: TRequestContext,
    input: { deptName: string; parentId: number; leaderUserId?: number | null | undefined },
  ): Promise<{ deptId: number }> {
    const { db } = this.deps;
    const parentPath = input.parentId ? (await this.find(ctx, input.parentId)).path : ROOT_PATH;
    await this.checkLeader(ctx, input.leaderUserId);
    return this.naming(async () => {
      const row = await db.transaction((tx) =>
        departmentRepository.insert(tx, {
          companyId: ctx.companyId,
          parentId: input.parentId,
          name: input.deptName,
          parentPath,
          leaderUserId: input.leaderUserId ?? null,
        }),
      );
      return { deptId: row.id };
    });
  }

  async edit(
    ctx: TRequestContext,
    input: { deptId: number; deptName: string; leaderUserId?: number | null | undefined },
  ): Promise<void> {
    await this.find(ctx, input.deptId);
    await this.checkLeader(ctx, input.leaderUserId);
    await this.naming(() =>
      departmentRepository.update(this.deps.db, ctx.companyId, input.deptId, {
        name: input.deptName,
        ...(input.leaderUserId !== undefined ? { leaderUserId: input.leaderUserId } : {}),
      }),
    );
  }

  async move(ctx: TRequestContext, input: { deptId: number; parentId: number }): Promise<void> {
    const dept = await this.find(ctx, input.deptId);
    const parentPath = input.parentId ? (await this.find(ctx, input.parentId)).path : ROOT_PATH;
    if (isWithin(parentPath, dept.path)) throw invalid(ORG_MSG.deptMoveIntoItself);
    if (dept.parentId === input.parentId) return;
    await this.naming(() =>
      this.deps.db.transaction((tx) => departmentRepository.move(tx, ctx.companyId, dept, input.parentId, parentPath)),
    );
    this.deps.sessions.forgetCompany(ctx.companyId);
  }

  async remove(ctx: TRequestContext, deptId: number): Promise<void> {
    const { db } = this.deps;
    await this.find(ctx, deptId);
    await db.transaction(async (tx) => {
      const counts = await departmentRepository.staffCounts(tx, ctx.companyId);
      if ((counts.get(deptId) ?? 0) > 0) throw invalid(ORG_MSG.deptNotEmptyStaff);
      if (await departmentRepository.hasChildren(tx, ctx.companyId, deptId)) {
        throw invalid(ORG_MSG.deptNotEmptyChildren);
      }
      await departmentRepository.remove(tx, ctx.companyId, deptId);
    });
  }

  /** A department of the caller's company; another company's id is simply not found. */
  async find(ctx: TRequestContext, deptId: number): Promise<TDeptRow> {
    const row = await departmentRepository.findById(this.deps.db, ctx.companyId, deptId);
    if (!row) throw notFound('部门不存在或已删除');
    return row;
  }

  private existing(tree: TTree, deptId: number): TDeptRow {
    const row = tree.byId.get(deptId);
    if (!row) throw notFound('部门不存在或已删除');
    return row;
  }

  private async checkLeader(ctx: TRequestContext, leaderUserId: number | null | undefined): Promise<void> {
    if (!leaderUserId) return;
    const user = await userRepository.findById(this.deps.db, ctx.companyId, leaderUserId);
    if (user?.status !== USER_STATUS.active) throw invalid('负责人必须是在职员工');
  }

  private async naming<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(ORG_MSG.deptNameTaken);
      throw error;
    }
  }
}
