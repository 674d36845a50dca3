import { formatTime } from '@awb/contract/common/china-time';
import {
  APPROVAL_STATUS,
  OA_EMPTY_APPROVER,
  OA_MSG,
  OA_STEP_SKIP,
  SIGN_MODE,
  skippedStepNote,
} from '@awb/contract/oa-fields';
import { OA_PERMISSION, type TOaRecordDetail } from '@awb/contract/oa-views';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { committing } from '../../platform/db/after-commit.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { pageOffset } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { approverCandidates } from './oa-candidates.ts';
import { OaFlowService } from './oa-flow.service.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';
import { advanceRecord } from './oa-record-advance.ts';
import { oaRecordEffects as fx } from './oa-record-effects.ts';
import { oaRecordTurns as turns } from './oa-record-turns.ts';
import { recordRow, stepStatus } from './oa-record-view.ts';
import { firstDecidedStep, resolveSteps } from './oa-resolve.ts';

/** A business action a module asks to hold (docs/approvals.md "Held actions"). */
export type THoldRequest = {
  appType: number;
  itemId: number;
  /** The executor's name among the app's held actions (`deps.hooks.heldActions`). */
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
    const candidates = await approverCandidates(tx, ctx, flow.approvers);
    // A step without approvers goes to the manager (default), passes, or rejects the request at once.
    const rejectEmpty =
      flow.emptyApprover === OA_EMPTY_APPROVER.reject && candidates.some((c) => c.userIds.length === 0);
    const steps = resolveSteps(candidates, {
      sponsorId: ctx.userId,
      // The manager who takes an empty step or the sponsor's own last step is never the sponsor.
      managerId: await repo.managerId(tx, ctx.companyId, [ctx.userId]),
      emptyToManager: flow.emptyApprover === OA_EMPTY_APPROVER.manager,
    });
    const currentStep = firstDecidedStep(steps);
    if (currentStep === steps.length && !rejectEmpty) {
      // Only the sponsor could approve: never run on their word alone.
      if (steps.length > 0) throw invalid(OA_MSG.sponsorOnly);
      if (flow.emptyApprover === OA_EMPTY_APPROVER.pass) return undefined;
      throw invalid(OA_MSG.noApprover);
    }
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
          flowRevision: flow.version,
          emptyApprover: flow.emptyApprover,
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
          currentStep,
          createdAt: now,
          updatedAt: now,
          ...(rejectEmpty ? { status: APPROVAL_STATUS.rejected, result: OA_MSG.emptyRejected, finishedAt: now } : {}),
        },
        await repo.activeIds(tx, ctx.companyId, flow.sendCopy),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(req.busyMessage);
      throw error;
    }
    if (rejectEmpty) await fx.remindResult(tx, record, APPROVAL_STATUS.rejected, OA_MSG.emptyRejected);
    else await fx.remindStep(tx, record, currentStep);
    return { approvalId: record.id };
  }

  /** Whether a request of the company still waits for a decision (a module asks about its own hold). */
  async isPending(companyId: number, approvalId: number, db: TExecutor = this.deps.db): Promise<boolean> {
    const record = await repo.find(db, companyId, approvalId);
    return record?.status === APPROVAL_STATUS.pending;
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
      steps: record.steps.map((s, step) => {
        const rows = (i: number) => steps.filter((r) => r.step === i);
        const next = record.steps.findIndex((n, i) => i > step && !n.skip);
        const takenBy = next === -1 ? [] : rows(next).map((r) => names.get(r.userId) ?? '');
        return {
          step,
          signMode: s.signMode,
          status: stepStatus(record, step),
          approvers: rows(step).map((r) => ({
            userId: r.userId,
            userName: names.get(r.userId) ?? '',
            status: r.state,
            remark: r.remark,
            at: formatTime(r.actedAt),
          })),
          skipped: s.skip ?? OA_STEP_SKIP.none,
          note: s.skip ? skippedStepNote(s.skip, takenBy) : '',
        };
      }),
      sendCopyUsers: copies.map((userId) => ({ userId, userName: names.get(userId) ?? '' })),
      flowVersion: record.flowRevision,
      canTransfer: pending && can(ctx, OA_PERMISSION.approvals),
      canAct:
        pending &&
        record.sponsorId !== ctx.userId &&
        steps.some((s) => s.step === record.currentStep && s.userId === ctx.userId && s.state === WAITING),
      canWithdraw: pending && record.sponsorId === ctx.userId,
      finishedAt: formatTime(record.finishedAt),
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
    // The held action's texts go out once the pass is committed.
    return committing(() => this.decide(ctx, approvalId, reject, remark, now));
  }

  private decide(ctx: TRequestContext, approvalId: number, reject: boolean, remark: string, now: Date) {
    return this.deps.db.transaction(async (tx) => {
      const seen = await repo.find(tx, ctx.companyId, approvalId);
      if (!seen) throw notFound();
      const record = await repo.claim(tx, ctx.companyId, seen.id, seen.currentStep, now);
      if (!record) throw invalid(OA_MSG.recordClosed);
      // Whatever the step rows say (rows stored under other rules, a transfer): never one's own request.
      if (record.sponsorId === ctx.userId) throw invalid(OA_MSG.selfApprove);
      const step = record.currentStep;
      if (await this.decidedEarlier(tx, ctx, record)) throw invalid(OA_MSG.actedBefore);
      const acted = await repo.act(tx, ctx.companyId, record.id, step, ctx.userId, {
        state: reject ? APPROVAL_STATUS.rejected : APPROVAL_STATUS.passed,
        remark,
        actedAt: now,
      });
      if (!acted) throw invalid(await this.whyNot(tx, ctx, record));
      if (reject) {
        await repo.update(tx, ctx.companyId, record.id, { status: APPROVAL_STATUS.rejected, finishedAt: now });
        await fx.remindResult(tx, record, APPROVAL_STATUS.rejected, remark);
      } else if (!(await this.stepDone(tx, record, step))) {
        // 会签: others of the step still have to pass.
      } else {
        await advanceRecord(tx, this.deps.hooks.heldActions, record, step + 1, ctx.userId, now);
      }
      return this.detail(ctx, record.id, tx);
    });
  }

  /**
   * Hands the waiting turn of `fromUserId` in the current step to `toUserId` (an active user of the
   * company not already in the step). Guarded like a pass: a decision at the same moment gives one result.
   */
  async transfer(ctx: TRequestContext, approvalId: number, fromUserId: number, toUserId: number) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const seen = await repo.find(tx, ctx.companyId, approvalId);
      if (!seen) throw notFound();
      const record = await repo.claim(tx, ctx.companyId, seen.id, seen.currentStep, now);
      if (!record) throw invalid(OA_MSG.recordClosed);
      const step = record.currentStep;
      if (!(await turns.waiting(tx, ctx.companyId, record.id, step)).includes(fromUserId)) {
        throw invalid(OA_MSG.transferNotWaiting);
      }
      // The sponsor, and anyone who already decided a step, never get a turn of the request.
      if (toUserId === record.sponsorId || (await turns.actedOn(tx, ctx.companyId, record.id)).includes(toUserId)) {
        throw invalid(OA_MSG.transferIneligible);
      }
      if ((record.steps[step]?.userIds ?? []).includes(toUserId)) throw invalid(OA_MSG.transferSame);
      if ((await repo.activeIds(tx, ctx.companyId, [toUserId])).length === 0) throw invalid(OA_MSG.usersInvalid);
      const steps = await turns.swap(tx, record, step, [fromUserId], [toUserId]);
      await fx.remindUsers(tx, { ...record, steps }, [toUserId]);
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

  private async stepDone(tx: TExecutor, record: TRecordDbRow, step: number): Promise<boolean> {
    if (record.steps[step]?.signMode !== SIGN_MODE.all) return true;
    return (await repo.waitingInStep(tx, record.companyId, record.id, step)) === 0;
  }

  /** The caller passed or rejected an earlier step of the request (their turn of this one is not theirs). */
  private async decidedEarlier(tx: TExecutor, ctx: TRequestContext, record: TRecordDbRow): Promise<boolean> {
    const mine = (await repo.steps(tx, ctx.companyId, record.id)).filter((s) => s.userId === ctx.userId);
    return mine.some((s) => s.step < record.currentStep && s.state !== WAITING);
  }

  /** The caller could not act: a step of theirs was passed by someone else meanwhile, or they are not an approver. */
  private async whyNot(tx: TExecutor, ctx: TRequestContext, record: TRecordDbRow): Promise<string> {
    const mine = (await repo.steps(tx, ctx.companyId, record.id)).filter((s) => s.userId === ctx.userId);
    return mine.some((s) => s.step <= record.currentStep) ? OA_MSG.recordClosed : OA_MSG.notApprover;
  }
}
