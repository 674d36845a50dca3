import { accountEndpoints as api, type TLoginRequest } from '@awb/contract/account.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { authStore } from '../../platform/auth-store.ts';
import { nav } from '../../platform/nav.ts';
import { SESSION_QUERY_KEY } from '../../platform/session.ts';

/** Logs in, keeps the session headers, and relaunches to the launch page (which routes onwards). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TLoginRequest) => (await call(api.mobileSignin, { body }, { loading: '登录中…' })).data,
    onSuccess: async (session) => {
      await authStore.save(session);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      nav.reLaunch('pages/launch');
    },
  });
}
