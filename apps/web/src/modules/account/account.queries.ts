import { accountEndpoints as api } from '@awb/contract/account.contract';
import { MSG } from '@awb/contract/common/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST } from '../../platform/api.ts';
import { authStore } from '../../platform/auth-store.ts';
import { dialog } from '../../platform/dialog.tsx';
import { LOGIN_PAGE, nav } from '../../platform/nav.ts';

/** Shows the server's success text, then runs `then` after the seeds' 1500 ms. */
export function succeedThen(message: string, then: () => void): void {
  Toast.show({ icon: 'success', content: message, duration: REQUEST.toastMs });
  setTimeout(then, REQUEST.toastMs);
}

// The login page's call lives apart, without the contract's schemas (login.queries.ts).
export { useLogin } from './login.queries.ts';

/** Confirm, revoke the session on the server, toast 退出成功！, forget the session, relaunch to login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => call(api.mobileExit, {}, { loading: '退出中…' }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: MSG.logout });
      authStore.clear();
      queryClient.clear();
      nav.reLaunch(LOGIN_PAGE);
    },
  });
  const logout = async () => {
    if ((await dialog.confirm({ content: '确定要退出当前账号吗？', confirmText: '退出登录' })) === 'confirm') {
      mutation.mutate();
    }
  };
  return { logout, isPending: mutation.isPending };
}

type TRetrieve = { phone: string; phonecode: string; password: string; confirmPwd: string };

/** Forget password: every session of the account ends, so the local one is dropped too. */
export function useRetrievePassword() {
  return useMutation({
    mutationFn: (body: TRetrieve) => call(api.retrievePassword, { body }, { loading: '提交中…' }),
    onSuccess: (result) => {
      authStore.clear();
      succeedThen(result.msg, () => nav.redirectTo(LOGIN_PAGE));
    },
  });
}

type TPasswordUpdate = { oldPassword: string; password: string; confirmPwd: string };

/** Change password; the server signs out the other sessions and keeps this one. */
export function usePasswordUpdate() {
  return useMutation({
    mutationFn: (body: TPasswordUpdate) => call(api.userPasswordsUpdate, { body }, { loading: '提交中…' }),
    onSuccess: (result) => succeedThen(result.msg, nav.navigateBack),
  });
}
