import type { TInitializeResult } from '@awb/contract/account.contract';
import { accountEndpoints } from '@awb/contract/account.contract';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { can } from '@awb/contract/permission-check';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { authStore } from './auth-store.ts';

export const SESSION_QUERY_KEY = ['session', 'initialize'] as const;

/** The current user, company, permissions and open apps (`user/initialize`). */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<TInitializeResult> =>
      (await call(accountEndpoints.initialize, {}, { loading: false })).data,
    enabled: authStore.headers() !== null,
    staleTime: 60_000,
  });
}

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
