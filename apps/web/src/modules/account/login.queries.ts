import type { accountEndpoints, TLoginRequest } from '@awb/contract/account.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { authStore } from '../../platform/auth-store.ts';
import { endpointRef } from '../../platform/endpoint-ref.ts';
import { nav } from '../../platform/nav.ts';

/**
 * The login call, apart from account.queries.ts (which re-exports it) and written out as
 * platform/session-query.ts writes out initialize: the account contract's Zod schemas cost the login page,
 * the first screen of a logged-out user, tens of milliseconds of main-thread work when built (Total
 * Blocking Time). Typed as the contract's endpoint, so a change there fails the type check here. The
 * page's other call, the phone code, is platform/phone-code.ts (the staff form sends codes too).
 */
const MOBILE_SIGNIN = endpointRef<typeof accountEndpoints.mobileSignin>({
  method: 'POST',
  path: '/user/login/mobileSignin',
  auth: 'none',
});

/** Logs in, keeps the session headers, and relaunches to the launch page (which routes onwards). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLoginRequest) => (await call(MOBILE_SIGNIN, { body }, { loading: '登录中…' })).data,
    onSuccess: async (session) => {
      await authStore.save(session);
      // Drop whatever the previous login left (e.g. a 'waiting for review' user) before routing on.
      queryClient.clear();
      nav.reLaunch('pages/launch');
    },
  });
}
