import { APP_NAMES } from '@awb/contract/common/apps';
import {
  APPROVER_TYPE,
  isOaWired,
  OA_APP_ITEMS,
  OA_APP_TYPES,
  OA_MSG,
  oaItemName,
  SIGN_MODE,
} from '@awb/contract/oa-fields';
import type { TOaFlowDetail } from '@awb/contract/oa-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { oaRepository } from './oa.repository.ts';
import { oaFlowChecks, type TFlowInput } from './oa-flow-checks.ts';
import { flowCovering } from './oa-flow-cover.ts';
import { flowColumns, flowRow } from './oa-flow-view.ts';
import { OaGroupService } from './oa-group.service.ts';

const ENABLED = 1;

/**
 * Approval flows (seed 001 §3, §4, §6; design in docs/approvals.md): the apps and items they can
 * guard, the flows by group, writes (an edit is a new version) and the enable switch. Groups are
 * oa-group.service.ts, the checks of a write oa-flow-checks.ts, the row shapes oa-flow-view.ts.
 */
export class OaFlowService {
  private readonly groups: OaGroupService;

  constructor(private readonly deps: TDeps) {
    this.groups = new OaGroupService(deps);
  }

  // ── apps and items ────────────────────────────────────────────────────────────────────────────

  oaApps() {
    return OA_APP_TYPES.map((appType) => ({
      appType,
      appName: APP_NAMES[appType] ?? '',
      items: (OA_APP_ITEMS[appType] ?? []).map((oaItemId) => ({ oaItemId, name: oaItemName(appType, oaItemId) })),
    }));
  }

  async oaItems(ctx: TRequestContext, appType: number, exceptFlowId: number) {
    const db = this.deps.db;
    const [items, flows] = await Promise.all([
      oaRepository.flowItems(db, ctx.companyId, appType),
      oaRepository.flows(db, ctx.companyId),
    ]);
    const names = new Map(flows.map((f) => [f.id, f.name]));
    return (OA_APP_ITEMS[appType] ?? []).map((oaItemId) => {
      const cover = items.find((i) => i.itemId === oaItemId && i.enabled === ENABLED && names.has(i.flowId));
      return {
        oaItemId,
        name: oaItemName(appType, oaItemId),
        oaApprovalId: cover?.flowId ?? 0,
        approvalName: cover ? (names.get(cover.flowId) ?? '') : '',
        taken: cover !== undefined && cover.flowId !== exceptFlowId,
      };
    });
  }

  // ── flows ─────────────────────────────────────────────────────────────────────────────────────

  async flowList(ctx: TRequestContext) {
    const db = this.deps.db;
    const [groups, flows, items] = await Promise.all([
      this.groups.groupList(ctx),
      oaRepository.flows(db, ctx.companyId),
      oaRepository.flowItems(db, ctx.companyId),
    ]);
    const known = new Set(groups.map((g) => g.groupId));
    const rows = flows.map((f) => ({ ...flowRow(f, items), groupId: known.has(f.groupId) ? f.groupId : 0 }));
    return groups.map((g) => ({
      groupId: g.groupId,
      groupName: g.groupName,
      sort: g.sort,
      list: rows.filter((r) => r.groupId === g.groupId),
    }));
  }

  async flowDetail(ctx: TRequestContext, flowId: number, db: TExecutor = this.deps.db): Promise<TOaFlowDetail> {
    const flow = await oaRepository.flow(db, ctx.companyId, flowId);
    if (!flow) throw notFound();
    const items = await oaRepository.flowItems(db, ctx.companyId, flow.appType);
    const userIds = [...flow.sendCopy, ...flow.approvers.flatMap((s) => s.userIds)];
    const names = await oaRepository.userNames(db, ctx.companyId, userIds);
    const refs = (ids: number[]) =>
      ids.filter((id) => names.has(id)).map((userId) => ({ userId, userName: names.get(userId) ?? '' }));
    return {
      ...flowRow(flow, items),
      sendCopy: flow.sendCopy,
      sendCopyUsers: refs(flow.sendCopy),
      sponsor: flow.sponsor,
      emptyApprover: flow.emptyApprover,
      approverList: flow.approvers.map((s) => ({
        ...s,
        // Flows stored before sign modes existed are or-sign.
        signMode: s.signMode ?? SIGN_MODE.any,
        users: s.approvalType === APPROVER_TYPE.users ? refs(s.userIds) : [],
      })),
    };
  }

