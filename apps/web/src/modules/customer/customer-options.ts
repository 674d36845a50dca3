import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import type { PRICE_UNIT as TPriceUnit } from '@awb/contract/customer-form';

/** The two pools of the customer book (seed 001 §2 tabs 私客 / 公客), as the tab keys. */
export const POOL = { private: 'private', public: 'public' } as const;
export type TPool = (typeof POOL)[keyof typeof POOL];
export const POOL_ATTRIBUTION: Record<TPool, number> = {
  private: CUSTOMER_ATTRIBUTION.private,
  public: CUSTOMER_ATTRIBUTION.public,
};

/** Options of a names table ({0: '不限', 1: '全款'}) for a Selector, optionally only some codes. */
export function optionsOf(names: Record<number, string>, only?: readonly number[]) {
  return Object.entries(names)
    .map(([value, label]) => ({ value: Number(value), label }))
    .filter((o) => !only || only.includes(o.value));
}

/**
 * The contract's PRICE_UNIT, written out for the customer card: customer-form.ts builds the form's Zod
 * schemas, which the customer tab's first screen does not need (customer-tab.queries.test.ts checks the
 * copy).
 */
export const CARD_PRICE_UNIT: typeof TPriceUnit = { 1: '万', 2: '元/月', 3: '万' };
