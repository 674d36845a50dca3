import { APPROVER_RANGE, APPROVER_TYPE, SIGN_MODE, type TApproverStep } from '@awb/contract/oa-fields';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { oaRecordRepository as repo } from './oa-record.repository.ts';
import type { TRecordStep } from './oa-record.table.ts';

/**
 * The candidates of each step of a flow for the sponsor (resolveSteps then applies the rules):
 * type 1 the named users still active; type 2 active holders of the roles within the range relative to
 * the sponsor's department; type 3 the sponsor's department head, going up the tree (past a
 * department the sponsor leads).
 */
export async function approverCandidates(
  tx: TExecutor,
  ctx: Pick<TRequestContext, 'companyId' | 'userId'>,
  approvers: TApproverStep[],
): Promise<TRecordStep[]> {
  const place = await repo.placeOf(tx, ctx.companyId, ctx.userId);
  const out: TRecordStep[] = [];
  for (const s of approvers) {
    const signMode = s.signMode ?? SIGN_MODE.any;
    if (s.approvalType === APPROVER_TYPE.users) {
      out.push({ signMode, userIds: await repo.activeIds(tx, ctx.companyId, s.userIds) });
    } else if (s.approvalType === APPROVER_TYPE.role) {
      const holders = await repo.roleHolders(tx, ctx.companyId, s.role.roleIds);
      const selected = await repo.deptPaths(tx, ctx.companyId, s.selectDepartment);
      const inRange = (h: { departmentId: number | null; path: string }) => {
        if (s.range === APPROVER_RANGE.company) return true;
        if (s.range === APPROVER_RANGE.deptOnly)
          return place.departmentId !== null && h.departmentId === place.departmentId;
        if (s.range === APPROVER_RANGE.deptAndBelow) return place.path !== '' && h.path.startsWith(place.path);
        return selected.some((p) => h.path.startsWith(p));
      };
      out.push({ signMode, userIds: holders.filter(inRange).map((h) => h.userId) });
    } else {
      const ids = place.path.split('/').filter(Boolean).map(Number).reverse();
      const leaders = await repo.leaders(tx, ctx.companyId, ids);
      // A sponsor who leads their own department answers to the head above them (a 组长 to the store head).
      const head = ids.map((id) => leaders.get(id)).find((id) => id !== undefined && id !== ctx.userId);
      out.push({ signMode, userIds: head ? await repo.activeIds(tx, ctx.companyId, [head]) : [] });
    }
  }
  return out;
}
