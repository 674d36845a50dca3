import { BROKERAGE_TEMPLATE } from './sign-template-brokerage.ts';
import type { TSignTemplateDefinition } from './sign-template-fields.ts';
import { RENT_TEMPLATE } from './sign-template-rent.ts';
import { SALE_TEMPLATE } from './sign-template-sale.ts';

/**
 * The contract templates shipped with the product: one per box type. A company puts
 * them up or down on its shelf; the data stays here, keyed by `code` and `version`.
 */
export const SIGN_TEMPLATES: readonly TSignTemplateDefinition[] = [SALE_TEMPLATE, RENT_TEMPLATE, BROKERAGE_TEMPLATE];

export function signTemplateByCode(code: string): TSignTemplateDefinition | undefined {
  return SIGN_TEMPLATES.find((t) => t.code === code);
}
