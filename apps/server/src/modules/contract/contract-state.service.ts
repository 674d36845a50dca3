import { CODE } from '@awb/contract/common/codes';
import { contractStatePermission } from '@awb/contract/contract.contract';
import { CONTRACT_FOLLOW_CATEGORY, CONTRACT_MSG, CONTRACT_TYPE, contractState } from '@awb/contract/contract-fields';
import { REMINDER_KIND } from '@awb/contract/message.contract';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, noPermission, notFound } from '../../platform/errors.ts';
import { appRecordRepository } from '../housing/app-record/app-record.repository.ts';
import { reminderService } from '../message/reminder.service.ts';
import { contractRepository } from './contract.repository.ts';
import type { ContractService } from './contract.service.ts';
import { contractItem, contractRecord, isClosed } from './contract-records.ts';

type TOaParam = { oaItemId?: number; oaReamrk: string } | undefined;

/** State changes of sale and rent contracts (seed 001 §4; the transition rule: docs/contract.md). */
export class ContractStateService {
  constructor(
    private readonly deps: TDeps,
    private readonly contracts: ContractService,
  ) {}

  /**
   * Moves the contract to another state of its type: needs the target state's item (61–71); leaving a
   * closed state (完成, 作废) only a manager may. Leaves a state-change row, an app record and a 系统 follow-up.
   */
  async changeState(
    ctx: TRequestContext,
    contractType: number,
    input: { contractId: number; state: number; oaParam?: TOaParam },
  ): Promise<{ contractId: number; version: number }> {
    const permission = contractStatePermission(contractType, input.state);
    if (!permission) throw invalid(CONTRACT_MSG.stateInvalid);
    if (!can(ctx, permission)) throw noPermission();
    await this.contracts.visible(ctx, input.contractId, contractType);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const row = await this.contracts.visible(ctx, input.contractId, contractType, tx, true);
      if (row.state === input.state) throw invalid(CONTRACT_MSG.sameState);
      if (isClosed(row) && !ctx.isManager) throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
      const updated = await contractRepository.update(tx, ctx.companyId, row.id, {
        state: input.state,
        updatedAt: now,
      });
      if (!updated) throw notFound(CONTRACT_MSG.notFound);
      const remark = input.oaParam?.oaReamrk ?? '';
      await contractRepository.addStateChange(tx, {
        companyId: ctx.companyId,
        contractId: row.id,
        fromState: row.state,
        toState: input.state,
        oaItemId: input.oaParam?.oaItemId ?? permission.itemId,
        remark,
        userId: ctx.userId,
        createdAt: now,
      });
      const from = contractState(contractType, row.state)?.label ?? String(row.state);
      const to = contractState(contractType, input.state)?.label ?? String(input.state);
      const content = `${from} → ${to}${remark ? `；备注：${remark}` : ''}`;
      await contractRecord(tx, ctx, row, now, '修改状态', content);
      await appRecordRepository.addFollowUp(tx, contractItem(row), {
        categoryType: CONTRACT_FOLLOW_CATEGORY.system,
        content: `合同状态：${content}`,
        userId: null,
        createdAt: now,
      });
      // The agent hears of a change someone else made: a 合同报告 in the message centre.
      if (row.userId !== ctx.userId) {
        const kind = contractType === CONTRACT_TYPE.rent ? '租赁' : '买卖';
        await reminderService.add(tx, {
          companyId: ctx.companyId,
          userId: row.userId,
          kind: REMINDER_KIND.contractReport,
          title: `${kind}合同${row.contractNo}已变更为${to}`,
          content: `${row.houseName}：${content}`,
        });
      }
      return { contractId: updated.id, version: updated.version };
    });
  }
}
