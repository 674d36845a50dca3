import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { CONTRACT_PERMISSION } from '@awb/contract/contract.contract';
import { CONTRACT_INITIAL_STATE, CONTRACT_MSG, CONTRACT_TYPE } from '@awb/contract/contract-fields';
import type { TContractRentValues, TContractSaleValues } from '@awb/contract/contract-form';
import type { TContractRentDetail, TContractRow, TContractSaleDetail } from '@awb/contract/contract-views';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { OA_MSG } from '@awb/contract/oa-fields';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { maskContactPhone } from '../housing/housing-format.ts';
import { activePerson, peopleByIds } from '../housing/housing-people.ts';
import { listingLookup } from '../housing/listing-lookup.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { ownerScope } from '../org/data-scope.ts';
import { departmentRepository } from '../org/department.repository.ts';
import {
  contractRepository,
  type TContractDbRow,
  type TContractFilters,
  type TContractInsert,
} from './contract.repository.ts';
import { contracts } from './contract.table.ts';
import { contractChanges } from './contract-changes.ts';
import { detailExtras } from './contract-detail-extras.ts';
import { contractRecord, isClosed } from './contract-records.ts';
import { recordSignedContract, type TSignedContract } from './contract-signed.ts';
import { restoreSignedRecord, type TSignedStateChange, voidSignedRecord } from './contract-signed-void.ts';
import { contractRowView, rentDetailView, saleDetailView } from './contract-view.ts';

export type { TSignedContract } from './contract-signed.ts';
export type { TSignedStateChange } from './contract-signed-void.ts';

type TValues = TContractSaleValues | TContractRentValues;
type TOaParam = { oaItemId?: number; oaReamrk: string } | undefined;
type TListInput = TContractFilters & { pageindex: number; pagesize: number; sort: number; cursor: string };

const conflict = () => new AppError(CODE.conflict, MSG.conflict);
const isRent = (v: TValues): v is TContractRentValues => 'monthlyRent' in v;

/** The columns of the form's values (phones and agent resolved by the caller). */
function columnsOf(v: TValues): Partial<TContractInsert> {
  const common = {
    contractNo: v.contractNo,
    signDate: v.signDate,
    houseId: v.houseId,
    houseName: v.houseName,
    houseAddress: v.houseAddress,
    houseBuilding: v.houseBuilding,
    houseRoomNo: v.houseRoomNo,
    houseArea: v.houseArea,
    partyAName: v.partyAName,
    partyBName: v.partyBName,
    partyAFee: v.partyAAgencyFee,
    partyBFee: v.partyBAgencyFee,
    paymentMethod: v.paymentMethod,
    remark: v.remark,
  };
  if (isRent(v)) {
    return { ...common, amount: v.monthlyRent, deposit: v.depositRent, startDate: v.startDate, endDate: v.endDate };
  }
  return {
    ...common,
    amount: v.transactionPrice,
    deposit: v.depositMoney,
    loanAmount: v.loanAmount,
    transferDate: v.transferDate || null,
    deliveryDate: v.deliveryDate || null,
  };
}

/** A phone sent back masked keeps the stored number; a masked one that is not the stored number is refused. */
function resolvePhone(sent: string, stored: string | undefined): string {
  if (!sent.includes('****')) return sent;
  if (stored && maskContactPhone(stored) === sent) return stored;
  throw invalid(CONTRACT_MSG.phoneFormat);
}

/** Sale and rent contract records: list, detail, add, edit, delete and state changes (docs/contract.md). */
export class ContractService {
  constructor(private readonly deps: TDeps) {}

  /** The caller's contract data scope on a contract's agent (undefined: the whole company). */
  private scope(ctx: TRequestContext) {
    return ownerScope(ctx, APP_TYPE.contract, contracts.userId);
  }

  /** A contract of the type the caller may see, or 404 (another company's, out of scope, other type, deleted). */
  async visible(
    ctx: TRequestContext,
    contractId: number,
    contractType?: number,
    db: TExecutor = this.deps.db,
    lock = false,
  ) {
    const row = await contractRepository.find(db, ctx.companyId, contractId, this.scope(ctx), lock);
    if (!row || (contractType !== undefined && row.contractType !== contractType))
      throw notFound(CONTRACT_MSG.notFound);
    return row;
  }

