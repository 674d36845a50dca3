import { OA_EMPTY_APPROVER } from '@awb/contract/oa-fields';
import type { TClock } from '../../platform/clock.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import type { THandover, THandoverStep } from '../../platform/hooks/leaver-steps.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';
import { advanceRecord, emptyStepManager, rejectEmpty } from './oa-record-advance.ts';
import { oaRecordEffects as fx } from './oa-record-effects.ts';
import { oaRecordTurns as turns } from './oa-record-turns.ts';

/**
 * An approver who leaves (离职) while a step waits for them (docs/approvals.md "An approver who
 * leaves"): run inside the leaving transaction as one of the app's hand-over steps
 * (`deps.hooks.leaverSteps`), after the account is closed. Their waiting turn is dropped; when nobody else is left to decide the step, the
 * request's empty-approver rule applies as when a step starts: 转交管理员 (the manager is told 待审批),
 * 自动通过 (the request moves on, the last step runs the action), 自动驳回. Later steps are checked when
 * they start (advanceRecord drops approvers who left).
 */
export function approverLeaveStep(clock: TClock, actions: HeldActions): THandoverStep {
  return {
    name: 'oa.waitingApprovers',
    async run(tx, h) {
      const now = clock.now();
      for (const seen of await turns.waitingFor(tx, h.companyId, h.fromUserId)) {
        // Their own request is withdrawn by oa.sponsorRequests, whichever step runs first.
        if (seen.sponsorId === h.fromUserId) continue;
        // The same guarded claim as a pass: a decision committed meanwhile leaves nothing to re-route.
        const record = await repo.claim(tx, h.companyId, seen.id, seen.currentStep, now);
        if (record) await reroute(tx, actions, record, h, now);
      }
    },
  };
}

async function reroute(
  tx: TExecutor,
  actions: HeldActions,
  record: TRecordDbRow,
  h: THandover,
  now: Date,
): Promise<void> {
  const step = record.currentStep;
  const others = (await turns.waiting(tx, record.companyId, record.id, step)).filter((id) => id !== h.fromUserId);
  if (others.length > 0) {
    // 或签 or 会签, someone else still decides the step.
    await turns.swap(tx, record, step, [h.fromUserId], []);
    return;
  }
  const passed = await turns.passedInStep(tx, record.companyId, record.id, step);
  const managerId = passed > 0 ? undefined : await emptyStepManager(tx, record);
  const steps = await turns.swap(tx, record, step, [h.fromUserId], managerId ? [managerId] : []);
  const moved = { ...record, steps };
  if (managerId) {
    await fx.remindUsers(tx, moved, [managerId]);
    return;
  }
  // 会签 whose others all passed, or 自动通过: the step is done. The one who processed the leaving acted.
  if (passed > 0 || record.emptyApprover === OA_EMPTY_APPROVER.pass) {
    await advanceRecord(tx, actions, moved, step + 1, h.byUserId, now);
    return;
  }
  await rejectEmpty(tx, moved, now);
}
