import {
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
  SIGN_INVALIDATABLE_STATES,
  SIGN_LOG_ACTION,
} from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { ContractService } from '../contract/contract.service.ts';
import { recordInvalidation } from './ceremony/ceremony-hooks.ts';
import { signContractRepository as repo, type TSignContractDbRow } from './sign-contract.repository.ts';
import type { signContracts } from './sign-contract.table.ts';
import { logContractEvent, type TActor, type TOaParam, visibleContract } from './sign-contract-access.ts';
import { holdSignDelete, signDeletable } from './sign-oa-actions.ts';

/**
 * A signing contract's state changes: invalidation (stamped on the verification
 * page), its revocation, and deleting a contract nobody signed (held where a flow guards it).
 */
export class SignStateService {
  private readonly book: ContractService;

  constructor(private readonly deps: TDeps) {
    this.book = new ContractService(deps);
  }

  async invalidate(ctx: TRequestContext, contractId: number, remark: string, actor: TActor) {
    return this.change(ctx, contractId, actor, remark, SIGN_LOG_ACTION.invalidate, (r) => {
      if (!(SIGN_INVALIDATABLE_STATES as readonly number[]).includes(r.state)) {
        throw invalid(SIGN_CONTRACT_MSG.notInvalidatable);
      }
      return { state: SIGN_CONTRACT_STATE.invalid, stateBeforeInvalid: r.state, invalidRemark: remark };
    });
  }

  async revokeInvalid(ctx: TRequestContext, contractId: number, remark: string, actor: TActor) {
    return this.change(ctx, contractId, actor, remark, SIGN_LOG_ACTION.revokeInvalid, (r) => {
      if (r.state !== SIGN_CONTRACT_STATE.invalid) throw invalid(SIGN_CONTRACT_MSG.notInvalid);
      return {
        state: r.stateBeforeInvalid ?? SIGN_CONTRACT_STATE.waiting,
        stateBeforeInvalid: null,
        invalidRemark: '',
      };
    });
  }

  /**
   * Deletes a contract nobody signed; when an approval flow guards 删除合同 (app 6 item 3) the delete
   * waits for its last pass (sign-oa-actions.ts) and the answer carries the request's id.
   */
  async remove(ctx: TRequestContext, contractId: number, oaParam: TOaParam, actor: TActor) {
    const remark = oaParam?.oaReamrk ?? '';
    return this.deps.db.transaction(async (tx) => {
      const locked = await visibleContract(this.deps, ctx, contractId, tx, true);
      if (!signDeletable(locked)) throw invalid(SIGN_CONTRACT_MSG.signedNoDelete);
      const held = await holdSignDelete(this.deps, tx, ctx, locked, remark);
      if (held) return held;
      const now = this.deps.clock.now();
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        deletedAt: now,
        deletedBy: ctx.userId,
        updatedAt: now,
      });
      await logContractEvent(this.deps, tx, ctx, { row: saved, action: SIGN_LOG_ACTION.remove, actor, remark });
      return { approvalId: 0 };
    });
  }

  /**
   * A completed contract's record in the contract book follows its invalidation to 作废, and back
   * when the invalidation is revoked (through the contract module's service, in this transaction).
   */
  private async followInBook(
    tx: TExecutor,
    ctx: TRequestContext,
    before: TSignContractDbRow,
    after: TSignContractDbRow,
    remark: string,
  ) {
    const change = {
      companyId: ctx.companyId,
      signContractId: after.id,
      contractNo: after.contractNo,
      remark,
      userId: ctx.userId,
      at: after.updatedAt,
    };
    const { done, invalid: voided } = SIGN_CONTRACT_STATE;
    if (before.state === done && after.state === voided) await this.book.voidSigned(tx, change);
    if (before.state === voided && after.state === done) await this.book.restoreSigned(tx, change);
  }

  private async change(
    ctx: TRequestContext,
    contractId: number,
    actor: TActor,
    remark: string,
    action: number,
    next: (r: TSignContractDbRow) => Partial<typeof signContracts.$inferInsert>,
  ) {
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await visibleContract(this.deps, ctx, contractId, tx, true);
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        ...next(locked),
        updatedAt: this.deps.clock.now(),
      });
      await logContractEvent(this.deps, tx, ctx, { row: saved, action, actor, remark });
      if (action === SIGN_LOG_ACTION.invalidate) {
        await recordInvalidation(this.deps, tx, saved, remark, { ...actor, userId: ctx.userId });
      }
      await this.followInBook(tx, ctx, locked, saved, remark);
      return saved;
    });
    return { contractId: row.id, state: row.state, stateName: SIGN_CONTRACT_STATE_NAMES[row.state] ?? '' };
  }
}
