import { CODE } from '@awb/contract/common/codes';
import { signEndpoints } from '@awb/contract/sign.contract';
import { signCeremonyEndpoints as api } from '@awb/contract/sign-ceremony.contract';
import { CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { ApiError, call, REQUEST, type TCallOptions } from '../../../platform/api.ts';
import { SIGN_KEY } from '../sign.queries.ts';

/** The public calls answer 405 with the reason (链接已失效, 您已签署 …): the page shows it in place. */
const publicRead: TCallOptions = { loading: false, handle: [CODE.invalid, CODE.notFound, CODE.tooMany] };
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

export const CEREMONY_KEY = [SIGN_KEY, 'ceremony'] as const;

/** What a signing link opens (the token authorises; no account). */
export function useSigningOpen(token: string) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'open', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: async () => (await call(api.signingOpen, { query: { token } }, publicRead)).data,
  });
}

export async function sendSigningCode(token: string): Promise<void> {
  await call(api.signingCode, { body: { token } }, { loading: false });
  Toast.show({ content: '验证码已发送' });
}

export async function startSigningFace(token: string) {
  return (await call(api.signingFaceUrl, { body: { token } }, { loading: false })).data;
}

/**
 * The verification lives in an HttpOnly cookie the server sets for this link on this browser (sent
 * back by fetch on its own): the page never holds it, and reading the link again shows `verified`.
 */
export function useSigningVerify(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(api.signingVerify, { body: { token, code } }, { loading: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CEREMONY_KEY, 'open', token] }),
  });
}

/** The drawn signature as multipart {token, file}; the link and this browser's verification are used up by it. */
export function useSigningSubmit(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (png: Blob) => {
      const form = new FormData();
      form.set('token', token);
      form.set('file', png, 'signature.png');
      return (await call(api.signingSubmit, { body: form }, { loading: '提交中…' })).data;
    },
    onSuccess: () => {
      Toast.show({ icon: 'success', content: '签署成功', duration: REQUEST.toastMs });
      void queryClient.invalidateQueries({ queryKey: [SIGN_KEY] });
    },
    // The verification expired, or a new code was asked meanwhile: read the link again, so that the
    // page asks for the identity check again.
    onError: (error) => {
      if (error instanceof ApiError && error.message === CEREMONY_MSG.verifyFirst) {
        void queryClient.invalidateQueries({ queryKey: [...CEREMONY_KEY, 'open', token] });
      }
    },
  });
}

export function useCeremonySigners(contractId: number) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'signers', contractId],
    enabled: contractId > 0,
    queryFn: async () => (await call(api.signSigners, { query: { contractId } }, silent)).data,
  });
}

export function useResendLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contractId: number; signerId: number }) => call(api.signResend, { body }),
    onSuccess: (answer) => {
      Toast.show({ icon: 'success', content: answer.msg || '签署链接已重新发送' });
      void queryClient.invalidateQueries({ queryKey: [...CEREMONY_KEY] });
    },
  });
}

/** A one-time link for the chosen party, to be used on this phone. */
export async function startOnsite(contractId: number, signerId: number) {
  return (await call(api.signOnsite, { body: { contractId, signerId } })).data;
}

export function useSealApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contractId: number; sealId: number }) => call(api.sealApply, { body }, { loading: '用章中…' }),
    // Where a flow guards 合同用章 the server answers 已提交审批: the seal comes with the last pass.
    onSuccess: (answer) => {
      Toast.show({ icon: 'success', content: answer.msg || '用章成功' });
      void queryClient.invalidateQueries({ queryKey: [SIGN_KEY] });
    },
  });
}

/** The company's usable seals (signSelectBody), to choose the contract seal from. */
export function useUsableSeals(enabled: boolean) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'usable-seals'],
    enabled,
    queryFn: async () => (await call(signEndpoints.signSelectBody, {}, silent)).data,
  });
}

/** A signed, expiring link to the contract's PDF (the signed file once completed, else a preview). */
export async function modelViewLink(contractId: number) {
  return (await call(api.signCustomModelView, { query: { contractId } })).data;
}

/** A signed, expiring link to one content version (an older one renders as a marked draft). */
export async function historyViewLink(contractId: number, version: number) {
  return (await call(api.signCustomModeHistoryView, { query: { contractId, version } })).data;
}

export async function shareLink(contractId: number) {
  return (await call(api.signShareLink, { query: { contractId, hours: 72 } })).data;
}

export function useVerify(code: string) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'verify', code],
    enabled: code.length > 0,
    retry: false,
    queryFn: async () => (await call(api.verify, { query: { code } }, publicRead)).data,
  });
}

export function useVerifyFile(code: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('code', code);
      form.set('file', file, file.name || 'contract.pdf');
      return (await call(api.verifyFile, { body: form }, { loading: '核验中…' })).data;
    },
  });
}

/** A party's copy: by their copy link's token, or the signing link they signed with (no account). */
export function useSigningCopy(token: string) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'copy', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: async () => (await call(api.signingCopy, { query: { token } }, publicRead)).data,
  });
}

/** Each party's copy link of a completed contract (the detail page). */
export function useSignCopies(contractId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CEREMONY_KEY, 'copies', contractId],
    enabled: enabled && contractId > 0,
    queryFn: async () => (await call(api.signCopies, { query: { contractId } }, silent)).data,
  });
}

export function useRevokeCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contractId: number; copyId: number }) => call(api.signCopyRevoke, { body }),
    onSuccess: (answer) => {
      Toast.show({ icon: 'success', content: answer.msg });
      void queryClient.invalidateQueries({ queryKey: [...CEREMONY_KEY, 'copies'] });
    },
  });
}

/** 重新发送: a new copy link texted to the party (the old one stops working); at most once a minute a copy. */
export function useResendCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contractId: number; copyId: number }) => call(api.signCopyResend, { body }),
    onSuccess: (answer) => {
      Toast.show({ icon: 'success', content: answer.msg });
      void queryClient.invalidateQueries({ queryKey: [...CEREMONY_KEY, 'copies'] });
    },
  });
}
