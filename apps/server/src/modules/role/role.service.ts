import { CODE } from '@awb/contract/common/codes';
import { PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import {
  ROLE_MSG,
  type TRoleGrant,
  type ZRoleAuth,
  type ZRoleDetail,
  type ZRoleRow,
} from '@awb/contract/role.contract';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { withinOwnAccess } from './grant-cap.ts';
import { roleRepository, type TRoleRow } from './role.repository.ts';

type TRoleInput = { roleName: string; remark: string; grants: TRoleGrant[] };

/** Nobody but a manager writes a role granting more than they hold (grant-cap.ts). */
function checkGrantable(ctx: TRequestContext, grants: TRoleGrant[]): void {
  if (!withinOwnAccess(ctx, grants)) throw new AppError(CODE.noPermission, ROLE_MSG.grantBeyondOwn);
}

/** Roles and their grants per app type; changes reach the holders on their next call. */
export class RoleService {
  constructor(private readonly deps: TDeps) {}

  async list(ctx: TRequestContext): Promise<z.input<typeof ZRoleRow>[]> {
    const rows = await roleRepository.list(this.deps.db, ctx.companyId);
    return rows.map((r) => ({ roleId: r.id, roleName: r.name, remark: r.remark, userCount: r.userCount }));
  }

  async get(ctx: TRequestContext, roleId: number): Promise<z.input<typeof ZRoleDetail>> {
    const { db } = this.deps;
    const role = await this.find(ctx, roleId);
    return {
      roleId: role.id,
      roleName: role.name,
      remark: role.remark,
      userCount: await roleRepository.activeHolders(db, ctx.companyId, role.id),
      grants: await roleRepository.grants(db, ctx.companyId, role.id),
    };
  }

  async auth(ctx: TRequestContext, roleId: number, appType: number): Promise<z.input<typeof ZRoleAuth>> {
    const role = await this.find(ctx, roleId);
    const grant = (await roleRepository.grants(this.deps.db, ctx.companyId, role.id)).find(
      (g) => g.appType === appType,
    );
    const authData = grant?.authData ?? {};
    const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType);
    return {
      roleId: role.id,
      appType,
      dataScope: grant?.dataScope ?? 1,
      authData,
      groups: (app?.groups ?? []).map((group) => ({
        name: group.name,
        items: group.items.map((item) => {
          const granted = authData[String(item.id)];
          return {
            id: item.id,
            name: item.name,
            checked: granted !== undefined,
            children: (item.children ?? []).map((c) => ({ ...c, checked: granted?.includes(c.id) ?? false })),
          };
        }),
      })),
    };
  }

  async create(ctx: TRequestContext, input: TRoleInput): Promise<{ roleId: number }> {
    checkGrantable(ctx, input.grants);
    return this.named(() =>
      this.deps.db.transaction(async (tx) => {
        const role = await roleRepository.insert(tx, {
          companyId: ctx.companyId,
          name: input.roleName,
          remark: input.remark,
        });
        await roleRepository.replaceGrants(tx, ctx.companyId, role.id, input.grants);
        return { roleId: role.id };
      }),
    );
  }

  async edit(ctx: TRequestContext, input: TRoleInput & { roleId: number }): Promise<void> {
    await this.find(ctx, input.roleId);
    checkGrantable(ctx, input.grants);
    await this.named(() =>
      this.deps.db.transaction(async (tx) => {
        await roleRepository.update(tx, ctx.companyId, input.roleId, { name: input.roleName, remark: input.remark });
        await roleRepository.replaceGrants(tx, ctx.companyId, input.roleId, input.grants);
      }),
    );
    this.deps.sessions.forgetCompany(ctx.companyId);
  }

  async saveAuth(ctx: TRequestContext, input: TRoleGrant & { roleId: number }): Promise<void> {
    await this.find(ctx, input.roleId);
    checkGrantable(ctx, [input]);
    await this.deps.db.transaction((tx) =>
      roleRepository.replaceGrants(tx, ctx.companyId, input.roleId, [input], [input.appType]),
    );
    this.deps.sessions.forgetCompany(ctx.companyId);
  }

  async remove(ctx: TRequestContext, roleId: number): Promise<void> {
    const { db } = this.deps;
    await this.find(ctx, roleId);
    if ((await roleRepository.activeHolders(db, ctx.companyId, roleId)) > 0) throw invalid(ROLE_MSG.roleInUse);
    await db.transaction((tx) => roleRepository.remove(tx, ctx.companyId, roleId));
    this.deps.sessions.forgetCompany(ctx.companyId);
  }

  private async find(ctx: TRequestContext, roleId: number): Promise<TRoleRow> {
    const role = await roleRepository.findById(this.deps.db, ctx.companyId, roleId);
    if (!role) throw notFound('角色不存在或已删除');
    return role;
  }

  private async named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(ROLE_MSG.roleNameTaken);
      throw error;
    }
  }
}
