import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZEnvelope } from './common/envelope.ts';
import { numeric } from './common/numeric.ts';
import { ZDay as ZAnswerDay } from './common/time-fields.ts';
import { MANAGER_ITEM } from './permissions.ts';
import { ZIdList } from './staff.contract.ts';
import { customRangeProblem, DATE_TYPE, STATS_MSG } from './statistics-period.ts';

/**
 * 经营统计 (seed 001 §3 "Company statistics", §7 Management): the company card, the account, the
 * waiting counts, and the period statistics of listings, customers and the business. Every call is
 * guarded by MANAGER_ITEM.statistics and counts only people within the caller's manager-app data
 * scope (docs/statistics.md).
 */
export const STATISTICS_PERMISSION: TPermissionRef = { appType: APP_TYPE.manager, itemId: MANAGER_ITEM.statistics };

/** type: 0 全部, 1 出售, 2 出租, 3 新房 (customers only: listings have no new-house kind). */
export const STATS_TYPE = { all: 0, sale: 1, rent: 2, new: 3 } as const;
export const STATS_TYPE_NAMES: Record<number, string> = { 0: '全部', 1: '出售', 2: '出租', 3: '新房' };

const ZDay = z.preprocess(
  (v) => (v === null ? '' : v),
  z.string({ error: STATS_MSG.dateFormat }).max(10, STATS_MSG.dateFormat),
);

export const ZStatsQuery = z
  .object({
    type: numeric({ error: STATS_MSG.typeInvalid })
      .int(STATS_MSG.typeInvalid)
      .min(0, STATS_MSG.typeInvalid)
      .max(3, STATS_MSG.typeInvalid)
      .default(STATS_TYPE.all),
    dateType: numeric({ error: STATS_MSG.dateTypeInvalid })
      .int(STATS_MSG.dateTypeInvalid)
      .min(DATE_TYPE.today, STATS_MSG.dateTypeInvalid)
      .max(DATE_TYPE.custom, STATS_MSG.dateTypeInvalid)
      .default(DATE_TYPE.month),
    startDate: ZDay.default(''),
    endDate: ZDay.default(''),
    /** Narrow to these departments (their direct members); empty: everyone in scope. */
    deptIds: ZIdList.default([]),
    /** Narrow to these people; empty: everyone in scope. */
    userIds: ZIdList.default([]),
  })
  .superRefine((q, ctx) => {
    if (q.dateType !== DATE_TYPE.custom) return;
    const problem = customRangeProblem(q.startDate, q.endDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['startDate'] });
  });
export type TStatsQuery = z.input<typeof ZStatsQuery>;
export type TStatsQueryParsed = z.output<typeof ZStatsQuery>;

export const ZStatsPeriod = z.object({ dateType: z.number(), startDate: ZAnswerDay, endDate: ZAnswerDay });

export const ZCompanyInfo = z.object({
  companyInfo: z.object({ companyId: z.number(), companyName: z.string(), address: z.string(), createdAt: ZAnswerDay }),
  /** The company's manager (管理员). */
  managementName: z.string(),
  managementPhone: z.string(),
});
export type TCompanyInfo = z.output<typeof ZCompanyInfo>;

export const ZAccountInfo = z.object({
  /** Active staff accounts of the company. */
  account: z.number(),
  /** Contracts on record (sale and rent); 0 until the contract module is there. */
  contractCount: z.number(),
  /** When the 管理中心 subscription ends (YYYY-MM-DD, China day), '' when never opened. */
  expirationDate: ZAnswerDay,
  /** Every sub-app the company has opened, with its end day. */
  apps: z.array(z.object({ appType: z.number(), name: z.string(), expirationDate: ZAnswerDay, isTrial: z.boolean() })),
});
export type TAccountInfo = z.output<typeof ZAccountInfo>;

