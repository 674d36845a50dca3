import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { scopedLevel, type TOrgLevel } from './dept-tree.ts';
import { useScopedOrg, useSubDepts } from './org.queries.ts';

/**
 * One level of the organisation for the picker: drilled level by level through `get_sub_depts`, or,
 * when an app type is given, cut from the caller's scope in that app (`lwpRigthV2`, answered whole).
 */
export function useOrgLevel(deptId: number, appType?: number) {
  const scoped = useScopedOrg(appType);
  const sub = useSubDepts(deptId, appType === undefined);
  if (appType === undefined) {
    return {
      level: sub.data
        ? ({ path: sub.data.path, depts: sub.data.depts, users: sub.data.users } as TOrgLevel)
        : undefined,
      isPending: sub.isPending,
      error: sub.isError ? sub.error : null,
      retry: () => void sub.refetch(),
    };
  }
  return {
    level: scoped.data ? scopedLevel(scoped.data, deptId ?? ROOT_DEPT_ID) : undefined,
    isPending: scoped.isPending,
    error: scoped.isError ? scoped.error : null,
    retry: () => void scoped.refetch(),
  };
}
