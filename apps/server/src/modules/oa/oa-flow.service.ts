import { APP_NAMES } from '@awb/contract/common/apps';
import type { TOaFlowDetail, TOaFlowRow, TOaGroup, ZOaFlowCreate } from '@awb/contract/oa.contract';
import {
  APPROVER_TYPE,
  isOaItem,
  isOaWired,
  OA_APP_ITEMS,
  OA_APP_TYPES,
  OA_DEFAULT_GROUP_ID,
  OA_DEFAULT_GROUP_NAME,
  OA_MSG,
  oaItemName,
  SIGN_MODE,
  SPONSOR_RANGE,
  type TApproverStep,
  type TSponsor,
} from '@awb/contract/oa-fields';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { oaRepository, type TOaFlowDbRow } from './oa.repository.ts';

type TFlowInput = z.output<typeof ZOaFlowCreate>;

const ENABLED = 1;

/**
 * Approval groups and flows (seed 001 §3, §4, §6; design in docs/approvals.md). The default group 0
 * is implicit; an item belongs to at most one enabled flow of a company (unique index, checked
 * first for the message).
 */
export class OaFlowService {
  constructor(private readonly deps: TDeps) {}

  // ── groups ────────────────────────────────────────────────────────────────────────────────────

  async groupList(ctx: TRequestContext): Promise<TOaGroup[]> {
    const db = this.deps.db;
    const [groups, flows] = await Promise.all([
      oaRepository.groups(db, ctx.companyId),
      oaRepository.flows(db, ctx.companyId),
    ]);
    const counts = new Map<number, number>();
    for (const f of flows) counts.set(f.groupId, (counts.get(f.groupId) ?? 0) + 1);
    const known = new Set(groups.map((g) => g.id));
    return [
      {
        groupId: OA_DEFAULT_GROUP_ID,
        groupName: OA_DEFAULT_GROUP_NAME,
        sort: 0,
        // Flows of a group deleted meanwhile count as the default group's.
        count: flows.filter((f) => f.groupId === OA_DEFAULT_GROUP_ID || !known.has(f.groupId)).length,
        deletable: false,
      },
      ...groups.map((g) => ({
        groupId: g.id,
        groupName: g.name,
        sort: g.sort,
        count: counts.get(g.id) ?? 0,
        deletable: true,
      })),
    ];
  }

