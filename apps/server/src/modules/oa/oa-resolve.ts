import { OA_STEP_SKIP, SIGN_MODE } from '@awb/contract/oa-fields';
import type { TRecordStep } from './oa-record.table.ts';

/**
 * The approvers of a request's steps, from each step's candidates (docs/approvals.md "Approver
 * resolution"). The sponsor never approves their own request:
 * - a step with nobody (every approver left, an empty range) goes to `managerId` when the flow says
 *   so (the caller passes the first active manager who is not the sponsor), else it is dropped;
 * - the sponsor is dropped from every step; a step of the sponsor alone is kept as skipped
 *   (OA_STEP_SKIP.sponsor) and the next step decides instead; when no step after it has anyone,
 *   `managerId` gets a last step of their own (unless already an approver of an earlier step);
 * - a step with the same approvers (and sign mode) as the step before it is merged into that step.
 * Answers [] when nobody at all can approve, and only skipped steps when only the sponsor could.
 */
export function resolveSteps(
  candidates: TRecordStep[],
  people: { sponsorId: number; managerId: number | undefined; emptyToManager: boolean },
): TRecordStep[] {
  const { sponsorId, managerId } = people;
  const steps: TRecordStep[] = candidates
    .map((s) => {
      const named = [...new Set(s.userIds)];
      if (named.length === 0)
        return { signMode: s.signMode, userIds: people.emptyToManager && managerId ? [managerId] : [] };
      const others = named.filter((id) => id !== sponsorId);
      return others.length > 0
        ? { signMode: s.signMode, userIds: others }
        : { signMode: s.signMode, userIds: [], skip: OA_STEP_SKIP.sponsor };
    })
    .filter((s) => s.userIds.length > 0 || s.skip);
  const lastDecided = steps.findLastIndex((s) => !s.skip);
  const trailingSkip = steps.length - 1 > lastDecided;
  const managerAlready = managerId !== undefined && steps.some((s) => s.userIds.includes(managerId));
  if (trailingSkip && managerId !== undefined && !managerAlready) {
    steps.push({ signMode: SIGN_MODE.any, userIds: [managerId] });
  }
  const merged: TRecordStep[] = [];
  for (const s of steps) {
    const last = merged.at(-1);
    if (last && !last.skip && !s.skip && last.signMode === s.signMode && sameSet(last.userIds, s.userIds)) continue;
    merged.push({ ...s, userIds: [...s.userIds].sort((a, b) => a - b) });
  }
  return merged;
}

/** The first step somebody decides (the skipped ones before it are passed over), or the step count. */
export function firstDecidedStep(steps: TRecordStep[]): number {
  const i = steps.findIndex((s) => !s.skip);
  return i === -1 ? steps.length : i;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