  async list(ctx: TRequestContext, contractType: number, q: TListInput) {
    const conditions = [...contractRepository.filters(q), this.scope(ctx)];
    const page = await contractRepository.page(this.deps.db, ctx.companyId, contractType, conditions, q.sort, q);
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      page.rows.map((r) => r.userId),
    );
    const depts = await this.deptNames(ctx);
    const rows: TContractRow[] = page.rows.map((r) => contractRowView(r, people, depts));
    return { rows, total: page.total, cursor: page.cursor };
  }

  async saleDetail(ctx: TRequestContext, contractId: number): Promise<TContractSaleDetail> {
    const row = await this.visible(ctx, contractId, CONTRACT_TYPE.sale);
    return saleDetailView(row, await detailExtras(this.deps, ctx, row));
  }

  async rentDetail(ctx: TRequestContext, contractId: number): Promise<TContractRentDetail> {
    const row = await this.visible(ctx, contractId, CONTRACT_TYPE.rent);
    return rentDetailView(row, await detailExtras(this.deps, ctx, row));
  }

  private async deptNames(ctx: TRequestContext): Promise<Map<number, string>> {
    const rows = await departmentRepository.all(this.deps.db, ctx.companyId);
    return new Map(rows.map((d) => [d.id, d.name]));
  }

  /** The linked listing must be a live listing of the company and of the contract's type. */
  private async checkHouse(ctx: TRequestContext, contractType: number, houseId: number | null): Promise<void> {
    if (houseId === null) return;
    const listing = (await listingLookup.byIds(this.deps.db, ctx.companyId, [houseId])).get(houseId);
    if (!listing) throw invalid(CONTRACT_MSG.houseNotFound);
    if (listing.type !== contractType) throw invalid(CONTRACT_MSG.houseTypeMismatch);
  }

  private async agent(ctx: TRequestContext, userId: number) {
    const person = await activePerson(this.deps.db, ctx.companyId, userId);
    if (!person) throw invalid(CONTRACT_MSG.agentInvalid);
    return person;
  }

  private async checkNumber(ctx: TRequestContext, contractNo: string, exceptId?: number): Promise<void> {
    if (await contractRepository.numberTaken(this.deps.db, ctx.companyId, contractNo, exceptId)) {
      throw invalid(CONTRACT_MSG.contractNoRepeat);
    }
  }

  async add(ctx: TRequestContext, contractType: number, v: TValues): Promise<{ contractId: number; version: number }> {
    await this.checkNumber(ctx, v.contractNo);
    await this.checkHouse(ctx, contractType, v.houseId);
    const person = await this.agent(ctx, v.userId ?? ctx.userId);
    const now = this.deps.clock.now();
    try {
      return await this.deps.db.transaction(async (tx) => {
        const row = await contractRepository.insert(tx, {
          ...(columnsOf(v) as TContractInsert),
          companyId: ctx.companyId,
          contractType,
          partyAPhone: resolvePhone(v.partyAPhone, undefined),
          partyBPhone: resolvePhone(v.partyBPhone, undefined),
          userId: person.userId,
          deptId: person.deptId || null,
          state: CONTRACT_INITIAL_STATE[contractType] ?? 1,
          createdBy: ctx.userId,
          createdAt: now,
          updatedAt: now,
        });
        await contractRecord(tx, ctx, row, this.deps.clock.now(), '新增合同', `合同编号 ${row.contractNo}`);
        return { contractId: row.id, version: row.version };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(CONTRACT_MSG.contractNoRepeat);
      throw error;
    }
  }

  async edit(
    ctx: TRequestContext,
    contractType: number,
    input: TValues & { contractId: number; version: number },
  ): Promise<{ contractId: number; version: number }> {
    const current = await this.visible(ctx, input.contractId, contractType);
    if (isClosed(current) && !ctx.isManager) throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
    if (input.contractNo !== current.contractNo) await this.checkNumber(ctx, input.contractNo, current.id);
    if (input.houseId !== current.houseId) await this.checkHouse(ctx, contractType, input.houseId);
    const agentId = input.userId ?? current.userId;
    const person = agentId !== current.userId ? await this.agent(ctx, agentId) : undefined;
    const values: Partial<TContractInsert> = {
      ...columnsOf(input),
      partyAPhone: resolvePhone(input.partyAPhone, current.partyAPhone),
      partyBPhone: resolvePhone(input.partyBPhone, current.partyBPhone),
      ...(person ? { userId: person.userId, deptId: person.deptId || null } : {}),
      updatedAt: this.deps.clock.now(),
    };
    try {
      return await this.deps.db.transaction(async (tx) => {
        const locked = await this.visible(ctx, input.contractId, contractType, tx, true);
        if (locked.version !== input.version) throw conflict();
        const row = await contractRepository.update(tx, ctx.companyId, locked.id, values, input.version);
        if (!row) throw conflict();
        const changes = contractChanges(contractType, locked, values);
        if (changes.length > 0)
          await contractRecord(tx, ctx, row, this.deps.clock.now(), '修改合同', changes.join('；'));
        if (person) {
          const before = (await peopleByIds(tx, ctx.companyId, [locked.userId])).get(locked.userId)?.userName ?? '';
          await contractRecord(
            tx,
            ctx,
            row,
            this.deps.clock.now(),
            '变更经办人',
            `${before} → ${person.userName}`,
            APP_RECORD_TYPE.circulation,
          );
        }
        return { contractId: row.id, version: row.version };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(CONTRACT_MSG.contractNoRepeat);
      throw error;
    }
  }

  /**
   * The record of a completed e-contract, added in the signing module's completing transaction; once
   * per e-contract (contract-signed.ts).
   */
  recordSigned(tx: TExecutor, contract: TSignedContract): Promise<{ contractId: number; created: boolean }> {
    return recordSignedContract(tx, contract);
  }

  /** The record of an e-contract invalidated after it completed goes to 作废 (contract-signed-void.ts). */
  voidSigned(tx: TExecutor, change: TSignedStateChange): Promise<number | null> {
    return voidSignedRecord(tx, change);
  }

  /** Revoking that invalidation puts the record back, when it is still 作废 by it. */
  restoreSigned(tx: TExecutor, change: TSignedStateChange): Promise<number | null> {
    return restoreSignedRecord(tx, change);
  }

  /**
   * The 合同管理 record an e-contract is started from, checked at its submission: one the agent sees,
   * of `contractType` and linked to no e-contract yet; a Chinese refusal otherwise.
   */
  async assertLinkable(ctx: TRequestContext, recordId: number, contractType: number): Promise<void> {
    const row = await this.visible(ctx, recordId).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!row) throw invalid(SIGN_CONTRACT_MSG.recordNotFound);
    if (row.contractType !== contractType) throw invalid(SIGN_CONTRACT_MSG.recordTypeMismatch);
    if (row.signContractId !== null) throw invalid(SIGN_CONTRACT_MSG.recordLinked);
  }

  /**
   * Soft-deletes the contract (its number becomes free) and removes its pictures, in one transaction;
   * a closed one (完成, 作废) only a manager may delete. When an enabled flow covers the delete item
   * (53 / 56) for the caller, the delete is held for approval instead (answers the approval id).
   */
  async remove(
    ctx: TRequestContext,
    contractType: number,
    contractId: number,
    oaParam: TOaParam,
  ): Promise<{ approvalId: number } | null> {
    await this.visible(ctx, contractId, contractType);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.visible(ctx, contractId, contractType, tx, true);
      if (isClosed(row) && !ctx.isManager) throw new AppError(CODE.noPermission, CONTRACT_MSG.closedManagerOnly);
      const remark = oaParam?.oaReamrk ?? '';
      const permission =
        contractType === CONTRACT_TYPE.rent ? CONTRACT_PERMISSION.rentDelete : CONTRACT_PERMISSION.saleDelete;
      const held = await new OaRecordService(this.deps).hold(tx, ctx, {
        appType: APP_TYPE.contract,
        itemId: permission.itemId,
        action: CONTRACT_OA_ACTION.delete,
        targetType: contractType,
        targetId: row.id,
        title: `删除${contractType === CONTRACT_TYPE.rent ? '租赁' : '买卖'}合同 ${row.contractNo} ${row.houseName}`,
        payload: { manager: ctx.isManager },
        remark,
        busyMessage: OA_MSG.contractPending,
      });
      if (held) return held;
      await applyContractDelete(tx, ctx, row, remark, this.deps.clock.now());
      return null;
    });
  }
}

/** The contract actions that can be held for approval (executors: contract-oa-actions.ts). */
export const CONTRACT_OA_ACTION = { state: 'contract.state', delete: 'contract.delete' } as const;

/** Deletes a locked contract row on behalf of `actor` (the caller, or the sponsor of an approved request). */
export async function applyContractDelete(
  tx: TExecutor,
  actor: Pick<TRequestContext, 'companyId' | 'userId'>,
  row: TContractDbRow,
  remark: string,
  at: Date,
): Promise<void> {
  await contractRepository.removePictures(tx, actor.companyId, row.id);
  const done = await contractRepository.softDelete(tx, actor.companyId, row.id, actor.userId, at);
  if (!done) throw notFound(CONTRACT_MSG.notFound);
  const note = remark ? `；备注：${remark}` : '';
  await contractRecord(tx, actor, row, at, '删除合同', `合同编号 ${row.contractNo}${note}`);
}
