import { isOaItem, SPONSOR_RANGE, type TSponsor } from '@awb/contract/oa-fields';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { oaRepository, type TOaFlowDbRow } from './oa.repository.ts';

/**
 * The enabled flow that covers an item for the caller, or undefined (the action runs at once). Sponsor
 * scope: 全公司, or the caller's department at or below one of deptIds; roleIds, when set, narrows to
 * holders of those roles.
 */
export async function flowCovering(
  db: TExecutor,
  ctx: TRequestContext,
  appType: number,
  itemId: number,
): Promise<TOaFlowDbRow | undefined> {
  if (!isOaItem(appType, itemId)) return undefined;
  const flow = await oaRepository.coveringFlow(db, ctx.companyId, appType, itemId);
  if (!flow) return undefined;
  return (await inSponsorScope(db, ctx, flow.sponsor)) ? flow : undefined;
}

async function inSponsorScope(db: TExecutor, ctx: TRequestContext, sponsor: TSponsor): Promise<boolean> {
  if (sponsor.range === SPONSOR_RANGE.departments) {
    const path = ctx.departmentPath ?? '';
    if (!sponsor.deptIds.some((id) => path.includes(`/${id}/`))) return false;
  }
  if (sponsor.roleIds.length > 0) {
    const mine = await oaRepository.roleIdsOf(db, ctx.companyId, ctx.userId);
    if (!mine.some((id) => sponsor.roleIds.includes(id))) return false;
  }
  return true;
}