  async flowCreate(ctx: TRequestContext, input: TFlowInput): Promise<TOaFlowDetail> {
    const now = this.deps.clock.now();
    return this.write(async (tx) => {
      await oaFlowChecks.flow(tx, ctx, input, 0);
      const flow = await oaRepository.addFlow(tx, {
        companyId: ctx.companyId,
        ...flowColumns(input),
        state: ENABLED,
        createdBy: ctx.userId,
        createdAt: now,
        updatedAt: now,
      });
      await oaRepository.setFlowItems(tx, ctx.companyId, flow.id, input.appType, input.oaItemIdSelected, ENABLED);
      return this.flowDetail(ctx, flow.id, tx);
    });
  }

  async flowEdit(ctx: TRequestContext, flowId: number, input: TFlowInput): Promise<TOaFlowDetail> {
    const now = this.deps.clock.now();
    return this.write(async (tx) => {
      const flow = await oaRepository.flow(tx, ctx.companyId, flowId, true);
      if (!flow) throw notFound();
      if (flow.state === ENABLED) await oaFlowChecks.flow(tx, ctx, input, flow.id);
      else await oaFlowChecks.refs(tx, ctx, input);
      // An edit is a new version: requests in flight keep the steps resolved from the one they started with.
      await oaRepository.updateFlow(tx, ctx.companyId, flow.id, {
        ...flowColumns(input),
        version: flow.version + 1,
        updatedAt: now,
      });
      await oaRepository.setFlowItems(tx, ctx.companyId, flow.id, input.appType, input.oaItemIdSelected, flow.state);
      return this.flowDetail(ctx, flow.id, tx);
    });
  }

  async flowSwitch(ctx: TRequestContext, flowId: number, state: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.write(async (tx) => {
      const flow = await oaRepository.flow(tx, ctx.companyId, flowId, true);
      if (!flow) throw notFound();
      if (state === ENABLED && flow.state !== ENABLED) {
        const items = (await oaRepository.flowItems(tx, ctx.companyId, flow.appType)).filter(
          (i) => i.flowId === flow.id,
        );
        await oaFlowChecks.taken(
          tx,
          ctx,
          flow.appType,
          items.map((i) => i.itemId),
          flow.id,
        );
      }
      await oaRepository.updateFlow(tx, ctx.companyId, flow.id, { state, updatedAt: now });
      await oaRepository.setFlowItemsEnabled(tx, ctx.companyId, flow.id, state);
    });
  }

  async flowDelete(ctx: TRequestContext, flowId: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const flow = await oaRepository.flow(tx, ctx.companyId, flowId, true);
      if (!flow) throw notFound();
      await oaRepository.updateFlow(tx, ctx.companyId, flow.id, { deletedAt: now, updatedAt: now });
      await oaRepository.setFlowItemsEnabled(tx, ctx.companyId, flow.id, 0);
    });
  }

  /** The enabled flow that covers an item for the caller (oa-flow-cover.ts). */
  flowFor(ctx: TRequestContext, appType: number, itemId: number, db: TExecutor = this.deps.db) {
    return flowCovering(db, ctx, appType, itemId);
  }

  async appOaApproval(ctx: TRequestContext, appType: number, itemId: number) {
    const flow = await this.flowFor(ctx, appType, itemId);
    // needApproval only where the business call really submits (OA_WIRED_ITEMS); the flow is named anyway.
    const wired = isOaWired(appType, itemId);
    return { needApproval: flow !== undefined && wired, oaApprovalId: flow?.id ?? 0, approvalName: flow?.name ?? '' };
  }

  /** Runs a flow write; a race on the enabled-item index answers the same message as the check. */
  private async write<T>(fn: (tx: TExecutor) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(async (tx) => fn(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(OA_MSG.itemTaken);
      throw error;
    }
  }
}
