import { expect } from 'vitest';
import { type TAnswer, type TCrossTenantCase, withIdsOfA } from '../cross-tenant.kit.ts';

/**
 * Cross-tenant entries of 经营统计 (see cross-tenant.kit.ts): every figure is counted with
 * `company_id` of the caller first, and A's department or user ids in deptIds / userIds match
 * nobody of B, so B's figures narrowed to them are all zero.
 */
const allZero = (figures: Record<string, number>) => {
  for (const [key, n] of Object.entries(figures)) expect(n, key).toBe(0);
};
const narrowedToNobody = (answers: TAnswer[]) => {
  for (const answer of answers) {
    expect(answer.json?.code, answer.body).toBe(200);
    const data = answer.json?.data;
    if (data.rows) {
      expect(data.rows).toEqual([]);
      allZero(data.total);
    } else allZero(data.summary);
  }
};
const own = (route: string, why: string): TCrossTenantCase => withIdsOfA(route, why);
const narrowed = (route: string): TCrossTenantCase => ({
  ...withIdsOfA(
    route,
    "figures are counted within the caller's company; A's people and departments match nobody",
    () => ({
      dateType: 4,
    }),
  ),
  check: narrowedToNobody,
});

export const STATISTICS_CASES: Record<string, TCrossTenantCase> = {
  'GET /ManagementCenter/companyInfo': own(
    'GET /ManagementCenter/companyInfo',
    "the company card is the caller's company",
  ),
  'GET /ManagementCenter/accountInfo': own(
    'GET /ManagementCenter/accountInfo',
    "accounts and apps of the caller's company",
  ),
  'GET /ManagementCenter/waitCount': own('GET /ManagementCenter/waitCount', "counts rows of the caller's company only"),
  'GET /ManagementCenter/contractReport': own(
    'GET /ManagementCenter/contractReport',
    "contracts of the caller's company only",
  ),
  'POST /ManagementCenter/performanceStatistics': {
    ...withIdsOfA('POST /ManagementCenter/performanceStatistics', "A's people match nobody of B", () => ({
      dateType: 4,
    })),
    check: (answers) => {
      for (const a of answers)
        expect(a.json?.data).toMatchObject({ contractCount: 0, paidCount: 0, receivableCount: 0 });
    },
  },
  'POST /ManagementCenter/businessStatistics': narrowed('POST /ManagementCenter/businessStatistics'),
  'POST /ManagementCenter/houseStatisticsTabelV2': narrowed('POST /ManagementCenter/houseStatisticsTabelV2'),
  'POST /ManagementCenter/customerStatisticsTabelV2': narrowed('POST /ManagementCenter/customerStatisticsTabelV2'),
  'GET /ChangeCenter/getManageSetting': own(
    'GET /ChangeCenter/getManageSetting',
    "the caller's own grants and departments",
  ),
};
