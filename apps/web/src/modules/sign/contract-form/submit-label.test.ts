import { describe, expect, it } from 'vitest';
import { padConfirmLabel, quotaUsedUp, submitLabel } from './submit-label.ts';

describe('the submit step', () => {
  it('says 提交审批 where a flow holds the submission, else 发起签署', () => {
    expect(submitLabel(true)).toBe('提交审批');
    expect(submitLabel(false)).toBe('发起签署');
    expect(submitLabel(undefined)).toBe('发起签署');
    expect(padConfirmLabel(true)).toBe('签字并提交审批');
    expect(padConfirmLabel(false)).toBe('签字并发起签署');
  });

  it('stops before the pad only when the quota is known to be used up', () => {
    expect(quotaUsedUp(0)).toBe(true);
    expect(quotaUsedUp(1)).toBe(false);
    expect(quotaUsedUp(null)).toBe(false);
  });
});
