import { APP_TYPE } from '@awb/contract/common/apps';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { MANAGER_ITEM } from '@awb/contract/permissions';
import type { RECHARGE_MSG, RECHARGE_PAGE } from '@awb/contract/recharge-constants';

/**
 * The recharge centre's page, permission and PC prompt, written out here (typed as the contract's; the
 * unit test compares the values): the contract's recharge-constants module builds a currency
 * `Intl.NumberFormat` when it is evaluated, which cost 25–30 ms of main-thread CPU on home and the
 * listing tab (the app-use gate imports purchase-prompt.ts; Total Blocking Time, measured 2026-11).
 */
export const RECHARGE_INDEX_PAGE: (typeof RECHARGE_PAGE)['index'] = 'pages/user/recharge/index';
export const RECHARGE_BUY_PERMISSION: TPermissionRef = { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.recharge };
export const GO_PC_MSG: (typeof RECHARGE_MSG)['goPc'] = '请前往pc端购买!';
