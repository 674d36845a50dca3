import { CODE } from '@awb/contract/common/codes';
import { roleEndpoints } from '@awb/contract/role.contract';
import { useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { ROLE_KEY } from './org.queries.ts';

/**
 * The roles and ranks a staff member is given (the staff form), also listed by the role pages and the
 * approval pickers. Here rather than in the role module, which builds on the organisation (its pages
 * refresh it and share its sheets); apart from org.queries.ts, whose pages need no role contract.
 */

/** Reads load quietly; a refusal (403) shows in the page's error state rather than as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission] };

/** The company's roles with holder counts (every member may read them: forms and pickers). */
export function useRoles() {
  return useQuery({
    queryKey: [ROLE_KEY, 'list'],
    queryFn: async () => (await call(roleEndpoints.roleList, {}, silent)).data,
  });
}

/** The company's ranks. */
export function useRanks() {
  return useQuery({
    queryKey: [ROLE_KEY, 'ranks'],
    queryFn: async () => (await call(roleEndpoints.rankList, { query: {} }, silent)).data,
  });
}
