import { CODE } from '@awb/contract/common/codes';
import type { oaEndpoints } from '@awb/contract/oa.contract';
import type { OA_RECORD_TAB as TOaRecordTab } from '@awb/contract/oa-fields';
import type { staffEndpoints } from '@awb/contract/staff.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { endpointRef } from './endpoint-ref.ts';

/**
 * The two counts the personal centre shows as badges (pending join applications, approvals waiting for me),
 * apart from org.queries.ts and oa.queries.ts: those import the staff, org and OA contracts, whose Zod schemas
 * (about 25 KB gzip), Toast and Dialog the centre's first screen does not need. The endpoints are
 * written out, typed as the contract's (`endpointRef`); the query keys and options are those of
 * `useApplyCount` (org.queries.ts) and `useOaWaitCount` (oa.queries.ts), so a change that refreshes the
 * organisation ([`org`]) or the approvals ([`oa`]) refreshes these too.
 */
export const APPLY_COUNT = endpointRef<typeof staffEndpoints.applyCount>({
  method: 'GET',
  path: '/org/v2/applyCount',
  auth: 'member',
});
export const OA_RECORDS = endpointRef<typeof oaEndpoints.companyOaApprovalList>({
  method: 'GET',
  path: '/oa/companyOaApprovalList',
  auth: 'member',
});
/** The contract's OA_RECORD_TAB.waiting (oa-fields.ts builds Zod schemas). */
export const WAITING: (typeof TOaRecordTab)['waiting'] = 1;

export const APPLY_COUNT_KEY = ['org', 'apply-count'] as const;
export const OA_WAIT_COUNT_KEY = ['oa', 'records', 'waitCount'] as const;

/** Pending join applications (the 加入申请 badge), for those who may review them. */
export function useApplyCount(enabled: boolean) {
  return useQuery({
    queryKey: APPLY_COUNT_KEY,
    queryFn: async () => (await call(APPLY_COUNT, {}, { loading: false, handle: [CODE.noPermission] })).data.count,
    enabled,
    staleTime: 30_000,
  });
}

/** Approvals waiting for me (the 审批 badge). */
export function useOaWaitCount(enabled = true) {
  return useQuery({
    queryKey: OA_WAIT_COUNT_KEY,
    queryFn: async () =>
      (
        await call(
          OA_RECORDS,
          { query: { type: WAITING, pageindex: 1, pagesize: 1 } },
          { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.invalid] },
        )
      ).total,
    enabled,
  });
}
