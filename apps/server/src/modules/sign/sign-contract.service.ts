import { APP_TYPE } from '@awb/contract/common/apps';
import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import { ZSignContent } from '@awb/contract/sign-contract';
import {
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
  SIGN_INVALIDATABLE_STATES,
  SIGN_LOG_ACTION_NAMES,
} from '@awb/contract/sign-contract-constants';
import { fillSections } from '@awb/contract/sign-template-rules';
import { eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { contractParties } from './agency.ts';
import { signContractRepository as repo, type TSignContractDbRow } from './sign-contract.repository.ts';
import { signContracts } from './sign-contract.table.ts';
import { contractScope, visibleContract } from './sign-contract-access.ts';
import { signContractListRepository as listRepo, type TSignListFilters } from './sign-contract-list.repository.ts';
import { SIGNED_STATES, signDeletable } from './sign-oa-actions.ts';
import { heldApprovalId } from './sign-submit-held.ts';

type TListInput = TSignListFilters & { sortField: number; pageindex: number; pagesize: number; cursor: string };

/**
 * Reading signing contracts: the list and its state badges, where one stands,
 * the detail, the printed body from the frozen content, the operation log and the content versions.
 * Writes: sign-submit.service.ts (submission, edits), sign-state.service.ts (invalidation, deletion).
 */
export class SignContractService {
  constructor(private readonly deps: TDeps) {}

  async list(ctx: TRequestContext, q: TListInput) {
    const page = await listRepo.page(
      this.deps.db,
      ctx.companyId,
      [...listRepo.filters(q), contractScope(ctx)],
      q.key.trim(),
      q.sortField,
      q,
    );
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      page.rows.map((r) => r.userId),
    );
    const rows = page.rows.map((r) => this.rowView(r, people.get(r.userId)?.userName ?? ''));
    return { rows, total: page.total, cursor: page.cursor };
  }

  /** Contracts per state (every state listed, 0 when none) of a box type, within the caller's scope. */
  async stateCounts(ctx: TRequestContext, type: number) {
    const found = await listRepo.stateCounts(this.deps.db, ctx.companyId, [
      type ? eq(signContracts.boxType, type) : undefined,
      contractScope(ctx),
    ]);
    const states = Object.values(SIGN_CONTRACT_STATE).map((state) => ({
      state,
      stateName: SIGN_CONTRACT_STATE_NAMES[state] ?? '',
      count: found.find((f) => f.state === state)?.n ?? 0,
    }));
    return { total: states.reduce((sum, s) => sum + s.count, 0), states };
  }

  private rowView(r: TSignContractDbRow, userName: string) {
    return {
      contractId: r.id,
      contractNo: r.contractNo,
      title: r.title,
      boxType: r.boxType,
      state: r.state,
      stateName: SIGN_CONTRACT_STATE_NAMES[r.state] ?? '',
      houseName: r.houseName,
      houseBuilding: r.houseBuilding,
      houseRoomNo: r.houseRoomNo,
      partyAName: r.partyAName,
      partyBName: r.partyBName,
      userName,
      createdAt: formatTime(r.createdAt),
      updatedAt: formatTime(r.updatedAt),
    };
  }

  /**
   * Where a contract stands, asked by contract or by approval request: first a contract whose
   * submission that request holds (our own column), else the approvals module's record, read through
   * its service (the caller must be involved in it, as on its detail page), when it holds a signing
   * contract's action. Not found either way: 合同不存在或已删除.
   */
  async info(ctx: TRequestContext, q: { contractId: number; approvalId: number }) {
    const r =
      q.contractId > 0 ? await visibleContract(this.deps, ctx, q.contractId) : await this.byApproval(ctx, q.approvalId);
    return {
      contractId: r.id,
      approvalId: r.approvalId,
      state: r.state,
      stateName: SIGN_CONTRACT_STATE_NAMES[r.state] ?? '',
    };
  }

  private async byApproval(ctx: TRequestContext, approvalId: number) {
    const held = await repo.findByApproval(this.deps.db, ctx.companyId, approvalId, contractScope(ctx));
    if (held) return held;
    const record = await new OaRecordService(this.deps).detail(ctx, approvalId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === CODE.notFound) return undefined;
      throw error;
    });
    if (!record || record.appType !== APP_TYPE.sign) throw notFound(SIGN_CONTRACT_MSG.notFound);
    return visibleContract(this.deps, ctx, record.targetId);
  }

  async detail(ctx: TRequestContext, contractId: number) {
    const r = await visibleContract(this.deps, ctx, contractId);
    const people = await peopleByIds(this.deps.db, ctx.companyId, [r.userId]);
    const signed = r.signedAny === 1 || SIGNED_STATES.includes(r.state);
    return {
      ...this.rowView(r, people.get(r.userId)?.userName ?? ''),
      ...r.parties,
      boxid: r.boxId,
      signatureType: r.signatureType,
      contentHash: r.contentHash,
      version: r.version,
      approvalId: r.approvalId,
      heldApprovalId: await heldApprovalId(this.deps, r),
      invalidRemark: r.invalidRemark,
      canEdit: r.state === SIGN_CONTRACT_STATE.waiting && !signed,
      canInvalidate: (SIGN_INVALIDATABLE_STATES as readonly number[]).includes(r.state),
      canRevokeInvalid: r.state === SIGN_CONTRACT_STATE.invalid,
      canDelete: signDeletable(r),
    };
  }

  /** The body as printed, from the frozen content; the parties' numbers masked. */
  async content(ctx: TRequestContext, contractId: number) {
    const r = await visibleContract(this.deps, ctx, contractId);
    const content = ZSignContent.parse(JSON.parse(this.deps.personalData.open(r.contentSealed)));
    const contents = fillSections(r.template, content.values, await contractParties(this.deps.db, r));
    return { contractId: r.id, title: r.title, contents, appliances: content.appliances, contentHash: r.contentHash };
  }

  async logs(ctx: TRequestContext, contractId: number) {
    const r = await visibleContract(this.deps, ctx, contractId);
    const rows = await repo.logs(this.deps.db, ctx.companyId, r.id);
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      rows.map((l) => l.userId),
    );
    return rows.map((l) => ({
      logId: l.id,
      action: l.action,
      actionName: SIGN_LOG_ACTION_NAMES[l.action] ?? '',
      userName: people.get(l.userId)?.userName ?? '',
      remark: l.remark,
      userAgent: l.userAgent,
      createdAt: formatTime(l.createdAt),
      version: l.version,
      contentHash: l.contentHash,
    }));
  }

  async history(ctx: TRequestContext, contractId: number) {
    const rows = await this.logs(ctx, contractId);
    return rows
      .filter((l) => l.version !== null && l.contentHash !== null)
      .map((l) => ({
        version: l.version ?? 0,
        contentHash: l.contentHash ?? '',
        action: l.action,
        actionName: l.actionName,
        userName: l.userName,
        createdAt: l.createdAt,
      }))
      .reverse();
  }
}
