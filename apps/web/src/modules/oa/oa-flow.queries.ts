import { CODE } from '@awb/contract/common/codes';
import { oaEndpoints as api } from '@awb/contract/oa.contract';
import type { TOaFlowCreate } from '@awb/contract/oa-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { nav } from '../../platform/nav.ts';
import { OA_KEY } from './oa.queries.ts';

/** The flow form's reads and writes (approve-operat): apps, items with their cover, one flow, save, delete. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

export function useOaApps() {
  return useQuery({
    queryKey: [OA_KEY, 'apps'],
    queryFn: async () => (await call(api.oaApps, {}, silent)).data,
  });
}

/** Items of an app with the enabled flow covering each (taken: by a flow other than the one edited). */
export function useOaItems(appType: number | null, oaApprovalId: number) {
  return useQuery({
    queryKey: [OA_KEY, 'items', appType, oaApprovalId],
    queryFn: async () => (await call(api.oaItems, { body: { appType: appType ?? 0, oaApprovalId } }, silent)).data,
    enabled: appType !== null,
  });
}

export function useOaFlow(oaApprovalId: number) {
  return useQuery({
    queryKey: [OA_KEY, 'flow', oaApprovalId],
    queryFn: async () => (await call(api.oaApprovalDetail, { query: { oaApprovalId } }, silent)).data,
    enabled: oaApprovalId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useDone() {
  const client = useQueryClient();
  return (msg: string) => {
    Toast.show({ icon: 'success', content: msg, duration: REQUEST.toastMs });
    void client.invalidateQueries({ queryKey: [OA_KEY] });
    setTimeout(nav.navigateBack, REQUEST.toastMs);
  };
}

/** 保存: create (no id) or edit (a new version), the server's message, back to 审批流程设置. */
export function useSaveFlow(onSaved: () => void) {
  const done = useDone();
  return useMutation({
    mutationFn: ({ oaApprovalId, body }: { oaApprovalId: number; body: TOaFlowCreate }) =>
      oaApprovalId > 0
        ? call(api.oaApprovalEdit, { body: { ...body, oaApprovalId } }, { loading: '保存中…' })
        : call(api.oaApprovalCreate, { body }, { loading: '保存中…' }),
    onSuccess: (result) => {
      onSaved();
      done(result.msg);
    },
  });
}

export function useDeleteFlow() {
  const done = useDone();
  return useMutation({
    mutationFn: (oaApprovalId: number) => call(api.oaApprovalDel, { query: { oaApprovalId } }, { loading: '删除中…' }),
    onSuccess: (result) => done(result.msg),
  });
}

/** 转交 (an approvals manager): hands a waiting approver's turn to another user; the record refreshes. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { approvalId: number; fromUserId: number; toUserId: number }) =>
      call(api.approvalTransfer, { body }, { loading: '提交中…' }),
    onSuccess: (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      void client.invalidateQueries({ queryKey: [OA_KEY] });
    },
  });
}
