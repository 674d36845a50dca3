/**
 * Pay-ways (付款方式): one code table for every call that takes one, so that a value a call offers is
 * a value the others accept and means the same thing there. Sale and rent have their own codes
 * (the type of the listing, contract or customer tells which table applies):
 * - listing `sellPayway` / `rentPayway` (housingAdd, offered by housingTypeList),
 * - contract `paymentMethod` (contractSaleAdd / contractRentAdd).
 * The customer's wished pay-way (`paymentMethod` of customerAdd) is a preference with its own table
 * (customer-enums PAYMENT_METHOD_NAMES, 0 不限) since one column holds both kinds.
 * Imports nothing: pages that only need the labels do not pull in Zod.
 */

/** How a sale is paid. */
export const SALE_PAY_WAY_NAMES: Record<number, string> = {
  1: '全款',
  2: '商业贷款',
  3: '公积金贷款',
  4: '组合贷款',
};

/** How a rent is paid. */
export const RENT_PAY_WAY_NAMES: Record<number, string> = {
  1: '押一付一',
  2: '押一付三',
  3: '押二付一',
  4: '押二付三',
  5: '半年付',
  6: '年付',
  7: '面议',
  8: '其他',
};

/** A sale listing's owner may leave the pay-way open (不限); a contract records the real one. */
export const SALE_PAY_WAY_ANY = 5;
