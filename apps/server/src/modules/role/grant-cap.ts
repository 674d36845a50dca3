import type { TRoleGrant } from '@awb/contract/role.contract';
import type { TRequestContext } from '../../platform/auth/context.ts';

type TGranter = Pick<TRequestContext, 'isManager' | 'permissions' | 'scopes'>;

/**
 * Whether `granter` may hand out `grants` (writing a role, or giving roles to a colleague). A manager
 * may grant anything; anyone else only items and child items they hold themselves, with a data scope
 * no wider than their own for that app, so that 角色与职级 or 员工管理 never lifts anyone above the
 * person granting.
 */
export function withinOwnAccess(granter: TGranter, grants: TRoleGrant[]): boolean {
  if (granter.isManager) return true;
  return grants.every((grant) => {
    const app = String(grant.appType);
    const own = granter.permissions[app] ?? {};
    const items = Object.entries(grant.authData);
    if (items.length === 0) return true;
    if (grant.dataScope > (granter.scopes[app] ?? 0)) return false;
    return items.every(([item, children]) => {
      const ownChildren = own[item];
      return ownChildren !== undefined && children.every((child) => ownChildren.includes(child));
    });
  });
}
