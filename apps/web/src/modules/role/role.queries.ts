import { authCheckEndpoints } from '@awb/contract/auth-check.contract';
import { CODE } from '@awb/contract/common/codes';
import { roleEndpoints } from '@awb/contract/role.contract';
import { useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { ROLE_KEY } from '../org/org.queries.ts';

/** Reads load quietly; a refusal (403) shows in the page's error state rather than as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission] };

/** One role with its grants of every app type (the role editor). */
export function useRole(roleId: number) {
  return useQuery({
    queryKey: [ROLE_KEY, 'detail', roleId],
    queryFn: async () => (await call(roleEndpoints.getRole, { query: { roleId } }, silent)).data,
    enabled: roleId > 0,
  });
}

/** A role's grants of one app as the catalogue tree with checked items (`/base/getRoleAuth`). */
export function useRoleAuth(roleId: number, appType: number) {
  return useQuery({
    queryKey: [ROLE_KEY, 'auth', roleId, appType],
    queryFn: async () => (await call(roleEndpoints.getRoleAuth, { query: { roleId, appType } }, silent)).data,
    enabled: roleId > 0,
  });
}

export function useRankGroups() {
  return useQuery({
    queryKey: [ROLE_KEY, 'rank-groups'],
    queryFn: async () => (await call(roleEndpoints.rankGroupList, {}, silent)).data,
  });
}

/** The caller's own permission map, data scopes and roles (`/compare/roleAuth`). */
export function useMyRoleAuth() {
  return useQuery({
    queryKey: [ROLE_KEY, 'mine'],
    queryFn: async () => (await call(authCheckEndpoints.roleAuth, {}, silent)).data,
  });
}
