import { draftKey } from '../../platform/form-draft.ts';

/** One draft per user and customer: `draft:customer-operation:<userId>:new` or `…:<customerId>`. */
export function customerDraftKey(userId: number, customerId: number): string {
  return draftKey('customer-operation', userId, customerId > 0 ? customerId : 'new');
}
