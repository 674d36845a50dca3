import type { TCrossTenantCase } from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the 小区档案 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
export const COMMUNITY_CASES: Record<string, TCrossTenantCase> = {};
