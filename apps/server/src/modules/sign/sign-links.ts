import { CONTRACT_MSG, CONTRACT_TYPE } from '@awb/contract/contract-fields';
import type { TSignContent } from '@awb/contract/sign-contract';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { ContractService } from '../contract/contract.service.ts';
import { CustomerService } from '../customer/customer.service.ts';
import { ListingScopeService } from '../housing/listing-scope.service.ts';

/** Null for a refusal of the owning module (404 / 403), which the caller turns into its own message. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });

/**
 * What a contract was started from, checked at submission and edit through the owning module's own
 * scope check (docs/signing.md "Content"): the listing, the customer and the 合同管理 record.
 */
export async function checkContentLinks(
  deps: TDeps,
  ctx: TRequestContext,
  template: TSignTemplateDefinition,
  content: Pick<TSignContent, 'houseId' | 'customerId' | 'recordId'>,
): Promise<void> {
  // A 买卖 or 居间 contract is a sale in the contract book, a 租赁 one a rent.
  const kind = template.boxType === SIGN_BOX_TYPE.rent ? CONTRACT_TYPE.rent : CONTRACT_TYPE.sale;
  if (content.houseId > 0) {
    const listing = await orNull(new ListingScopeService(deps).assertVisible(ctx, content.houseId));
    if (!listing) throw invalid(CONTRACT_MSG.houseNotFound);
    // A brokerage agreement may concern a listing for sale or for rent.
    if (template.boxType !== SIGN_BOX_TYPE.brokerage && listing.type !== kind) {
      throw invalid(CONTRACT_MSG.houseTypeMismatch);
    }
  }
  if (content.customerId > 0) {
    const customer = await orNull(new CustomerService(deps).findVisible(deps.db, ctx, content.customerId));
    if (!customer) throw invalid(CONTRACT_MSG.customerNotFound);
  }
  if (content.recordId > 0) await new ContractService(deps).assertLinkable(ctx, content.recordId, kind);
}
