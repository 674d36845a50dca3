import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { orgEndpoints } from '@awb/contract/org.contract';
import { staffEndpoints } from '@awb/contract/staff.contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { nav } from '../../platform/nav.ts';
import { usePaged as usePagedList } from '../../platform/paged-query.ts';
import type { TPage } from '../../platform/paging.ts';
import { SESSION_QUERY_KEY } from '../../platform/session.ts';

/** Reads load quietly; a refusal (403) shows in the page's error state rather than as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission] };

/** Every query of the organisation and role pages starts with one of these, so a change refreshes them all. */
export const ORG_KEY = 'org';
export const ROLE_KEY = 'role';

/** After any change: departments, staff, roles and ranks (counts move), and my own session (my roles may have). */
export async function refreshOrg(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ORG_KEY] }),
    queryClient.invalidateQueries({ queryKey: [ROLE_KEY] }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** A list of 15 a page (seed 001 §9, organisation lists) for InfiniteList. */
function usePaged<T>(queryKey: unknown[], fetchPage: (pageindex: number) => Promise<TPage<T>>, enabled = true) {
  return usePagedList(queryKey, PAGE_SIZE.organisation, fetchPage, enabled);
}

const paging = (pageindex: number) => ({ pageindex, pagesize: PAGE_SIZE.organisation });

export function useDeptTree() {
  return useQuery({
    queryKey: [ORG_KEY, 'tree'],
    queryFn: async () => (await call(orgEndpoints.lwpV2, {}, silent)).data,
  });
}

/** One level: the department (null at the company root), its path, sub-departments and direct staff. */
export function useSubDepts(deptId: number, enabled = true) {
  return useQuery({
    queryKey: [ORG_KEY, 'sub', deptId],
    queryFn: async () => (await call(orgEndpoints.getSubDepts, { query: { deptId } }, silent)).data,
    enabled,
  });
}

export function useDeptDetail(deptId: number) {
  return useQuery({
    queryKey: [ORG_KEY, 'dept', deptId],
    queryFn: async () => (await call(orgEndpoints.deptDetail, { query: { deptId } }, silent)).data,
    enabled: deptId > 0,
  });
}

/** The caller's scope of an app as departments and people (`lwpRigthV2`), for the scoped picker. */
export function useScopedOrg(appType: number | undefined) {
  return useQuery({
    queryKey: [ORG_KEY, 'scoped', appType],
    queryFn: async () => (await call(orgEndpoints.lwpRigthV2, { body: { appType: appType! } }, silent)).data,
    enabled: appType !== undefined,
  });
}

export function useStaffList(key: string, deptId?: number) {
  return usePaged([ORG_KEY, 'staff', key, deptId ?? 0], async (pageindex) => {
    const { data, total } = await call(
      staffEndpoints.employeeListV2,
      { query: { ...paging(pageindex), key, deptId } },
      silent,
    );
    return { data, total };
  });
}

export function useStaffDetail(userId: number) {
  return useQuery({
    queryKey: [ORG_KEY, 'staff-detail', userId],
    queryFn: async () => (await call(staffEndpoints.staffDetail, { query: { userId } }, silent)).data,
    enabled: userId > 0,
  });
}

export function useResigned(key: string) {
  return usePaged([ORG_KEY, 'resigned', key], async (pageindex) => {
    const { data, total } = await call(
      staffEndpoints.resignatedEmployees,
      { query: { ...paging(pageindex), key } },
      silent,
    );
    return { data, total };
  });
}

export function useApplications(status: number) {
  return usePaged([ORG_KEY, 'applications', status], async (pageindex) => {
    const { data, total } = await call(
      staffEndpoints.myEmployeeApplicationList,
      { query: { ...paging(pageindex), status } },
      silent,
    );
    return { data, total };
  });
}

/** Join applications waiting for review (a badge); only asked when the user may review them. */
export function useApplyCount(enabled: boolean) {
  return useQuery({
    queryKey: [ORG_KEY, 'apply-count'],
    queryFn: async () => (await call(staffEndpoints.applyCount, {}, silent)).data.count,
    enabled,
    staleTime: 30_000,
  });
}

export function useJobs() {
  return useQuery({
    queryKey: [ORG_KEY, 'jobs'],
    queryFn: async () => (await call(staffEndpoints.jobList, {}, silent)).data,
  });
}

export function useInvite() {
  return useQuery({
    queryKey: [ORG_KEY, 'invite'],
    queryFn: async () => (await call(orgEndpoints.invite, {}, silent)).data,
  });
}

/** The company an invite code belongs to (no login needed). */
export function useInviteCompany(code: string) {
  return useQuery({
    queryKey: [ORG_KEY, 'invite-company', code],
    queryFn: async () => (await call(orgEndpoints.inviteCompany, { query: { code } }, silent)).data,
    enabled: code !== '',
  });
}

type TActionOptions<V> = {
  /** Go back one page 1500 ms after the success toast (seed 001 §8), as forms do. */
  back?: boolean;
  onDone?: (variables: V) => void;
};

/**
 * A change: the server's message as a success toast, every organisation query refreshed, then
 * optionally back after 1500 ms. Failures toast the server's message (the request layer).
 */
export function useOrgAction<V>(run: (variables: V) => Promise<{ msg: string }>, options: TActionOptions<V> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      Toast.show({ icon: 'success', content: result.msg || '操作成功', duration: REQUEST.toastMs });
      await refreshOrg(queryClient);
      options.onDone?.(variables);
      if (options.back) setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
  });
}