export const ZWaitCount = z.object({
  /** Private customers going to the public pool within a day (or overdue for the next job run). */
  clientOutCount: z.number(),
  /** Private listings 待转公盘 now or within a day (housing publicPoolDays). */
  houseOutCount: z.number(),
  /** Approvals waiting for the caller. */
  oaWaitCount: z.number(),
});
export type TWaitCount = z.output<typeof ZWaitCount>;

/** The figures of businessStatistics, per period and per day. */
export const BUSINESS_METRICS = [
  'newHouseCount',
  'houseFollowCount',
  'newCustomerCount',
  'customerFollowCount',
  'visitCount',
  'dealCount',
] as const;
export type TBusinessMetric = (typeof BUSINESS_METRICS)[number];
export const BUSINESS_METRIC_NAMES: Record<TBusinessMetric, string> = {
  newHouseCount: '新增房源',
  houseFollowCount: '房源跟进',
  newCustomerCount: '新增客户',
  customerFollowCount: '客户跟进',
  visitCount: '带看',
  dealCount: '客户成交',
};
const ZBusinessFigures = z.object(
  Object.fromEntries(BUSINESS_METRICS.map((m) => [m, z.number()])) as Record<TBusinessMetric, z.ZodNumber>,
);
export const ZBusinessStatistics = z.object({
  period: ZStatsPeriod,
  summary: ZBusinessFigures,
  series: z.array(ZBusinessFigures.extend({ date: ZAnswerDay })),
});
export type TBusinessStatistics = z.output<typeof ZBusinessStatistics>;

export const HOUSE_METRICS = ['newCount', 'followCount', 'keyCount', 'entrustCount', 'surveyCount'] as const;
export type THouseMetric = (typeof HOUSE_METRICS)[number];
export const HOUSE_METRIC_NAMES: Record<THouseMetric, string> = {
  newCount: '新增房源',
  followCount: '跟进',
  keyCount: '钥匙',
  entrustCount: '委托',
  surveyCount: '实勘',
};
export const CUSTOMER_METRICS = ['newCount', 'followCount', 'visitCount', 'dealCount', 'publicCount'] as const;
export type TCustomerMetric = (typeof CUSTOMER_METRICS)[number];
export const CUSTOMER_METRIC_NAMES: Record<TCustomerMetric, string> = {
  newCount: '新增客户',
  followCount: '跟进',
  visitCount: '带看',
  dealCount: '成交',
  publicCount: '转公客',
};

/** Rows per department (no narrowing) or per agent (deptIds or userIds given). */
export const STATS_GROUP = { dept: 'dept', user: 'user' } as const;

function ZTable<M extends readonly string[]>(metrics: M) {
  const figures = z.object(Object.fromEntries(metrics.map((m) => [m, z.number()])) as Record<M[number], z.ZodNumber>);
  return z.object({
    period: ZStatsPeriod,
    groupBy: z.enum(['dept', 'user']),
    /** id: department id (0: people in no department) or user id. */
    rows: z.array(figures.extend({ id: z.number(), name: z.string() })),
    total: figures,
  });
}
export const ZHouseTable = ZTable(HOUSE_METRICS);
export const ZCustomerTable = ZTable(CUSTOMER_METRICS);
export type THouseTable = z.output<typeof ZHouseTable>;
export type TCustomerTable = z.output<typeof ZCustomerTable>;

export const ZManageSetting = z.object({
  /** Whether the caller may open 经营统计 (MANAGER_ITEM.statistics; a manager always). */
  statistics: z.boolean(),
  /** DATA_SCOPE of the manager app: whose figures the statistics count. */
  dataScope: z.number(),
  allDepts: z.boolean(),
  /** The departments the caller may narrow to (all of them when allDepts). */
  deptIds: z.array(z.number()),
  /** Which sections of the page to show. */
  sections: z.object({
    company: z.boolean(),
    account: z.boolean(),
    waitCount: z.boolean(),
    business: z.boolean(),
    house: z.boolean(),
    customer: z.boolean(),
    /** contractReport and performanceStatistics. */
    contract: z.boolean(),
  }),
});
export type TManageSetting = z.output<typeof ZManageSetting>;

