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
  /** App type → item id → granted child ids: the union of the caller's roles (modules/role). */
  permissions: TPermissionMap;
  /** App type → DATA_SCOPE, the widest of the caller's roles; absent means own rows only. */
  scopes: Record<string, number>;
  departmentId: number | null;
  /** The caller's department path (`/3/7/`), for the "department and below" scope. */
  departmentPath: string | null;
};
