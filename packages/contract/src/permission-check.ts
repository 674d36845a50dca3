import type { TPermissionMap } from './account.contract.ts';
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { CONTRACT_ITEM, catalogueItem, DATA_SCOPE, MANAGER_ITEM } from './permissions.ts';

/** Named permissions the calls are guarded with, so that neither app writes bare ids. */
export const PERMISSION = {
  departments: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.departments },
  staff: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.staff },
  leave: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.leave },
  applications: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.applications },
  roles: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.roles },
  jobs: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.jobs },
  cities: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.cities },
  notices: { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.notices },
  saleContractAdd: { appType: APP_TYPE.contract, itemId: CONTRACT_ITEM.saleAdd },
  rentContractAdd: { appType: APP_TYPE.contract, itemId: CONTRACT_ITEM.rentAdd },
} as const satisfies Record<string, TPermissionRef>;

/** What a permission check needs to know about the caller (the request context, the session query). */
export type TPermissionHolder = { isManager: boolean; permissions: TPermissionMap };

/**
 * Seed 001 §6: a manager passes every check; anyone else needs the item in the permission map of
 * the app type, and for a child permission the child listed under the item.
 */
export function can(holder: TPermissionHolder, ref: TPermissionRef): boolean {
  if (holder.isManager) return true;
  const granted = holder.permissions[String(ref.appType)]?.[String(ref.itemId)];
  if (!granted) return false;
  return ref.childId === undefined || granted.includes(ref.childId);
}

/** The data scope of an app for the caller: a manager sees the whole company, no grant means own rows. */
export function scopeOf(holder: { isManager: boolean; scopes: Record<string, number> }, appType: number): number {
  if (holder.isManager) return DATA_SCOPE.company;
  return holder.scopes[String(appType)] ?? DATA_SCOPE.own;
}

/**
 * Checks role grants of one app against the catalogue: every item must exist and every child must
 * belong to its item. Answers the first problem's message, or null.
 */
export function authDataProblem(appType: number, authData: Record<string, number[]>): string | null {
  for (const [itemKey, children] of Object.entries(authData)) {
    const item = catalogueItem(appType, Number(itemKey));
    if (!item) return `权限项不存在：${itemKey}`;
    for (const child of children) {
      if (!item.children?.some((c) => c.id === child)) return `权限项不存在：${itemKey}.${child}`;
    }
  }
  return null;
}
