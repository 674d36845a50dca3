import type { TInitializeResult } from '@awb/contract/account.contract';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { can } from '@awb/contract/permission-check';
import { useSession } from './session-query.ts';

export { SESSION_QUERY_KEY, SESSION_USER_STATUS, sessionQuery, useSession } from './session-query.ts';

/** Seed 001 §6: a manager passes every check; others need the item in the permission map. */
export function hasPermission(session: TInitializeResult | undefined, appType: number, itemId?: number): boolean {
  if (!session) return false;
  if (session.user.isManager) return true;
  const app = session.permissions[String(appType)];
  if (!app) return false;
  return itemId === undefined ? Object.keys(app).length > 0 : String(itemId) in app;
}

/**
 * Whether the current user may do one catalogue item (or child permission), with the same rule the
 * server applies (`can()` of the contract); false while the session loads, so nothing flashes.
 */
export function usePermission(ref: TPermissionRef): boolean {
  const session = useSession().data;
  return session ? can({ isManager: session.user.isManager, permissions: session.permissions }, ref) : false;
}