/** The unit of every money figure the statistics answer (commission, amounts): 元, as the contract book keeps it. */
export const STATS_MONEY_UNIT = '元';
const ZMoneyUnit = z.literal(STATS_MONEY_UNIT);

export const ZPerformance = z.object({
  period: ZStatsPeriod,
  moneyUnit: ZMoneyUnit,
  /** Contracts signed in the period that are in force (not 作废, not 解除). */
  contractCount: z.number(),
  /** Commission (甲方 + 乙方 fees, 元) of the period's contracts that are 完成. */
  paidCount: z.number(),
  /** Commission (元) of the period's contracts in force: what is to be received. */
  receivableCount: z.number(),
});
export type TPerformance = z.output<typeof ZPerformance>;

const ZContractKindReport = z.object({
  /** Live contracts per state (every state listed, zeros included), all time. */
  states: z.array(
    z.object({ state: z.number(), label: z.string(), color: z.string(), count: z.number(), amount: z.number() }),
  ),
  total: z.number(),
  totalAmount: z.number(),
  /** Signed this month (China days). */
  monthCount: z.number(),
  monthAmount: z.number(),
});
export const ZContractReport = z.object({
  moneyUnit: ZMoneyUnit,
  sale: ZContractKindReport,
  rent: ZContractKindReport,
});
export type TContractReport = z.output<typeof ZContractReport>;

const guarded = { auth: 'member', permission: STATISTICS_PERMISSION } as const;
const period = { method: 'POST', ...guarded, body: ZStatsQuery } as const;

export const statisticsEndpoints = {
  companyInfo: endpoint({
    method: 'GET',
    path: '/ManagementCenter/companyInfo',
    ...guarded,
    summary: "The company card: name, address and the manager's name and phone",
    response: ZEnvelope(ZCompanyInfo),
  }),
  accountInfo: endpoint({
    method: 'GET',
    path: '/ManagementCenter/accountInfo',
    ...guarded,
    summary: 'Accounts, contracts and the subscription end day of the company',
    response: ZEnvelope(ZAccountInfo),
  }),
  waitCount: endpoint({
    method: 'GET',
    path: '/ManagementCenter/waitCount',
    ...guarded,
    summary: 'Customers and listings about to go public, approvals waiting (within the data scope)',
    response: ZEnvelope(ZWaitCount),
  }),
  businessStatistics: endpoint({
    ...period,
    path: '/ManagementCenter/businessStatistics',
    summary: 'Summary figures of the period and a daily series for the charts',
    response: ZEnvelope(ZBusinessStatistics),
  }),
  houseStatisticsTabelV2: endpoint({
    ...period,
    path: '/ManagementCenter/houseStatisticsTabelV2',
    summary: 'Listing figures per department or per agent: new, follow-ups, keys, entrustments, surveys',
    response: ZEnvelope(ZHouseTable),
  }),
  customerStatisticsTabelV2: endpoint({
    ...period,
    path: '/ManagementCenter/customerStatisticsTabelV2',
    summary: 'Customer figures per department or per agent: new, follow-ups, visits, deals, to public',
    response: ZEnvelope(ZCustomerTable),
  }),
  contractReport: endpoint({
    method: 'GET',
    path: '/ManagementCenter/contractReport',
    ...guarded,
    summary: 'Sale and rent contracts by state with amounts, and those signed this month',
    response: ZEnvelope(ZContractReport),
  }),
  performanceStatistics: endpoint({
    ...period,
    path: '/ManagementCenter/performanceStatistics',
    summary: 'Contracts of the period in force, and the commission completed (paid) and to receive',
    response: ZEnvelope(ZPerformance),
  }),
  getManageSetting: endpoint({
    method: 'GET',
    path: '/ChangeCenter/getManageSetting',
    auth: 'member',
    summary: 'What of the management centre the caller may see: statistics, data scope, sections',
    response: ZEnvelope(ZManageSetting),
  }),
} as const;
