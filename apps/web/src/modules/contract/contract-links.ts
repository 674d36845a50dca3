import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { withQuery } from '../../platform/nav.ts';

/** The add / edit page of a type: sell-operation for sale, rent-operation for rent (`?id=` to edit). */
export function operationPage(contractType: number, contractId?: number): string {
  const page = contractType === CONTRACT_TYPE.rent ? 'pages/contract/rent-operation' : 'pages/contract/sell-operation';
  return withQuery(page, { id: contractId });
}

/** A page of one contract: `pages/contract/<page>?id&type`. */
export function contractPage(page: string, contractId: number, contractType: number): string {
  return withQuery(`pages/contract/${page}`, { id: contractId, type: contractType });
}
