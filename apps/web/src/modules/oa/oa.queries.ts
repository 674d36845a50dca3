import { CODE } from '@awb/contract/common/codes';
import { oaEndpoints as api } from '@awb/contract/oa.contract';
import { OA_RECORD_TAB } from '@awb/contract/oa-fields';
import type { TOaRecordRow } from '@awb/contract/oa-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { nav } from '../../platform/nav.ts';
import { usePaged } from '../../platform/paged-query.ts';
import type { TOaGroup } from './oa-groups.ts';
import { RECORD_PAGE_SIZE } from './oa-records.ts';

/** Everything of the approvals is under this key. */
export const OA_KEY = 'oa';

/** Reads load quietly; a refusal or a missing record shows in the page's error state instead. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [OA_KEY] });
}

/** The server's message as a success toast. */
const toastOk = (msg: string) => Toast.show({ icon: 'success', content: msg, duration: REQUEST.toastMs });

export function useOaGroups() {
  return useQuery({
    queryKey: [OA_KEY, 'groups'],
    queryFn: async () => (await call(api.groupList, {}, silent)).data,
  });
}

/** Adds (no groupId) or renames a group, then sets its order when the sheet changed it. */
export function useSaveGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ groupId, groupName, sort }: { groupId?: number; groupName: string; sort: number }) => {
      const result = groupId
        ? await call(api.groupEdit, { body: { groupId, groupName } }, { loading: '保存中…' })
        : await call(api.groupCreate, { body: { groupName } }, { loading: '保存中…' });
      if (result.data.groupId > 0 && result.data.sort !== sort) {
        await call(api.groupSort, { body: { groupId: result.data.groupId, sort } }, { loading: '保存中…' });
      }
      return result;
    },
    onSuccess: (result) => {
      toastOk(result.msg);
      void refresh();
    },
  });
}

export function useDeleteGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (groupId: number) => call(api.groupDel, { query: { groupId } }, { loading: '删除中…' }),
    onSuccess: (result) => {
      toastOk(result.msg);
      void refresh();
    },
  });
}

/** Saves a new order: one groupSort per group whose sort changed (the default group keeps its place). */
export function useSortGroups() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ before, after }: { before: TOaGroup[]; after: TOaGroup[] }) => {
      const was = new Map(before.map((g) => [g.groupId, g.sort]));
      for (const g of after) {
        if (g.groupId > 0 && was.get(g.groupId) !== g.sort) {
          await call(api.groupSort, { body: { groupId: g.groupId, sort: g.sort } }, { loading: '保存中…' });
        }
      }
    },
    onSettled: () => void refresh(),
  });
}

/** The flows under their groups (oaApprovalList). */
export function useOaFlows() {
  return useQuery({
    queryKey: [OA_KEY, 'flows'],
    queryFn: async () => (await call(api.oaApprovalList, {}, silent)).data,
  });
}

export function useEnableFlow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { oaApprovalId: number; state: number }) =>
      call(api.oaApprovalEnableSwitch, { body }, { loading: '保存中…' }),
    onSuccess: (result) => toastOk(result.msg),
    onSettled: () => void refresh(),
  });
}

/** One tab of the records, 15 a page. */
export function useOaRecords(type: number) {
  return usePaged<TOaRecordRow>([OA_KEY, 'records', type], RECORD_PAGE_SIZE, (pageindex) =>
    call(api.companyOaApprovalList, { query: { type, pageindex, pagesize: RECORD_PAGE_SIZE } }, { loading: false }),
  );
}

/** 待我审批: the total of tab 1 (one row fetched), for the badge on 我的. */
export function useOaWaitCount(enabled = true) {
  return useQuery({
    queryKey: [OA_KEY, 'records', 'waitCount'],
    queryFn: async () =>
      (
        await call(
          api.companyOaApprovalList,
          { query: { type: OA_RECORD_TAB.waiting, pageindex: 1, pagesize: 1 } },
          { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.invalid] },
        )
      ).total,
    enabled,
  });
}

export function useOaRecord(approvalId: number) {
  return useQuery({
    queryKey: [OA_KEY, 'record', approvalId],
    queryFn: async () => (await call(api.companyOaApprovalDetail, { query: { approvalId } }, silent)).data,
    enabled: approvalId > 0,
  });
}

/** 通过 / 驳回: the server's message, every approval query refreshed, then back after 1500 ms. */
export function useApprove() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { approvalId: number; status: number; remark: string }) =>
      call(api.approvalBtn, { body }, { loading: '提交中…' }),
    onSuccess: (result) => {
      toastOk(result.msg);
      void refresh();
      setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
  });
}

/** 撤回 by the sponsor: the server's message (已撤回), every approval query refreshed. */
export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (approvalId: number) => call(api.approvalWithdraw, { body: { approvalId } }, { loading: '提交中…' }),
    onSuccess: (result) => {
      toastOk(result.msg);
      void refresh();
    },
  });
}

/**
 * Whether an action on an approval item goes through a flow (提交审批 instead of the usual label).
 * Quiet: a failure only keeps the usual label (the server decides on submit anyway).
 */
export function useAppOaApproval(appType: number, appItemId: number | undefined) {
  return useQuery({
    queryKey: [OA_KEY, 'needs', appType, appItemId],
    queryFn: async () =>
      (
        await call(
          api.getAppOaApproval,
          { query: { appType, appItemId: appItemId ?? 0 } },
          { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.invalid] },
        )
      ).data,
    enabled: Boolean(appItemId),
    retry: false,
  });
}
