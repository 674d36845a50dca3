import { OA_STEP_SKIP } from '@awb/contract/oa-fields';
import { describe, expect, it } from 'vitest';
import { firstDecidedStep, resolveSteps } from './oa-resolve.ts';

const or = (...userIds: number[]) => ({ signMode: 1, userIds });
const skipped = { signMode: 1, userIds: [], skip: OA_STEP_SKIP.sponsor };
/** Sponsor 7; the caller passes the first active manager other than the sponsor. */
const people = { sponsorId: 7, managerId: 1, emptyToManager: true };

describe('resolveSteps', () => {
  it('gives an empty step (approvers left, empty range) to the company manager', () => {
    expect(resolveSteps([or(), or(5)], people)).toEqual([or(1), or(5)]);
  });

  it('drops an empty step when the flow does not send it to the manager', () => {
    expect(resolveSteps([or(), or(5)], { ...people, emptyToManager: false })).toEqual([or(5)]);
  });

  it('answers no step when nobody can approve and there is no manager', () => {
    expect(resolveSteps([or()], { sponsorId: 7, managerId: undefined, emptyToManager: true })).toEqual([]);
  });

  it('drops the sponsor from a step when others remain, and skips a step of the sponsor alone', () => {
    const steps = resolveSteps([or(7, 5), or(7), or(9)], people);
    expect(steps).toEqual([or(5), skipped, or(9)]);
    expect(firstDecidedStep(steps)).toBe(0);
    expect(firstDecidedStep(resolveSteps([or(7), or(9)], people))).toBe(1);
  });

  it('gives the sponsor’s own last step to the manager, unless the manager already approves earlier', () => {
    expect(resolveSteps([or(5), or(7)], people)).toEqual([or(5), skipped, or(1)]);
    expect(resolveSteps([or(7), or(7)], people)).toEqual([skipped, skipped, or(1)]);
    expect(resolveSteps([or(1, 5), or(7)], people)).toEqual([or(1, 5), skipped]);
  });

  it('never keeps the sponsor: with nobody else and no other manager only skipped steps remain', () => {
    const steps = resolveSteps([or(7)], { sponsorId: 7, managerId: undefined, emptyToManager: true });
    expect(steps).toEqual([skipped]);
    expect(firstDecidedStep(steps)).toBe(1);
  });

  it('merges consecutive steps with the same approvers, not steps of another sign mode', () => {
    expect(resolveSteps([or(5, 9), or(9, 5), or(5)], people)).toEqual([or(5, 9), or(5)]);
    expect(resolveSteps([or(5, 9), { signMode: 2, userIds: [5, 9] }], people)).toEqual([
      or(5, 9),
      { signMode: 2, userIds: [5, 9] },
    ]);
  });
});
