import type { TPermissionMap } from '@awb/contract/account.contract';

/** Who is calling: reaches every service, so tenancy is never an argument one can forget. */
export type TRequestContext = {
  companyId: number;
  userId: number;
  sessionId: string;
  isManager: boolean;
  /** USER_STATUS of the caller. */
  status: number;
  cancelling: boolean;
  permissions: TPermissionMap;
};
