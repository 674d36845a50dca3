import { CODE } from '@awb/contract/common/codes';
import {
  signEndpoints as api,
  type TCreateSignature,
  type TFaceUrlRequest,
  type TRegCompanyInfo,
  type TSignSettingSave,
  type TUpdateSignature,
} from '@awb/contract/sign.contract';
import { FACE_STATUS, TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { nav } from '../../platform/nav.ts';

/** Every signing query starts with this key, so one change refreshes seals, templates and settings. */
export const SIGN_KEY = 'sign';

/** Reads load quietly; a refusal shows in the page's error state instead of a toast. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** The company as signing party: name, orgAuth (1 certified) and etcomid (0 until certified). */
export function useSignCompany() {
  return useQuery({
    queryKey: [SIGN_KEY, 'company'],
    queryFn: async () => (await call(api.companyInfo, {}, silent)).data,
  });
}

export function usePageCount() {
  return useQuery({
    queryKey: [SIGN_KEY, 'page-count'],
    queryFn: async () => (await call(api.pageCount, {}, silent)).data,
  });
}

export function useSignSetting() {
  return useQuery({
    queryKey: [SIGN_KEY, 'setting'],
    queryFn: async () => (await call(api.getSignSetting, {}, silent)).data,
  });
}

/** Seals (type 1) and handwritten signatures (type 2) of the signing account. */
export function useSignatures(etcomid: number) {
  return useQuery({
    queryKey: [SIGN_KEY, 'signatures', etcomid],
    enabled: etcomid > 0,
    queryFn: async () => (await call(api.signaturePosts, { query: { etcomid } }, silent)).data,
  });
}

/** The bound phone (masked) the seal codes go to. */
export function useBoundPhone(etcomid: number) {
  return useQuery({
    queryKey: [SIGN_KEY, 'bound-phone', etcomid],
    enabled: etcomid > 0,
    queryFn: async () => (await call(api.Verification, { query: { etcomid } }, silent)).data.phone,
  });
}

/** Sends the seal code to the bound phone; the toast says so. */
export async function sendSealCode(etcomid: number): Promise<void> {
  const result = await call(api.VerificationCode, { body: { etcomid } }, { loading: '发送中…' });
  Toast.show({ content: result.msg, duration: REQUEST.toastMs });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SIGN_KEY] });
}

/** A write that shows the server's message, refreshes the signing queries and optionally goes back. */
function useSignAction<V, R extends { msg: string }>(run: (variables: V) => Promise<R>, back = false) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await refresh();
      if (back) setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
  });
}

export function useCreateSeal() {
  return useSignAction((body: TCreateSignature) => call(api.createSignature, { body }, { loading: '生成中…' }), true);
}

export type TPictureUpload = {
  file: Blob;
  fileName: string;
  name: string;
  agentCode: number;
  etcomid: number;
  vercode: string;
  /** 2 a personal signature (default), 1 a company seal from a picture. */
  type?: 1 | 2;
  sealType?: number;
};

/** createPictureSignature: a drawn or uploaded picture, stored by the server as a transparent PNG. */
export function useUploadSignature(back = false) {
  return useSignAction((input: TPictureUpload) => {
    const body = new FormData();
    body.append('name', input.name);
    body.append('agentCode', String(input.agentCode));
    body.append('etcomid', String(input.etcomid));
    body.append('vercode', input.vercode);
    body.append('type', String(input.type ?? 2));
    if (input.sealType) body.append('sealType', String(input.sealType));
    body.append('file', input.file, input.fileName);
    return call(api.createPictureSignature, { body }, { loading: '上传中…' });
  }, back);
}

export function useUpdateKeeper() {
  return useSignAction((body: TUpdateSignature) => call(api.updateSignature, { body }, { loading: '保存中…' }));
}

export function useDeleteSignature() {
  return useSignAction((id: number) => call(api.companySignatureDelete, { body: { id } }, { loading: '删除中…' }));
}

/** The shipped templates, with whether the company has added each. */
export function useRecommendedTemplates() {
  return useQuery({
    queryKey: [SIGN_KEY, 'templates', 'recommend'],
    queryFn: async () => (await call(api.templatesRecommend, {}, silent)).data,
  });
}

/** The company's templates of a box type (0 all), up and down. */
export function useCompanyTemplates(boxType: number) {
  return useQuery({
    queryKey: [SIGN_KEY, 'templates', 'company', boxType],
    queryFn: async () => (await call(api.templateManagementPosts, { query: { boxType } }, silent)).data,
  });
}

export function useAdoptTemplate() {
  return useSignAction((code: string) => call(api.templateAdopt, { body: { code } }, { loading: '添加中…' }));
}

export function useTemplateShelf() {
  return useSignAction(({ boxid, up }: { boxid: number; up: boolean }) =>
    call(
      api.templateUpAndDown,
      { body: { boxid, state: up ? TEMPLATE_STATE.up : TEMPLATE_STATE.down } },
      { loading: up ? '上架中…' : '下架中…' },
    ),
  );
}

export function useDeleteTemplate() {
  return useSignAction((boxid: number) => call(api.templateDelete, { body: { boxid } }, { loading: '删除中…' }));
}

/** A template's fields grouped by groupType. */
export function useSigningFields(boxid: number) {
  return useQuery({
    queryKey: [SIGN_KEY, 'fields', boxid],
    enabled: boxid > 0,
    queryFn: async () => (await call(api.signingField, { query: { boxid } }, silent)).data,
  });
}

export function useSaveSignSetting() {
  return useSignAction((body: TSignSettingSave) => call(api.signSettingSave, { body }, { loading: '保存中…' }), true);
}

/** A face check's state, asked every 2 s while it is pending. */
export function useFaceStatus(faceId: string) {
  return useQuery({
    queryKey: [SIGN_KEY, 'face', faceId],
    enabled: faceId !== '',
    queryFn: async () => (await call(api.getFaceStatus, { query: { faceId } }, { loading: false })).data,
    refetchInterval: (query) => (query.state.data?.status === FACE_STATUS.pending || !query.state.data ? 2000 : false),
    refetchIntervalInBackground: true,
  });
}

/** The templates that are up, of a box type (the square for members who do not manage templates). */
export function useUpTemplates(boxType: number, enabled: boolean) {
  return useQuery({
    queryKey: [SIGN_KEY, 'templates', 'up', boxType],
    enabled,
    queryFn: async () => (await call(api.templatePostsV2, { query: { boxType } }, silent)).data,
  });
}

/** The company's certified signers (masked). */
export function useSigners(enabled: boolean) {
  return useQuery({
    queryKey: [SIGN_KEY, 'signers'],
    enabled,
    queryFn: async () => (await call(api.signRegCompanyPosts, {}, silent)).data,
  });
}

/** Starts a face check; a provider that is not configured or down answers 503, which the page shows in place. */
export async function startFaceCheck(body: TFaceUrlRequest) {
  return (await call(api.getFaceUrl, { body }, { loading: '获取核验链接…', handle: [CODE.serviceUnavailable] })).data;
}

export async function sendCertifyCode(mobileNo: string): Promise<void> {
  const result = await call(api.getRegCompanyCode, { body: { mobileNo } }, { loading: '发送中…' });
  Toast.show({ content: result.msg, duration: REQUEST.toastMs });
}

export function useCertifyCompany() {
  return useSignAction((body: TRegCompanyInfo) => call(api.regCompanyInfo, { body }, { loading: '提交中…' }), true);
}
