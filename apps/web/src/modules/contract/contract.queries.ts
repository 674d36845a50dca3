import { authCheckEndpoints } from '@awb/contract/auth-check.contract';
import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { contractEndpoints as api, type TContractPictureUpdate } from '@awb/contract/contract.contract';
import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { ApiError, call, newIdempotencyKey, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav, withQuery } from '../../platform/nav.ts';
import { useCursorPaged } from '../../platform/paged-query.ts';
import { type TContractForm, toRentBody, toSaleBody } from './contract-form-values.ts';
import { contractListBody, type TContractFilter } from './contract-list-filter.ts';
import { deleteOaItem, stateOaItem } from './contract-state.ts';

/** Reads load quietly; a refusal or a missing contract shows in the page's error state instead. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** Every contract query starts with this key, so one change refreshes lists, detail, pictures and follow-ups. */
export const CONTRACT_KEY = 'contract';

const isRent = (contractType: number) => contractType === CONTRACT_TYPE.rent;

/** 买卖 / 租赁 contracts, 15 a page (seed 001 §9), each next page continuing from the last one's cursor. */
export function useContractList(contractType: number, filter: TContractFilter) {
  const body = contractListBody(filter);
  return useCursorPaged([CONTRACT_KEY, 'list', contractType, body], PAGE_SIZE.contracts, async (page) => {
    const input = { body: { ...body, ...page, pagesize: PAGE_SIZE.contracts } };
    const { data, total, cursor } = isRent(contractType)
      ? await call(api.contractRentPosts, input, silent)
      : await call(api.contractSalePosts, input, silent);
    return { data, total, cursor };
  });
}

export function useContractDetail(contractType: number, contractId: number) {
  return useQuery({
    queryKey: [CONTRACT_KEY, 'detail', contractType, contractId],
    enabled: contractId > 0,
    retry: false,
    queryFn: async () =>
      isRent(contractType)
        ? (await call(api.contractRentDetail, { query: { contractId } }, silent)).data
        : (await call(api.contractSaleDetail, { query: { contractId } }, silent)).data,
  });
}

export function useContractPictures(contractType: number, contractId: number) {
  return useQuery({
    queryKey: [CONTRACT_KEY, 'pictures', contractType, contractId],
    enabled: contractId > 0,
    queryFn: async () => (await call(api.contractPictureV2, { query: { contractId, contractType } }, silent)).data,
  });
}

/** Whether the add button shows and which types may be added (/base/getContractAddOperateAuth). */
export function useContractAddAuth() {
  return useQuery({
    queryKey: [CONTRACT_KEY, 'add-auth'],
    staleTime: 60_000,
    queryFn: async () => (await call(authCheckEndpoints.getContractAddOperateAuth, {}, silent)).data,
  });
}

export async function uploadContractPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await call(api.contractPictureUpload, { body }, { loading: '上传中…' })).data.url;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CONTRACT_KEY] });
}

/** The server's message as a success toast, every contract query refreshed, then back after 1500 ms. */
async function succeed(msg: string, refresh: () => Promise<void>, back = true): Promise<void> {
  Toast.show({ icon: 'success', content: msg, duration: REQUEST.toastMs });
  await refresh();
  if (back) setTimeout(nav.navigateBack, REQUEST.toastMs);
}

/**
 * Add or edit (the edit at the version it was read). A refusal the agent must read (the number is
 * taken, the contract changed meanwhile) opens a dialog instead of a passing toast. On success: the
 * message, refresh, and back (edit) or on to the new contract's detail (add) after 1500 ms.
 */
export function useSaveContract(contractType: number, contractId: number, version: number) {
  const refresh = useRefresh();
  // One key for the form's submits: a double tap or a re-send adds one contract.
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (values: TContractForm) => {
      const options: TCallOptions = { loading: '提交中…', handle: [CODE.invalid, CODE.conflict] };
      const edit = { contractId, version };
      try {
        if (isRent(contractType)) {
          const body = toRentBody(values);
          return contractId > 0
            ? await call(api.contractRentEdit, { body: { ...body, ...edit } }, options)
            : await call(api.contractRentAdd, { body }, { ...options, idempotencyKey: key });
        }
        const body = toSaleBody(values);
        return contractId > 0
          ? await call(api.contractSaleEdit, { body: { ...body, ...edit } }, options)
          : await call(api.contractSaleAdd, { body }, { ...options, idempotencyKey: key });
      } catch (error) {
        if (error instanceof ApiError && (error.code === CODE.invalid || error.code === CODE.conflict))
          void dialog.alert({ content: error.message, confirmText: '知道了' });
        throw error;
      }
    },
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await refresh();
      setTimeout(() => {
        if (contractId > 0) nav.navigateBack();
        else nav.redirectTo(withQuery('pages/contract/detail', { id: result.data.contractId, type: contractType }));
      }, REQUEST.toastMs);
    },
  });
}

/** Seed 001 §5: the prompt before deleting. */
export const CONTRACT_DELETE_CONFIRM = '确定要删除该项吗';

/** Deletes after the confirm prompt, with oaParam {oaItemId: the type's delete item, oaReamrk}; then back. */
export function useDeleteContract(contractType: number, contractId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (remark: string) => {
      const body = { contractId, oaParam: { oaItemId: deleteOaItem(contractType), oaReamrk: remark } };
      return isRent(contractType)
        ? call(api.contractRentDelete, { body }, { loading: '删除中…' })
        : call(api.contractSaleDelete, { body }, { loading: '删除中…' });
    },
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await refresh();
      // The detail of a deleted contract is gone: back past it to the list.
      setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
  });
}

/** The state change with oaParam {oaItemId: the target state's item, oaReamrk: the remark}; then back. */
export function useChangeContractState(contractType: number, contractId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ state, remark }: { state: number; remark: string }) => {
      const body = { contractId, state, oaParam: { oaItemId: stateOaItem(contractType, state), oaReamrk: remark } };
      return isRent(contractType)
        ? call(api.contractRentState, { body }, { loading: '保存中…' })
        : call(api.contractSaleState, { body }, { loading: '保存中…' });
    },
    onSuccess: (result) => succeed(result.msg, refresh),
  });
}

export function useUpdatePictures() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TContractPictureUpdate) => call(api.contractPictureUpdate, { body }, { loading: '保存中…' }),
    onSuccess: (result) => succeed(result.msg, refresh),
  });
}
