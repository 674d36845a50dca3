import { overlayPicker } from '../../platform/overlay-picker.ts';

/**
 * The shared customer picker, page `pages/public/select-other-customer` (seed 000 §2): another
 * module (a listing's visit follow-up, a contract) opens it and awaits the chosen customers:
 *
 *   const picked = await openCustomerPicker({ title: '选择带看客户', multiple: true });
 *   if (picked) setCustomers(picked);
 *
 * The round trip (an overlay page, a request in sessionStorage, the answer as a window event) is
 * platform/overlay-picker.ts: the chosen rows on 确定, null when the picker is left any other way.
 */
export const CUSTOMER_PICKER_PAGE = 'pages/public/select-other-customer';
export const CUSTOMER_PICKER_EVENT = 'awb:customer-picker-result';
const STORAGE_PREFIX = 'customerPicker:';

export type TPickedCustomer = { customerId: number; name: string; phone: string };

export type TCustomerPickRequest = {
  title?: string;
  multiple?: boolean;
  /** Preselected customers (with names, shown before the list loads). */
  selected?: TPickedCustomer[];
  /** Rows not offered (the customer being edited). */
  excludeIds?: number[];
};

const picker = overlayPicker<TCustomerPickRequest, TPickedCustomer[]>(CUSTOMER_PICKER_EVENT, STORAGE_PREFIX);

export function openCustomerPicker(request: TCustomerPickRequest = {}): Promise<TPickedCustomer[] | null> {
  return picker.open(CUSTOMER_PICKER_PAGE, request);
}

export function readCustomerPickRequest(id: string | null): TCustomerPickRequest {
  return picker.readRequest(id) ?? {};
}

export function reportCustomerPick(id: string, pick: TPickedCustomer[] | null): void {
  picker.report(id, pick);
}

/** Selects or deselects a customer; a single choice replaces whatever was chosen. */
export function toggleCustomer(
  chosen: TPickedCustomer[],
  customer: TPickedCustomer,
  multiple: boolean,
): TPickedCustomer[] {
  if (chosen.some((c) => c.customerId === customer.customerId)) {
    return chosen.filter((c) => c.customerId !== customer.customerId);
  }
  return multiple ? [...chosen, customer] : [customer];
}
