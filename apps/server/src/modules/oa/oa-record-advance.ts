import { APPROVAL_STATUS, OA_EMPTY_APPROVER, OA_MSG, OA_STEP_SKIP } from '@awb/contract/oa-fields';
import type { TExecutor } from '../../platform/db/db.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import { oaRecordRepository as repo, type TRecordDbRow } from './oa-record.repository.ts';
import { oaRecordEffects as fx } from './oa-record-effects.ts';
import { oaRecordTurns as turns } from './oa-record-turns.ts';

/**
 * Moves a request whose step `next - 1` is done to step `next`: a step skipped at submission (the
 * sponsor's own) is passed over; approvers who left meanwhile, the sponsor, and those who already
 * decided an earlier step are dropped (nobody approves twice: a step left with only such people is
 * skipped as already approved); a step left with nobody follows the flow's rule (the manager, passes,
 * or rejects); past the last step the held action runs (its executor taken from `actions`, the app's
 * held actions), on behalf of the sponsor, recorded as completed by `actorId`. The caller holds the
 * request row (a guarded claim) in `tx`.
 */
export async function advanceRecord(
  tx: TExecutor,
  actions: HeldActions,
  record: TRecordDbRow,
  next: number,
  actorId: number,
  now: Date,
): Promise<void> {
  const { companyId } = record;
  if (next >= record.steps.length) {
    const result = await fx.execute(tx, actions, record, actorId, now);
    const final = result ? APPROVAL_STATUS.failed : APPROVAL_STATUS.passed;
    await repo.update(tx, companyId, record.id, {
      status: final,
      currentStep: record.steps.length,
      result,
      finishedAt: now,
    });
    await fx.remindResult(tx, record, final, result);
    return;
  }
  if (record.steps[next]?.skip) return advanceRecord(tx, actions, record, next + 1, actorId, now);
  const named = record.steps[next]?.userIds ?? [];
  const active = await repo.activeIds(tx, companyId, named);
  const acted = await turns.actedOn(tx, companyId, record.id);
  const repeat = named.filter((id) => acted.includes(id) || id === record.sponsorId);
  const drop = named.filter((id) => !active.includes(id) || repeat.includes(id));
  const keep = named.filter((id) => !drop.includes(id));
  if (keep.length === 0 && repeat.length > 0) {
    const steps = await turns.swap(tx, record, next, drop, [], OA_STEP_SKIP.repeat);
    return advanceRecord(tx, actions, { ...record, steps }, next + 1, actorId, now);
  }
  let add: number[] = [];
  if (keep.length === 0 && record.emptyApprover === OA_EMPTY_APPROVER.pass) {
    return advanceRecord(tx, actions, record, next + 1, actorId, now);
  }
  if (keep.length === 0) {
    const managerId = await emptyStepManager(tx, record, acted);
    if (!managerId) return rejectEmpty(tx, record, now);
    add = [managerId];
  }
  const steps = drop.length > 0 || add.length > 0 ? await turns.swap(tx, record, next, drop, add) : record.steps;
  await repo.update(tx, companyId, record.id, { currentStep: next });
  await fx.remindStep(tx, { ...record, steps }, next);
}

/**
 * Who takes a step left without approvers: under rule 1 the company's first active manager who is
 * neither the sponsor nor someone who already decided a step of the request; else nobody.
 */
export async function emptyStepManager(
  tx: TExecutor,
  record: TRecordDbRow,
  /** Who already decided a step, when the caller has read it. */
  decided?: number[],
): Promise<number | undefined> {
  if (record.emptyApprover !== OA_EMPTY_APPROVER.manager) return undefined;
  const acted = decided ?? (await turns.actedOn(tx, record.companyId, record.id));
  return repo.managerId(tx, record.companyId, [record.sponsorId, ...acted]);
}

/** Ends a request whose step has nobody to act (rule 3, or rule 1 with no manager) and tells the sponsor. */
export async function rejectEmpty(tx: TExecutor, record: TRecordDbRow, now: Date): Promise<void> {
  const result = record.emptyApprover === OA_EMPTY_APPROVER.reject ? OA_MSG.emptyRejected : OA_MSG.noApprover;
  await repo.update(tx, record.companyId, record.id, { status: APPROVAL_STATUS.rejected, result, finishedAt: now });
  await fx.remindResult(tx, record, APPROVAL_STATUS.rejected, result);
}
