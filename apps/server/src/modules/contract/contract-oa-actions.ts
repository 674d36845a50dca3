import { CODE } from '@awb/contract/common/codes';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import { contractRepository } from './contract.repository.ts';
import { applyContractDelete, CONTRACT_OA_ACTION } from './contract.service.ts';
import { isClosed } from './contract-records.ts';
import { applyStateChange } from './contract-state.service.ts';

/**
 * Registers the executors of the held contract actions with the approvals module: each re-checks its
 * preconditions on the locked row (an AppError ends the request as 无法执行 with that message).
 */
export function registerContractOaActions(actions: HeldActions): void {
  actions.register(CONTRACT_OA_ACTION.state, async (tx, a) => {
    const row = await contractRepository.find(tx, a.companyId, a.targetId, undefined, true);
    if (!row || row.contractType !== a.targetType) throw notFound(CONTRACT_MSG.notFound);
    const state = Number(a.payload.state);
    if (row.state === state) throw invalid(CONTRACT_MSG.sameState);
    if (isClosed(row) && a.payload.manager !== true) {
      throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
    }
    await applyStateChange(tx, { companyId: a.companyId, userId: a.sponsorId }, row, {
      state,
      remark: a.remark,
      itemId: a.itemId,
      at: a.at,
    });
  });
  actions.register(CONTRACT_OA_ACTION.delete, async (tx, a) => {
    const row = await contractRepository.find(tx, a.companyId, a.targetId, undefined, true);
    if (!row || row.contractType !== a.targetType) throw notFound(CONTRACT_MSG.notFound);
    if (isClosed(row) && a.payload.manager !== true) {
      throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
    }
    await applyContractDelete(tx, { companyId: a.companyId, userId: a.sponsorId }, row, a.remark, a.at);
  });
}
