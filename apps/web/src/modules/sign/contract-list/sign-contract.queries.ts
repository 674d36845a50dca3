import { CODE } from '@awb/contract/common/codes';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import { signContractEndpoints as api } from '@awb/contract/sign-contract.contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST, type TCallOptions } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import type { TCursorParam } from '../../../platform/paging.ts';
import { SIGN_KEY } from '../sign.queries.ts';
import { signPostsQuery, type TSignListFilter } from './sign-list-filter.ts';
import { nextSignPage, SIGN_LIST_PAGE_SIZE } from './sign-list-paging.ts';

/** Reads load quietly; a refusal shows in the page's error state instead of a toast. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** signPosts page by page as the agent scrolls (pull-to-load), each next page by the last cursor. */
export function useSignContractList(filter: TSignListFilter) {
  const query = signPostsQuery(filter);
  return useInfiniteQuery({
    queryKey: [SIGN_KEY, 'contracts', 'list', query],
    queryFn: async ({ pageParam }: { pageParam: TCursorParam }) => {
      const answer = await call(
        api.signPosts,
        { query: { ...query, ...pageParam, pagesize: SIGN_LIST_PAGE_SIZE } },
        silent,
      );
      return { data: answer.data, total: answer.total, cursor: answer.cursor };
    },
    initialPageParam: { pageindex: 1, cursor: '' },
    getNextPageParam: (_last, pages) => nextSignPage(pages),
    placeholderData: keepPreviousData,
  });
}

/** The state badges of a box type (0 all). */
export function useSignStateCounts(type: number) {
  return useQuery({
    queryKey: [SIGN_KEY, 'contracts', 'state-counts', type],
    queryFn: async () => (await call(api.signStateCounts, { query: { type } }, silent)).data,
  });
}

const byId = (name: string, contractId: number) => [SIGN_KEY, 'contracts', name, contractId];

export function useSignDetail(contractId: number) {
  return useQuery({
    queryKey: byId('detail', contractId),
    enabled: contractId > 0,
    retry: false,
    queryFn: async () => (await call(api.signDetailV2, { query: { contractId } }, silent)).data,
  });
}

export function useSignContent(contractId: number) {
  return useQuery({
    queryKey: byId('content', contractId),
    enabled: contractId > 0,
    queryFn: async () => (await call(api.signContent, { query: { contractId } }, silent)).data,
  });
}

export function useSignLogs(contractId: number) {
  return useQuery({
    queryKey: byId('logs', contractId),
    enabled: contractId > 0,
    queryFn: async () => (await call(api.operationlogs, { query: { contractId } }, silent)).data,
  });
}

export function useSignHistory(contractId: number) {
  return useQuery({
    queryKey: byId('history', contractId),
    enabled: contractId > 0,
    queryFn: async () => (await call(api.signHistoryPosts, { query: { contractId } }, silent)).data,
  });
}

/** Every signing query (the list, its badges, the detail, sign/pageCount) loads again. */
function useReload() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SIGN_KEY] });
}

/**
 * 作废合同 / 撤销作废 (seed 000 §4): the server's message, then the detail and the list reload; the
 * page stays on the detail, which now shows the new state and actions.
 */
export function useSignStateAction(kind: 'invalidate' | 'revoke') {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: { contractId: number; remark: string }) =>
      call(kind === 'invalidate' ? api.signInvalid : api.signInvalidRevoke, { body }, { loading: '提交中…' }),
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await reload();
    },
  });
}

/** Said when the deletion waits for an approval request instead of happening at once. */
export const SIGN_DELETE_HELD = '已提交审批，审批通过后删除';

/**
 * 删除合同 with oaParam {oaItemId: 删除合同's item, oaReamrk}: deleted (the list reloads and the page
 * goes back after the toast, seed 000 §9), or held for approval (said so; the contract stays).
 */
export function useSignDelete() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: { contractId: number; remark: string }) =>
      call(
        api.signDelete,
        { body: { contractId: body.contractId, oaParam: { oaItemId: SIGN_ITEM.remove, oaReamrk: body.remark } } },
        { loading: '删除中…' },
      ),
    onSuccess: async (result) => {
      const held = result.data.approvalId > 0;
      Toast.show({ icon: 'success', content: held ? SIGN_DELETE_HELD : result.msg, duration: REQUEST.toastMs });
      await reload();
      if (!held) setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
  });
}
