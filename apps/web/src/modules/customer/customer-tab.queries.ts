import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import type { customerEndpoints } from '@awb/contract/customer.contract';
import { CUSTOMER_ITEM } from '@awb/contract/permissions';
import { call, type TCallOptions } from '../../platform/api.ts';
import { endpointRef } from '../../platform/endpoint-ref.ts';
import { useCursorPaged } from '../../platform/paged-query.ts';
import { POOL, type TPool } from './customer-options.ts';

/**
 * The customer tab's own queries and constants, apart from customer.queries.ts: that file imports the
 * customer contract, whose Zod schemas (about 25 KB gzip, and their building on the main thread), Toast and
 * Dialog the tab's first screen does not need. The two list endpoints are written out, typed as
 * the contract's (`endpointRef`), and so are the two permissions the tab checks, as the contract builds them.
 */
export const PRIVATE_CLIENTS = endpointRef<typeof customerEndpoints.privateClients>({
  method: 'POST',
  path: '/customer/v2/privateClients',
  auth: 'member',
});
export const PUBLIC_CLIENTS = endpointRef<typeof customerEndpoints.publicClients>({
  method: 'POST',
  path: '/customer/v2/publicClients',
  auth: 'member',
});

/** The contract's CUSTOMER_PERMISSION.add and .setting (customer.contract.ts builds them the same way). */
export const CUSTOMER_TAB_PERMISSION = {
  add: { appType: APP_TYPE.customer, itemId: CUSTOMER_ITEM.add },
  setting: { appType: APP_TYPE.customer, itemId: CUSTOMER_ITEM.setting },
} as const satisfies Record<string, TPermissionRef>;

/** Every customer query starts with this key, so one change refreshes lists, detail and portrait. */
export const CUSTOMER_KEY = 'customer';

export type TListFilters = { houseType: number; room: number; key: string };

/** Reads load quietly; a refusal shows in the list's error state, not as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** 私客 / 公客: 10 a page (seed 001 §9); the server applies the role's data scope to private rows. */
export function useCustomerList(pool: TPool, filters: TListFilters) {
  return useCursorPaged([CUSTOMER_KEY, 'list', pool, filters], PAGE_SIZE.customers, async (page) => {
    const body = { ...filters, ...page, pagesize: PAGE_SIZE.customers };
    const { data, total, cursor } = await call(
      pool === POOL.public ? PUBLIC_CLIENTS : PRIVATE_CLIENTS,
      { body },
      silent,
    );
    return { data, total, cursor };
  });
}
