import { SIGN_KEY_COUNT_CAP } from '@awb/contract/sign-contract-constants';
import type { TCursorParam, TPage } from '../../../platform/paging.ts';

/** Seed 000 §9: signing contracts come 10 a page. */
export const SIGN_LIST_PAGE_SIZE = 10;

/**
 * The next page of the keyset list, or undefined at the end. Not from `total`: with a key the server
 * stops counting at SIGN_KEY_COUNT_CAP, so a full page with a cursor is the only sure sign of more.
 */
export function nextSignPage<T>(pages: TPage<T>[]): TCursorParam | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length < SIGN_LIST_PAGE_SIZE || !last.cursor) return undefined;
  return { pageindex: pages.length + 1, cursor: last.cursor };
}

/** 共 N 份: `100+` when a keyed count stopped at its cap. */
export function signTotalLabel(total: number, keyed: boolean): string {
  return keyed && total >= SIGN_KEY_COUNT_CAP ? `${SIGN_KEY_COUNT_CAP}+` : String(total);
}
