import { draftKey } from '../../platform/form-draft.ts';

/** One draft per user, type and contract: `draft:contract-operation:<userId>:<type>:new` or `…:<contractId>`. */
export function contractDraftKey(userId: number, contractType: number, contractId: number): string {
  return draftKey('contract-operation', userId, contractType, contractId > 0 ? contractId : 'new');
}
