import { nav, withQuery } from '../../platform/nav.ts';

/**
 * The shared customer picker, page `pages/public/select-other-customer` (seed 000 §2): another
 * module (a listing's visit follow-up, a contract) opens it and awaits the chosen customers:
 *
 *   const picked = await openCustomerPicker({ title: '选择带看客户', multiple: true });
 *   if (picked) setCustomers(picked);
 *
 * The page is an overlay (the caller stays mounted beneath and keeps its form). The request waits in
 * sessionStorage under a fresh id; the answer is a window event with that id: the chosen rows on
 * 确定, null when the picker is left any other way.
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

type TResultDetail = { id: string; pick: TPickedCustomer[] | null };

let nextId = 0;

export function openCustomerPicker(request: TCustomerPickRequest = {}): Promise<TPickedCustomer[] | null> {
  nextId += 1;
  const id = `${Date.now().toString(36)}${nextId}`;
  sessionStorage.setItem(STORAGE_PREFIX + id, JSON.stringify(request));
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<TResultDetail>).detail;
      if (detail?.id !== id) return;
      window.removeEventListener(CUSTOMER_PICKER_EVENT, listener);
      sessionStorage.removeItem(STORAGE_PREFIX + id);
      resolve(detail.pick);
    };
    window.addEventListener(CUSTOMER_PICKER_EVENT, listener);
    nav.navigateTo(withQuery(CUSTOMER_PICKER_PAGE, { id }));
  });
}

export function readCustomerPickRequest(id: string | null): TCustomerPickRequest {
  if (!id) return {};
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + id);
    return raw ? (JSON.parse(raw) as TCustomerPickRequest) : {};
  } catch {
    return {};
  }
}

export function reportCustomerPick(id: string, pick: TPickedCustomer[] | null): void {
  window.dispatchEvent(new CustomEvent<TResultDetail>(CUSTOMER_PICKER_EVENT, { detail: { id, pick } }));
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
