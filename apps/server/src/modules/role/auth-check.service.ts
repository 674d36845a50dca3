import {
  SETTING_MENU,
  type ZOperateAuth,
  type ZRoleAuthInfo,
  type ZSettingMenuEntry,
} from '@awb/contract/auth-check.contract';
import { can, PERMISSION, scopeOf } from '@awb/contract/permission-check';
import { catalogueItem } from '@awb/contract/permissions';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { applicationRepository } from '../org/application.repository.ts';
import { OrgScopeService } from '../org/org-scope.service.ts';
import { roleRepository } from './role.repository.ts';

/** What the caller may do, for the web app to hide what is not allowed (the server checks again). */
export class AuthCheckService {
  private readonly scope: OrgScopeService;
  constructor(private readonly deps: TDeps) {
    this.scope = new OrgScopeService(deps);
  }

  async settingMenu(ctx: TRequestContext): Promise<z.input<typeof ZSettingMenuEntry>[]> {
    const entries = SETTING_MENU.filter((e) => e.permission === null || can(ctx, e.permission));
    const pending = can(ctx, PERMISSION.applications)
      ? await applicationRepository.pendingCount(this.deps.db, ctx.companyId)
      : 0;
    return entries.map((e) => ({
      key: e.key,
      name: e.name,
      page: e.page,
      badge: e.key === 'entrant-apply' ? pending : 0,
    }));
  }

  async roleAuth(ctx: TRequestContext): Promise<z.input<typeof ZRoleAuthInfo>> {
    return {
      isManager: ctx.isManager,
      permissions: ctx.permissions,
      scopes: ctx.scopes,
      roles: await roleRepository.rolesOf(this.deps.db, ctx.companyId, ctx.userId),
      deptId: ctx.departmentId ?? 0,
    };
  }

  manageable(ctx: TRequestContext, appType: number): Promise<{ allDepts: boolean; deptIds: number[] }> {
    return this.scope.manageable(ctx, appType);
  }

  operateAuth(ctx: TRequestContext, appType: number, appItemId: number): z.input<typeof ZOperateAuth> {
    const auth = catalogueItem(appType, appItemId) !== undefined && can(ctx, { appType, itemId: appItemId });
    const children = !auth
      ? []
      : ctx.isManager
        ? (catalogueItem(appType, appItemId)?.children ?? []).map((c) => c.id)
        : (ctx.permissions[String(appType)]?.[String(appItemId)] ?? []);
    return { appType, appItemId, auth, children, dataScope: scopeOf(ctx, appType) };
  }

  contractAdd(ctx: TRequestContext) {
    const sale = can(ctx, PERMISSION.saleContractAdd);
    const rent = can(ctx, PERMISSION.rentContractAdd);
    return { newAddBtn: sale || rent, saleContractNewAdd: sale, rentContractNewAdd: rent };
  }
}
