import { OA_PERMISSION, type TOaRecordDetail, type TOaRecordRow } from '@awb/contract/oa.contract';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_NAMES,
  APPROVER_RANGE,
  APPROVER_TYPE,
  OA_MSG,
  oaItemName,
  SIGN_MODE,
  type TApproverStep,
} from '@awb/contract/oa-fields';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { pageOffset } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { reminderService } from '../message/reminder.service.ts';
import { oaActionRegistry } from './oa-action.registry.ts';
import { OaFlowService } from './oa-flow.service.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';
import type { TRecordStep } from './oa-record.table.ts';
import { resolveSteps } from './oa-resolve.ts';

/** A business action a module asks to hold (docs/approvals.md "Held actions"). */
export type THoldRequest = {
  appType: number;
  itemId: number;
  /** The executor's name in oaActionRegistry. */
  action: string;
  targetType: number;
  targetId: number;
  /** The action in words: 删除出售房源 阳光花园 3-502. */
  title: string;
  payload: Record<string, unknown>;
  remark: string;
  /** Said when the target already has a pending request (该合同已有待审批的申请). */
  busyMessage: string;
};

const WAITING = 0;

/**
 * Approval requests (seed 001 §7 "Approvals"): holding a business action, the four tabs, the detail,
 * passing / rejecting (status 2 rejects, any other passes: seed 001 §4) and withdrawing.
 */
export class OaRecordService {
  private readonly flows: OaFlowService;

  constructor(private readonly deps: TDeps) {
    this.flows = new OaFlowService(deps);
  }

