import { APP_TYPE } from '@awb/contract/common/apps';
import { SIGN_CONTRACT_PERMISSION } from '@awb/contract/sign-contract.contract';
import { usePermission, useSession } from './session.ts';

/** The signing form's first page (在线签约): other modules open it with a listing, a customer or a record. */
export const SIGN_START_PAGE = 'pages/sign/contract-open';

/**
 * Whether another page offers 发起签约: the company has the signing app open and the user holds the
 * signing start permission (the form's page checks both again when it opens).
 */
export function useMayStartSigning(): boolean {
  const mayStart = usePermission(SIGN_CONTRACT_PERMISSION.start);
  const openApps = useSession().data?.openApps ?? [];
  return mayStart && openApps.includes(APP_TYPE.sign);
}
