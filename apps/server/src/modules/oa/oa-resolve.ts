import type { TRecordStep } from './oa-record.table.ts';

/**
 * The approvers of a request's steps, from each step's candidates (docs/approvals.md "Approver
 * resolution"): a step with nobody (every approver left, an empty range) goes to the company manager;
 * the sponsor is dropped from a step when others remain in it, and a step of the sponsor alone is
 * dropped when another step has someone else; a step with the same approvers (and sign mode) as the
 * step before it is merged into that step. No step at all (no manager either) answers [].
 */
export function resolveSteps(
  candidates: TRecordStep[],
  people: { sponsorId: number; managerId: number | undefined },
): TRecordStep[] {
  const filled = candidates
    .map((s) => ({
      signMode: s.signMode,
      userIds: s.userIds.length > 0 ? [...new Set(s.userIds)] : people.managerId ? [people.managerId] : [],
    }))
    .filter((s) => s.userIds.length > 0);
  const withoutSponsor = filled.map((s) => {
    const others = s.userIds.filter((id) => id !== people.sponsorId);
    return others.length > 0 ? { ...s, userIds: others } : s;
  });
  const someoneElse = withoutSponsor.some((s) => s.userIds.some((id) => id !== people.sponsorId));
  const steps = someoneElse
    ? withoutSponsor.filter((s) => !(s.userIds.length === 1 && s.userIds[0] === people.sponsorId))
    : withoutSponsor.slice(0, 1);
  const merged: TRecordStep[] = [];
  for (const s of steps) {
    const last = merged.at(-1);
    if (last && last.signMode === s.signMode && sameSet(last.userIds, s.userIds)) continue;
    merged.push({ signMode: s.signMode, userIds: [...s.userIds].sort((a, b) => a - b) });
  }
  return merged;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
