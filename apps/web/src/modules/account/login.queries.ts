import type { accountEndpoints, PHONE_CODE_TYPE, TLoginRequest } from '@awb/contract/account.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { authStore } from '../../platform/auth-store.ts';
import { endpointRef } from '../../platform/endpoint-ref.ts';
import { nav } from '../../platform/nav.ts';
import { toast } from '../../platform/toast.ts';

/**
 * The login page's two calls, apart from account.queries.ts (which re-exports them) and written out as
 * platform/session-query.ts writes out initialize: the account contract's Zod schemas cost the login page,
 * the first screen of a logged-out user, tens of milliseconds of main-thread work when built (Total
 * Blocking Time). Typed as the contract's endpoints, so a change there fails the type check here.
 */
const MOBILE_SIGNIN = endpointRef<typeof accountEndpoints.mobileSignin>({
  method: 'POST',
  path: '/user/login/mobileSignin',
  auth: 'none',
});
const GET_PHONE_CODE = endpointRef<typeof accountEndpoints.getPhoneCode>({
  method: 'POST',
  path: '/user/getPhoneCode',
  auth: 'none',
});

/** The purposes of a phone code (the contract's PHONE_CODE_TYPE values). */
export type TCodeType = (typeof PHONE_CODE_TYPE)[keyof typeof PHONE_CODE_TYPE];

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

/** Sends a code of the given purpose (login 1, retrieve password 2, cancellation 3) to a phone. */
export async function sendPhoneCode(phone: string, type: TCodeType): Promise<void> {
  const result = await call(GET_PHONE_CODE, { body: { phone, type } }, { loading: '发送中…' });
  toast.show({ content: result.msg || '验证码已发送' });
}
