import type { accountEndpoints, TInitializeResult, USER_STATUS } from '@awb/contract/account.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { authStore } from './auth-store.ts';
import { endpointRef } from './endpoint-ref.ts';

/*
 * The session query without the permission checks (session.ts adds those and re-exports this): the first
 * screen (the entry's prefetch and the launch page) imports only this, so the permission catalogue that
 * `can()` reads stays out of it.
 */

export const SESSION_QUERY_KEY = ['session', 'initialize'] as const;

/**
 * `user/initialize` as the request layer needs it (method, path, auth), written out here so that
 * the first screen does not load the account contract, whose Zod schemas are 25 KB gzip;
 * typed as the contract's endpoint, so a change there fails the type check here.
 */
export const INITIALIZE = endpointRef<typeof accountEndpoints.initialize>({
  method: 'POST',
  path: '/user/initialize',
  auth: 'session',
});

/** The account states the first screen tells apart, without loading the contract (see above). */
export const SESSION_USER_STATUS: Pick<typeof USER_STATUS, 'pending' | 'active'> = { pending: 0, active: 1 };

/** `user/initialize` as a query: useSession, and the prefetch of the first screen (first-data.ts). */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<TInitializeResult> => (await call(INITIALIZE, {}, { loading: false })).data,
  staleTime: 60_000,
};

/** The current user, company, permissions and open apps (`user/initialize`). */
export function useSession() {
  return useQuery({ ...sessionQuery, enabled: authStore.headers() !== null });
}
