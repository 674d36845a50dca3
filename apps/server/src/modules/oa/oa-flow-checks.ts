import { APPROVER_TYPE, isOaItem, OA_DEFAULT_GROUP_ID, OA_MSG, type TApproverStep } from '@awb/contract/oa-fields';
import type { ZOaFlowCreate } from '@awb/contract/oa-views';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { invalid } from '../../platform/errors.ts';
import { oaRepository } from './oa.repository.ts';

export type TFlowInput = z.output<typeof ZOaFlowCreate>;

/**
 * The checks of a flow write the schema cannot make (docs/approvals.md "Flows"): everything it names is
 * the caller's company's, and an item belongs to at most one enabled flow (the unique index enforces it
 * too; this check is there for the message).
 */
export const oaFlowChecks = {
  async flow(tx: TExecutor, ctx: TRequestContext, input: TFlowInput, flowId: number): Promise<void> {
    await oaFlowChecks.refs(tx, ctx, input);
    await oaFlowChecks.taken(tx, ctx, input.appType, input.oaItemIdSelected, flowId);
  },

  async taken(tx: TExecutor, ctx: TRequestContext, appType: number, itemIds: number[], flowId: number) {
    if (itemIds.length === 0) return;
    const taken = await oaRepository.takenItems(tx, ctx.companyId, appType, itemIds, flowId);
    if (taken.length > 0) throw invalid(OA_MSG.itemTaken);
  },

  /** Items of the app type; users, departments, roles and the group of the caller's company. */
  async refs(tx: TExecutor, ctx: TRequestContext, input: TFlowInput): Promise<void> {
    if (!input.oaItemIdSelected.every((id) => isOaItem(input.appType, id))) throw invalid(OA_MSG.itemInvalid);
    if (input.groupId !== OA_DEFAULT_GROUP_ID && !(await oaRepository.group(tx, ctx.companyId, input.groupId))) {
      throw invalid(OA_MSG.groupInvalid);
    }
    const steps: TApproverStep[] = input.approverList;
    const userIds = unique([
      ...input.sendCopy,
      ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.users ? s.userIds : [])),
    ]);
    if ((await oaRepository.userNames(tx, ctx.companyId, userIds)).size !== userIds.length) {
      throw invalid(OA_MSG.usersInvalid);
    }
    const deptIds = unique([
      ...input.sponsor.deptIds,
      ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.role ? s.selectDepartment : [])),
    ]);
    if ((await oaRepository.countOwn(tx, ctx.companyId, 'departments', deptIds)) !== deptIds.length) {
      throw invalid(OA_MSG.departmentsInvalid);
    }
    const roleIds = unique([
      ...input.sponsor.roleIds,
      ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.role ? s.role.roleIds : [])),
    ]);
    if ((await oaRepository.countOwn(tx, ctx.companyId, 'roles', roleIds)) !== roleIds.length) {
      throw invalid(OA_MSG.rolesInvalid);
    }
  },
};

const unique = (ids: number[]) => [...new Set(ids)];
