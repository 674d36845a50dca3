import { describe, expect, it } from 'vitest';
import { customerDraftKey } from './customer-draft.ts';

describe('customer drafts', () => {
  it('keys a draft by user and customer', () => {
    expect(customerDraftKey(7, 0)).toBe('draft:customer-operation:7:new');
    expect(customerDraftKey(7, 12)).toBe('draft:customer-operation:7:12');
  });
});
