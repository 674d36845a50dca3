import { APP_NAMES, APP_TYPE, GATED_APPS } from '@awb/contract/common/apps';
import { chinaDay } from '@awb/contract/common/china-time';
import { can, scopeOf } from '@awb/contract/permission-check';
import { DATA_SCOPE } from '@awb/contract/permissions';
import {
  STATISTICS_PERMISSION,
  STATS_GROUP,
  type TAccountInfo,
  type TBusinessStatistics,
  type TCompanyInfo,
  type TContractReport,
  type TCustomerTable,
  type THouseTable,
  type TManageSetting,
  type TPerformance,
  type TStatsQueryParsed,
  type TWaitCount,
} from '@awb/contract/statistics.contract';
import { DATE_TYPE, statsPeriod, type TStatsPeriod } from '@awb/contract/statistics-period';
import { sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { appUseService } from '../app-use/app-use.service.ts';
import { protectionRepository } from '../housing/protection/protection.repository.ts';
import { oaRecordRepository } from '../oa/oa-record.repository.ts';
import { ownerScope } from '../org/data-scope.ts';
import { OrgScopeService } from '../org/org-scope.service.ts';
import { contractStatisticsRepository as contractRepo } from './contract-statistics.repository.ts';
import { contractReport, performanceFigures } from './contract-statistics.ts';
import { statisticsRepository as repo, type TMetric, type TPerson } from './statistics.repository.ts';
import { businessFigures, groupRows, type TMetricCounts } from './statistics-figures.ts';

const DAY = 86_400_000;
/** The statistics count people within the caller's data scope of the manager app. */
const STATS_APP = APP_TYPE.manager;
/** How far ahead waitCount looks: the customer out-to-public job reminds holders a day before. */
const WAIT_WINDOW_MS = DAY;

/** Who is counted: the people in scope after narrowing, and the id list for SQL (null: whole company). */
type TScope = { people: TPerson[]; userIds: number[] | null; narrowed: boolean; wholeCompany: boolean };

export class StatisticsService {
  private readonly orgScope: OrgScopeService;
  constructor(private readonly deps: TDeps) {
    this.orgScope = new OrgScopeService(deps);
  }

  private async scope(ctx: TRequestContext, q?: { deptIds: number[]; userIds: number[] }): Promise<TScope> {
    const { db } = this.deps;
    const inScope = await repo.people(db, ctx.companyId, ownerScope(ctx, STATS_APP, sql`u.id`));
    const deptIds = new Set(q?.deptIds ?? []);
    const userIds = new Set(q?.userIds ?? []);
    // Ids outside the caller's scope (or company) simply match nobody.
    const people = inScope.filter(
      (p) =>
        (deptIds.size === 0 || (p.departmentId !== null && deptIds.has(p.departmentId))) &&
        (userIds.size === 0 || userIds.has(p.id)),
    );
    const narrowed = deptIds.size > 0 || userIds.size > 0;
    const wholeCompany = scopeOf(ctx, STATS_APP) === DATA_SCOPE.company;
    return { people, narrowed, wholeCompany, userIds: wholeCompany && !narrowed ? null : people.map((p) => p.id) };
  }

  private period(q: TStatsQueryParsed): TStatsPeriod {
    return statsPeriod(q.dateType, this.deps.clock.now(), q.startDate, q.endDate);
  }

  private async metrics(
    ctx: TRequestContext,
    q: TStatsQueryParsed,
    metrics: TMetric[],
  ): Promise<{ period: TStatsPeriod; scope: TScope; counts: TMetricCounts }> {
    const period = this.period(q);
    const scope = await this.scope(ctx, q);
    const range = { companyId: ctx.companyId, from: period.from, to: period.to, userIds: scope.userIds, type: q.type };
    const counts: TMetricCounts = {};
    for (const metric of metrics) counts[metric] = await repo.counts(this.deps.db, metric, range);
    return { period, scope, counts };
  }

  async companyInfo(ctx: TRequestContext): Promise<TCompanyInfo> {
    const company = await repo.company(this.deps.db, ctx.companyId);
    if (!company) throw notFound();
    return {
      companyInfo: {
        companyId: ctx.companyId,
        companyName: company.name,
        address: company.address,
        createdAt: chinaDay(company.createdAt),
      },
      managementName: company.managerName,
      managementPhone: company.managerPhone,
    };
  }

  async accountInfo(ctx: TRequestContext): Promise<TAccountInfo> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const apps: TAccountInfo['apps'] = [];
    for (const appType of GATED_APPS) {
      const state = await appUseService.state(db, ctx, appType, now);
      if (state.expire === '') continue;
      apps.push({
        appType,
        name: APP_NAMES[appType] ?? '',
        // The switch's expire is a Beijing `YYYY-MM-DD HH:mm`: its day is its first ten characters.
        expirationDate: state.expire.slice(0, 10),
        isTrial: state.info.includes('试用'),
      });
    }
    return {
      account: await repo.activeAccounts(db, ctx.companyId),
      contractCount: await contractRepo.liveCount(db, ctx.companyId),
      expirationDate: apps.find((a) => a.appType === APP_TYPE.manager)?.expirationDate ?? '',
      apps,
    };
  }

  async waitCount(ctx: TRequestContext): Promise<TWaitCount> {
    const { db, clock } = this.deps;
    const now = clock.now().getTime();
    const scope = await this.scope(ctx);
    const { publicPoolDays } = await protectionRepository.settings(db, ctx.companyId);
    const houseOutCount =
      publicPoolDays > 0
        ? await repo.listingsGoingOut(
            db,
            ctx.companyId,
            new Date(now + WAIT_WINDOW_MS - publicPoolDays * DAY),
            scope.userIds,
          )
        : 0;
    return {
      clientOutCount: await repo.customersGoingOut(db, ctx.companyId, new Date(now + WAIT_WINDOW_MS), scope.userIds),
      houseOutCount,
      // 待我审批 of the approvals module.
      oaWaitCount: await oaRecordRepository.waitCount(db, ctx.companyId, ctx.userId),
    };
  }

  async business(ctx: TRequestContext, q: TStatsQueryParsed): Promise<TBusinessStatistics> {
    const { period, counts } = await this.metrics(ctx, q, [
      'houseNew',
      'houseFollow',
      'customerNew',
      'customerFollow',
      'customerVisit',
      'customerDeal',
    ]);
    return { period: periodOut(period), ...businessFigures(period, counts) };
  }

  async houseTable(ctx: TRequestContext, q: TStatsQueryParsed): Promise<THouseTable> {
    const { period, scope, counts } = await this.metrics(ctx, q, [
      'houseNew',
      'houseFollow',
      'houseKey',
      'houseEntrust',
      'houseSurvey',
    ]);
    const table = groupRows(
      {
        newCount: counts.houseNew ?? [],
        followCount: counts.houseFollow ?? [],
        keyCount: counts.houseKey ?? [],
        entrustCount: counts.houseEntrust ?? [],
        surveyCount: counts.houseSurvey ?? [],
      },
      scope.people,
      this.groupBy(ctx, scope),
      await repo.departments(this.deps.db, ctx.companyId),
    );
    return { period: periodOut(period), ...table };
  }

  async customerTable(ctx: TRequestContext, q: TStatsQueryParsed): Promise<TCustomerTable> {
    const { period, scope, counts } = await this.metrics(ctx, q, [
      'customerNew',
      'customerFollow',
      'customerVisit',
      'customerDeal',
      'customerPublic',
    ]);
    const table = groupRows(
      {
        newCount: counts.customerNew ?? [],
        followCount: counts.customerFollow ?? [],
        visitCount: counts.customerVisit ?? [],
        dealCount: counts.customerDeal ?? [],
        publicCount: counts.customerPublic ?? [],
      },
      scope.people,
      this.groupBy(ctx, scope),
      await repo.departments(this.deps.db, ctx.companyId),
    );
    return { period: periodOut(period), ...table };
  }

  async performance(ctx: TRequestContext, q: TStatsQueryParsed): Promise<TPerformance> {
    const period = this.period(q);
    const scope = await this.scope(ctx, q);
    const rows = await contractRepo.signedIn(
      this.deps.db,
      ctx.companyId,
      period.startDate,
      period.endDate,
      scope.userIds,
    );
    return { period: periodOut(period), ...performanceFigures(rows, q.type) };
  }

  async contractReport(ctx: TRequestContext): Promise<TContractReport> {
    const { db, clock } = this.deps;
    const scope = await this.scope(ctx);
    const month = statsPeriod(DATE_TYPE.month, clock.now());
    return contractReport(
      await contractRepo.byState(db, ctx.companyId, scope.userIds),
      await contractRepo.signedIn(db, ctx.companyId, month.startDate, month.endDate, scope.userIds),
    );
  }

  /** Per agent when narrowed or when the caller sees only their own rows; per department otherwise. */
  private groupBy(ctx: TRequestContext, scope: TScope): 'dept' | 'user' {
    return scope.narrowed || scopeOf(ctx, STATS_APP) === DATA_SCOPE.own ? STATS_GROUP.user : STATS_GROUP.dept;
  }

  async manageSetting(ctx: TRequestContext): Promise<TManageSetting> {
    const statistics = can(ctx, STATISTICS_PERMISSION);
    const { allDepts, deptIds } = await this.orgScope.manageable(ctx, STATS_APP);
    return {
      statistics,
      dataScope: scopeOf(ctx, STATS_APP),
      allDepts,
      deptIds,
      sections: {
        company: statistics,
        account: statistics,
        waitCount: statistics,
        business: statistics,
        house: statistics,
        customer: statistics,
        contract: statistics,
      },
    };
  }
}

function periodOut(p: TStatsPeriod) {
  return { dateType: p.dateType, startDate: p.startDate, endDate: p.endDate };
}
