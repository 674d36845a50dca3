import { APP_TYPE } from '@awb/contract/common/apps';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { usePermission, useSession } from './session.ts';

/** The signing form's first page (在线签约): other modules open it with a listing, a customer or a record. */
export const SIGN_START_PAGE = 'pages/sign/contract-open';

/**
 * 发起签约 (app 6, item 1), written out here (the unit test compares it with the contract's): the
 * contract's signing module carries its Zod schemas, which the pages importing this do not need, and
 * the platform's chunk is on every first screen.
 */
export const SIGN_START_PERMISSION: TPermissionRef = { appType: APP_TYPE.sign, itemId: 1 };

/**
 * Whether another page offers 发起签约: the company has the signing app open and the user holds the
 * signing start permission (the form's page checks both again when it opens).
 */
export function useMayStartSigning(): boolean {
  const mayStart = usePermission(SIGN_START_PERMISSION);
  const openApps = useSession().data?.openApps ?? [];
  return mayStart && openApps.includes(APP_TYPE.sign);
}