  /**
   * Holds the action when an enabled flow covers the item for the caller: records the request inside
   * the caller's transaction and answers its id; undefined when no flow applies (run it at once).
   */
  async hold(tx: TExecutor, ctx: TRequestContext, req: THoldRequest): Promise<{ approvalId: number } | undefined> {
    const flow = await this.flows.flowFor(ctx, req.appType, req.itemId, tx);
    if (!flow) return undefined;
    const steps = resolveSteps(await this.candidates(tx, ctx, flow.approvers), {
      sponsorId: ctx.userId,
      managerId: await repo.managerId(tx, ctx.companyId),
    });
    if (steps.length === 0) throw invalid(OA_MSG.noApprover);
    const now = this.deps.clock.now();
    let record: TRecordDbRow;
    try {
      record = await repo.add(
        tx,
        {
          companyId: ctx.companyId,
          flowId: flow.id,
          flowName: flow.name,
          flowIcon: flow.icon,
          flowVersion: flow.updatedAt,
          steps,
          appType: req.appType,
          itemId: req.itemId,
          action: req.action,
          targetType: req.targetType,
          targetId: req.targetId,
          title: req.title,
          payload: req.payload,
          remark: req.remark,
          sponsorId: ctx.userId,
          createdAt: now,
          updatedAt: now,
        },
        await repo.activeIds(tx, ctx.companyId, flow.sendCopy),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(req.busyMessage);
      throw error;
    }
    await this.remindStep(tx, record, 0);
    return { approvalId: record.id };
  }

  async list(ctx: TRequestContext, q: { type: number; status: number; pageindex: number; pagesize: number }) {
    const db = this.deps.db;
    const page = await repo.page(
      db,
      ctx.companyId,
      ctx.userId,
      q.type,
      q.status,
      pageOffset(q.pageindex, q.pagesize),
      q.pagesize,
    );
    const names = await repo.names(
      db,
      ctx.companyId,
      page.rows.map((r) => r.sponsorId),
    );
    return { rows: page.rows.map((r) => recordRow(r, names)), total: page.total };
  }

  async detail(ctx: TRequestContext, approvalId: number, db: TExecutor = this.deps.db): Promise<TOaRecordDetail> {
    const record = await repo.find(db, ctx.companyId, approvalId);
    if (!record) throw notFound();
    const [steps, copies] = await Promise.all([
      repo.steps(db, ctx.companyId, record.id),
      repo.copies(db, ctx.companyId, record.id),
    ]);
    const involved =
      record.sponsorId === ctx.userId ||
      steps.some((s) => s.userId === ctx.userId) ||
      copies.includes(ctx.userId) ||
      can(ctx, OA_PERMISSION.approvals);
    if (!involved) throw notFound();
    const names = await repo.names(db, ctx.companyId, [record.sponsorId, ...steps.map((s) => s.userId), ...copies]);
    const pending = record.status === APPROVAL_STATUS.pending;
    return {
      ...recordRow(record, names),
      payload: record.payload,
      remark: record.remark,
      result: record.result,
      steps: record.steps.map((s, step) => ({
        step,
        signMode: s.signMode,
        status: stepStatus(record, step),
        approvers: steps
          .filter((r) => r.step === step)
          .map((r) => ({
            userId: r.userId,
            userName: names.get(r.userId) ?? '',
            status: r.state,
            remark: r.remark,
            at: r.actedAt?.toISOString() ?? '',
          })),
      })),
      sendCopyUsers: copies.map((userId) => ({ userId, userName: names.get(userId) ?? '' })),
      canAct:
        pending && steps.some((s) => s.step === record.currentStep && s.userId === ctx.userId && s.state === WAITING),
      canWithdraw: pending && record.sponsorId === ctx.userId,
      finishedAt: record.finishedAt?.toISOString() ?? '',
    };
  }

  /**
   * Passes (any status but 2) or rejects (2) the waiting step. The request row is taken by a guarded
   * UPDATE (still pending, still at this step): a second approver acting at once finds it moved on and
   * is told 该审批已处理，请刷新后重试. The final pass runs the held action in this same transaction.
   */
  async act(ctx: TRequestContext, approvalId: number, status: number, remark: string): Promise<TOaRecordDetail> {
    const reject = status === APPROVAL_STATUS.rejected;
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const seen = await repo.find(tx, ctx.companyId, approvalId);
      if (!seen) throw notFound();
      const record = await repo.claim(tx, ctx.companyId, seen.id, seen.currentStep, now);
      if (!record) throw invalid(OA_MSG.recordClosed);
      const step = record.currentStep;
      const acted = await repo.act(tx, ctx.companyId, record.id, step, ctx.userId, {
        state: reject ? APPROVAL_STATUS.rejected : APPROVAL_STATUS.passed,
        remark,
        actedAt: now,
      });
      if (!acted) throw invalid(await this.whyNot(tx, ctx, record));
      if (reject) {
        await repo.update(tx, ctx.companyId, record.id, { status: APPROVAL_STATUS.rejected, finishedAt: now });
        await this.remindResult(tx, record, APPROVAL_STATUS.rejected, remark);
      } else if (!(await this.stepDone(tx, record, step))) {
        // 会签: others of the step still have to pass.
      } else if (step + 1 < record.steps.length) {
        await repo.update(tx, ctx.companyId, record.id, { currentStep: step + 1 });
        await this.remindStep(tx, record, step + 1);
      } else {
        const result = await this.execute(tx, ctx, record, now);
        const final = result ? APPROVAL_STATUS.failed : APPROVAL_STATUS.passed;
        await repo.update(tx, ctx.companyId, record.id, {
          status: final,
          currentStep: record.steps.length,
          result,
          finishedAt: now,
        });
        await this.remindResult(tx, record, final, result);
      }
      return this.detail(ctx, record.id, tx);
    });
  }

  /** The sponsor withdraws a pending request (guarded like a pass); the held action never runs. */
  async withdraw(ctx: TRequestContext, approvalId: number): Promise<TOaRecordDetail> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const seen = await this.detail(ctx, approvalId, tx);
      if (seen.sponsorId !== ctx.userId) throw invalid(OA_MSG.notSponsor);
      const record = await repo.claim(tx, ctx.companyId, seen.approvalId, seen.currentStep, now);
      if (!record) throw invalid(OA_MSG.recordClosed);
      await repo.update(tx, ctx.companyId, record.id, { status: APPROVAL_STATUS.withdrawn, finishedAt: now });
      return this.detail(ctx, record.id, tx);
    });
  }

  /** 待我审批: pending requests whose waiting step waits for the caller. */
  waitCount(ctx: TRequestContext): Promise<number> {
    return repo.waitCount(this.deps.db, ctx.companyId, ctx.userId);
  }

  /** Runs the held action in a savepoint: an AppError (a precondition no longer holds) is the reason it could not run. */
  private async execute(tx: TExecutor, ctx: TRequestContext, record: TRecordDbRow, at: Date): Promise<string> {
    const executor = oaActionRegistry.executor(record.action);
    if (!executor) throw new Error(`no executor registered for ${record.action}`);
    try {
      await tx.transaction(async (sp) =>
        executor(sp, {
          companyId: record.companyId,
          sponsorId: record.sponsorId,
          approverId: ctx.userId,
          approvalId: record.id,
          itemId: record.itemId,
          targetType: record.targetType,
          targetId: record.targetId,
          payload: record.payload,
          remark: record.remark,
          at,
        }),
      );
      return '';
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  }

  private async stepDone(tx: TExecutor, record: TRecordDbRow, step: number): Promise<boolean> {
    if (record.steps[step]?.signMode !== SIGN_MODE.all) return true;
    return (await repo.waitingInStep(tx, record.companyId, record.id, step)) === 0;
  }

  /** The caller could not act: a step of theirs was passed by someone else meanwhile, or they are not an approver. */
  private async whyNot(tx: TExecutor, ctx: TRequestContext, record: TRecordDbRow): Promise<string> {
    const mine = (await repo.steps(tx, ctx.companyId, record.id)).filter((s) => s.userId === ctx.userId);
    return mine.some((s) => s.step <= record.currentStep) ? OA_MSG.recordClosed : OA_MSG.notApprover;
  }

  /** Candidates of each step of a flow, for the sponsor (resolveSteps then applies the rules). */
  private async candidates(tx: TExecutor, ctx: TRequestContext, approvers: TApproverStep[]): Promise<TRecordStep[]> {
    const place = await repo.placeOf(tx, ctx.companyId, ctx.userId);
    const out: TRecordStep[] = [];
    for (const s of approvers) {
      const signMode = s.signMode ?? SIGN_MODE.any;
      if (s.approvalType === APPROVER_TYPE.users) {
        out.push({ signMode, userIds: await repo.activeIds(tx, ctx.companyId, s.userIds) });
      } else if (s.approvalType === APPROVER_TYPE.role) {
        const holders = await repo.roleHolders(tx, ctx.companyId, s.role.roleIds);
        const selected = await repo.deptPaths(tx, ctx.companyId, s.selectDepartment);
        const inRange = (h: { departmentId: number | null; path: string }) => {
          if (s.range === APPROVER_RANGE.company) return true;
          if (s.range === APPROVER_RANGE.deptOnly)
            return place.departmentId !== null && h.departmentId === place.departmentId;
          if (s.range === APPROVER_RANGE.deptAndBelow) return place.path !== '' && h.path.startsWith(place.path);
          return selected.some((p) => h.path.startsWith(p));
        };
        out.push({ signMode, userIds: holders.filter(inRange).map((h) => h.userId) });
      } else {
        // The sponsor's department head, going up the tree when a department has none.
        const ids = place.path.split('/').filter(Boolean).map(Number).reverse();
        const leaders = await repo.leaders(tx, ctx.companyId, ids);
        const head = ids.map((id) => leaders.get(id)).find((id) => id !== undefined);
        out.push({ signMode, userIds: head ? await repo.activeIds(tx, ctx.companyId, [head]) : [] });
      }
    }
    return out;
  }

  private async remindStep(tx: TExecutor, record: TRecordDbRow, step: number): Promise<void> {
    const names = await repo.names(tx, record.companyId, [record.sponsorId]);
    for (const userId of record.steps[step]?.userIds ?? []) {
      await reminderService.add(tx, {
        companyId: record.companyId,
        userId,
        title: `待审批：${record.flowName}`,
        content: `${names.get(record.sponsorId) ?? ''}提交的审批等待您处理：${record.title}`,
      });
    }
  }

  private async remindResult(tx: TExecutor, record: TRecordDbRow, status: number, note: string): Promise<void> {
    const word = APPROVAL_STATUS_NAMES[status] ?? '';
    const content = `${record.title}${note ? `；${note}` : ''}`;
    await reminderService.add(tx, {
      companyId: record.companyId,
      userId: record.sponsorId,
      title: `您提交的${record.flowName}${word}`,
      content,
    });
    if (status !== APPROVAL_STATUS.passed) return;
    for (const userId of await repo.copies(tx, record.companyId, record.id)) {
      await reminderService.add(tx, {
        companyId: record.companyId,
        userId,
        title: `抄送：${record.flowName}${word}`,
        content,
      });
    }
  }
}

function stepStatus(record: TRecordDbRow, step: number): number {
  if (step < record.currentStep) return APPROVAL_STATUS.passed;
  if (step === record.currentStep && record.status === APPROVAL_STATUS.rejected) return APPROVAL_STATUS.rejected;
  return WAITING;
}

function recordRow(r: TRecordDbRow, names: Map<number, string>): TOaRecordRow {
  return {
    approvalId: r.id,
    oaApprovalId: r.flowId,
    approvalName: r.flowName,
    icon: r.flowIcon,
    appType: r.appType,
    appItemId: r.itemId,
    itemName: oaItemName(r.appType, r.itemId),
    targetId: r.targetId,
    targetType: r.targetType,
    targetTitle: r.title,
    sponsorId: r.sponsorId,
    sponsorName: names.get(r.sponsorId) ?? '',
    status: r.status,
    statusName: APPROVAL_STATUS_NAMES[r.status] ?? '',
    currentStep: r.currentStep,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