  async groupCreate(ctx: TRequestContext, groupName: string): Promise<TOaGroup> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const sort = (await oaRepository.maxSort(tx, ctx.companyId)) + 1;
      const g = await oaRepository.addGroup(tx, {
        companyId: ctx.companyId,
        name: groupName,
        sort,
        createdAt: now,
        updatedAt: now,
      });
      return { groupId: g.id, groupName: g.name, sort: g.sort, count: 0, deletable: true };
    });
  }

  async groupEdit(ctx: TRequestContext, groupId: number, groupName: string): Promise<TOaGroup> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const g = await oaRepository.updateGroup(tx, ctx.companyId, groupId, { name: groupName, updatedAt: now });
      if (!g) throw notFound();
      const count = (await oaRepository.flows(tx, ctx.companyId)).filter((f) => f.groupId === g.id).length;
      return { groupId: g.id, groupName: g.name, sort: g.sort, count, deletable: true };
    });
  }

  async groupDel(ctx: TRequestContext, groupId: number): Promise<void> {
    if (groupId === OA_DEFAULT_GROUP_ID) throw invalid(OA_MSG.defaultGroupFixed);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await oaRepository.deleteGroup(tx, ctx.companyId, groupId, now))) throw notFound();
    });
  }

  async groupSort(ctx: TRequestContext, groupId: number, sort: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await oaRepository.updateGroup(tx, ctx.companyId, groupId, { sort, updatedAt: now }))) throw notFound();
    });
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
      this.groupList(ctx),
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
      await this.checkFlow(tx, ctx, input, 0);
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
      if (flow.state === ENABLED) await this.checkFlow(tx, ctx, input, flow.id);
      else await this.checkRefs(tx, ctx, input);
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
        await this.checkTaken(
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

  /**
   * The enabled flow that covers an item for the caller (sponsor scope: 全公司, or the caller's
   * department at or below one of deptIds; roleIds, when set, narrows to holders of those roles).
   */
  async flowFor(
    ctx: TRequestContext,
    appType: number,
    itemId: number,
    db: TExecutor = this.deps.db,
  ): Promise<TOaFlowDbRow | undefined> {
    if (!isOaItem(appType, itemId)) return undefined;
    const flow = await oaRepository.coveringFlow(db, ctx.companyId, appType, itemId);
    if (!flow) return undefined;
    return (await this.inSponsorScope(db, ctx, flow.sponsor)) ? flow : undefined;
  }

  async appOaApproval(ctx: TRequestContext, appType: number, itemId: number) {
    const flow = await this.flowFor(ctx, appType, itemId);
    // needApproval only where the business call really submits (OA_WIRED_ITEMS); the flow is named anyway.
    const wired = isOaWired(appType, itemId);
    return { needApproval: flow !== undefined && wired, oaApprovalId: flow?.id ?? 0, approvalName: flow?.name ?? '' };
  }

  private async inSponsorScope(db: TExecutor, ctx: TRequestContext, sponsor: TSponsor): Promise<boolean> {
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

  /** Runs a flow write; a race on the enabled-item index answers the same message as the check. */
  private async write<T>(fn: (tx: TExecutor) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(async (tx) => fn(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(OA_MSG.itemTaken);
      throw error;
    }
  }

  private async checkFlow(tx: TExecutor, ctx: TRequestContext, input: TFlowInput, flowId: number): Promise<void> {
    await this.checkRefs(tx, ctx, input);
    await this.checkTaken(tx, ctx, input.appType, input.oaItemIdSelected, flowId);
  }

  private async checkTaken(
    tx: TExecutor,
    ctx: TRequestContext,
    appType: number,
    itemIds: number[],
    flowId: number,
  ): Promise<void> {
    if (itemIds.length === 0) return;
    const taken = await oaRepository.takenItems(tx, ctx.companyId, appType, itemIds, flowId);
    if (taken.length > 0) throw invalid(OA_MSG.itemTaken);
  }

  /** Items of the app type; users, departments, roles and the group of the caller's company. */
  private async checkRefs(tx: TExecutor, ctx: TRequestContext, input: TFlowInput): Promise<void> {
    if (!input.oaItemIdSelected.every((id) => isOaItem(input.appType, id))) throw invalid(OA_MSG.itemInvalid);
    if (input.groupId !== OA_DEFAULT_GROUP_ID && !(await oaRepository.group(tx, ctx.companyId, input.groupId))) {
      throw invalid(OA_MSG.groupInvalid);
    }
    const steps: TApproverStep[] = input.approverList;
    const userIds = [
      ...new Set([
        ...input.sendCopy,
        ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.users ? s.userIds : [])),
      ]),
    ];
    if ((await oaRepository.userNames(tx, ctx.companyId, userIds)).size !== userIds.length) {
      throw invalid(OA_MSG.usersInvalid);
    }
    const deptIds = [
      ...new Set([
        ...input.sponsor.deptIds,
        ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.role ? s.selectDepartment : [])),
      ]),
    ];
    if ((await oaRepository.countOwn(tx, ctx.companyId, 'departments', deptIds)) !== deptIds.length) {
      throw invalid(OA_MSG.departmentsInvalid);
    }
    const roleIds = [
      ...new Set([
        ...input.sponsor.roleIds,
        ...steps.flatMap((s) => (s.approvalType === APPROVER_TYPE.role ? s.role.roleIds : [])),
      ]),
    ];
    if ((await oaRepository.countOwn(tx, ctx.companyId, 'roles', roleIds)) !== roleIds.length) {
      throw invalid(OA_MSG.rolesInvalid);
    }
  }
}

/** The stored columns of a flow input: only the parts of a step its type uses are kept. */
function flowColumns(input: TFlowInput) {
  return {
    groupId: input.groupId,
    name: input.approvalName,
    icon: input.icon,
    appType: input.appType,
    appItemType: input.appItemType,
    sponsor: input.sponsor,
    sendCopy: input.sendCopy,
    emptyApprover: input.emptyApprover,
    approvers: input.approverList.map((s) => ({
      approvalType: s.approvalType,
      userIds: s.approvalType === APPROVER_TYPE.users ? s.userIds : [],
      role: { roleIds: s.approvalType === APPROVER_TYPE.role ? s.role.roleIds : [] },
      range: s.range,
      selectDepartment: s.approvalType === APPROVER_TYPE.role ? s.selectDepartment : [],
      signMode: s.signMode,
    })),
  };
}

function flowRow(f: TOaFlowDbRow, items: { flowId: number; itemId: number }[]): TOaFlowRow {
  const ids = items
    .filter((i) => i.flowId === f.id)
    .map((i) => i.itemId)
    .sort((a, b) => a - b);
  return {
    oaApprovalId: f.id,
    approvalName: f.name,
    icon: f.icon,
    groupId: f.groupId,
    appType: f.appType,
    appItemType: f.appItemType,
    state: f.state,
    oaItemIdSelected: ids,
    itemNames: ids.map((id) => oaItemName(f.appType, id)).join('、'),
    version: f.version,
    updatedAt: f.updatedAt.toISOString(),
  };
}
