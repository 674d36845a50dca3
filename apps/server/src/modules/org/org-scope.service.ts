import type { TDept, ZScopedOrg } from '@awb/contract/org.contract';
import { scopeOf } from '@awb/contract/permission-check';
import { DATA_SCOPE } from '@awb/contract/permissions';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { users } from '../account/user.table.ts';
import { ownerScope } from './data-scope.ts';
import { DepartmentService, toPerson } from './department.service.ts';
import { isWithin } from './department-tree.ts';
import { staffRepository } from './staff.repository.ts';

/**
 * The organisation cut down to the caller's data scope in one app (lwpRigthV2,
 * manageAccountAuthInfo): whole company, own department, it and below, or just the caller.
 */
export class OrgScopeService {
  private readonly departments: DepartmentService;
  constructor(private readonly deps: TDeps) {
    this.departments = new DepartmentService(deps);
  }

  async departmentsInScope(ctx: TRequestContext, appType: number): Promise<{ allDepts: boolean; depts: TDept[] }> {
    const scope = scopeOf(ctx, appType);
    const tree = await this.departments.loadTree(ctx.companyId);
    if (scope === DATA_SCOPE.company) return { allDepts: true, depts: tree.ordered };
    const path = ctx.departmentPath;
    if (scope === DATA_SCOPE.own || path === null) return { allDepts: false, depts: [] };
    const depts = tree.ordered.filter((d) => {
      const row = tree.byId.get(d.deptId);
      if (!row) return false;
      return scope === DATA_SCOPE.department ? row.path === path : isWithin(row.path, path);
    });
    return { allDepts: false, depts };
  }

  async scoped(ctx: TRequestContext, appType: number): Promise<z.input<typeof ZScopedOrg>> {
    const { db, uploads } = this.deps;
    const { allDepts, depts } = await this.departmentsInScope(ctx, appType);
    const leaders = new Map(depts.map((d) => [d.deptId, d.leaderUserId]));
    const people = await staffRepository.people(db, ctx.companyId, ownerScope(ctx, appType, users.id));
    return {
      allDepts,
      depts,
      users: people.map((p) => toPerson(p, leaders.get(p.deptId ?? 0) ?? null, (ref) => uploads.link(ref))),
    };
  }

  async manageable(ctx: TRequestContext, appType: number): Promise<{ allDepts: boolean; deptIds: number[] }> {
    const { allDepts, depts } = await this.departmentsInScope(ctx, appType);
    return { allDepts, deptIds: depts.map((d) => d.deptId) };
  }
}
