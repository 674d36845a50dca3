import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { contractStatePermission } from '@awb/contract/contract.contract';
import { CONTRACT_FOLLOW_CATEGORY, CONTRACT_MSG, CONTRACT_TYPE, contractState } from '@awb/contract/contract-fields';
import { REMINDER_KIND } from '@awb/contract/message.contract';
import { OA_MSG } from '@awb/contract/oa-fields';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, noPermission, notFound } from '../../platform/errors.ts';
import { appRecordRepository } from '../housing/app-record/app-record.repository.ts';
import { notify } from '../message/notify.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { contractRepository, type TContractDbRow } from './contract.repository.ts';
import { CONTRACT_OA_ACTION, type ContractService } from './contract.service.ts';
import { afterContractState } from './contract-completion.ts';
import { contractItem, contractRecord, isClosed } from './contract-records.ts';

type TOaParam = { oaItemId?: number; oaReamrk: string } | undefined;

/** State changes of sale and rent contracts (seed 001 §4; the transition rule: docs/contract.md). */
export class ContractStateService {
  private readonly approvals: OaRecordService;

  constructor(
    private readonly deps: TDeps,
    private readonly contracts: ContractService,
  ) {
    this.approvals = new OaRecordService(deps);
  }

  /**
   * Moves the contract to another state of its type: needs the target state's item (61–71); leaving a
   * closed state (完成, 作废) only a manager may. Leaves a state-change row, an app record and a 系统 follow-up.
   * When an enabled flow covers the item for the caller, the change is held for approval instead
   * (answers the approval id; docs/approvals.md "Held actions").
   */
  async changeState(
    ctx: TRequestContext,
    contractType: number,
    input: { contractId: number; state: number; oaParam?: TOaParam },
  ): Promise<{ contractId: number; version: number; approvalId?: number }> {
    const permission = contractStatePermission(contractType, input.state);
    if (!permission) throw invalid(CONTRACT_MSG.stateInvalid);
    if (!can(ctx, permission)) throw noPermission();
    await this.contracts.visible(ctx, input.contractId, contractType);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const row = await this.contracts.visible(ctx, input.contractId, contractType, tx, true);
      if (row.state === input.state) throw invalid(CONTRACT_MSG.sameState);
      if (isClosed(row) && !ctx.isManager) throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
      const remark = input.oaParam?.oaReamrk ?? '';
      const held = await this.approvals.hold(tx, ctx, {
        appType: APP_TYPE.contract,
        itemId: permission.itemId,
        action: CONTRACT_OA_ACTION.state,
        targetType: contractType,
        targetId: row.id,
        title: `${kindOf(contractType)}合同 ${row.contractNo} ${row.houseName} 变更为${stateLabel(contractType, input.state)}`,
        payload: { state: input.state, manager: ctx.isManager },
        remark,
        busyMessage: OA_MSG.contractPending,
      });
      if (held) return { contractId: row.id, version: row.version, approvalId: held.approvalId };
      const version = await applyStateChange(tx, ctx, row, {
        state: input.state,
        remark,
        itemId: input.oaParam?.oaItemId ?? permission.itemId,
        at: now,
      });
      return { contractId: row.id, version };
    });
  }
}

const kindOf = (contractType: number) => (contractType === CONTRACT_TYPE.rent ? '租赁' : '买卖');
const stateLabel = (contractType: number, state: number) => contractState(contractType, state)?.label ?? String(state);

/**
 * Writes a state change of a locked contract row on behalf of `actor` (the caller, or the sponsor of
 * an approved request): the state, a state-change row, an app record, a 系统 follow-up and the agent's
 * 合同报告. Answers the new version.
 */
export async function applyStateChange(
  tx: TExecutor,
  actor: Pick<TRequestContext, 'companyId' | 'userId'>,
  row: TContractDbRow,
  change: { state: number; remark: string; itemId: number; at: Date },
): Promise<number> {
  const updated = await contractRepository.update(tx, actor.companyId, row.id, {
    state: change.state,
    updatedAt: change.at,
  });
  if (!updated) throw notFound(CONTRACT_MSG.notFound);
  await contractRepository.addStateChange(tx, {
    companyId: actor.companyId,
    contractId: row.id,
    fromState: row.state,
    toState: change.state,
    oaItemId: change.itemId,
    remark: change.remark,
    userId: actor.userId,
    createdAt: change.at,
  });
  const from = stateLabel(row.contractType, row.state);
  const to = stateLabel(row.contractType, change.state);
  const content = `${from} → ${to}${change.remark ? `；备注：${change.remark}` : ''}`;
  await contractRecord(tx, actor, row, change.at, '修改状态', content);
  await appRecordRepository.addFollowUp(tx, contractItem(row), {
    categoryType: CONTRACT_FOLLOW_CATEGORY.system,
    content: `合同状态：${content}`,
    userId: null,
    createdAt: change.at,
  });
  await afterContractState(tx, actor, row, change.state, change.at);
  // The agent hears of a change someone else made: a 合同报告 in the message centre.
  if (row.userId !== actor.userId) {
    await notify(tx, {
      companyId: actor.companyId,
      userIds: [row.userId],
      kind: REMINDER_KIND.contractReport,
      title: `${kindOf(row.contractType)}合同${row.contractNo}已变更为${to}`,
      content: `${row.houseName}：${content}`,
    });
  }
  return updated.version;
}
