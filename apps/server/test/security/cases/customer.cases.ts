import type { TCrossTenantCase } from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the 客源本 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
export const CUSTOMER_CASES: Record<string, TCrossTenantCase> = {};
