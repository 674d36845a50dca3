import { describe, expect, it } from 'vitest';
import { resolveSteps } from './oa-resolve.ts';

const or = (...userIds: number[]) => ({ signMode: 1, userIds });
const people = { sponsorId: 7, managerId: 1 };

describe('resolveSteps', () => {
  it('gives an empty step (approvers left, empty range) to the company manager', () => {
    expect(resolveSteps([or(), or(5)], people)).toEqual([or(1), or(5)]);
  });

  it('answers no step when nobody can approve and there is no manager', () => {
    expect(resolveSteps([or()], { sponsorId: 7, managerId: undefined })).toEqual([]);
  });

  it('drops the sponsor from a step when others remain, and a step of the sponsor alone', () => {
    expect(resolveSteps([or(7, 5), or(7), or(9)], people)).toEqual([or(5), or(9)]);
  });

  it('keeps the sponsor when nobody else is in any step', () => {
    expect(resolveSteps([or(7), or(7)], people)).toEqual([or(7)]);
  });

  it('merges consecutive steps with the same approvers, not steps of another sign mode', () => {
    expect(resolveSteps([or(5, 9), or(9, 5), or(5)], people)).toEqual([or(5, 9), or(5)]);
    expect(resolveSteps([or(5, 9), { signMode: 2, userIds: [5, 9] }], people)).toEqual([
      or(5, 9),
      { signMode: 2, userIds: [5, 9] },
    ]);
  });
});
