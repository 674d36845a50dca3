import { statisticsEndpoints as api } from '@awb/contract/statistics.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { StatisticsService } from './statistics.service.ts';

/** 经营统计 (/ManagementCenter) and the manage-centre setting (/ChangeCenter/getManageSetting). */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const service = new StatisticsService(app.deps);
  route(app, api.companyInfo, async ({ ctx }) => ok(await service.companyInfo(ctx)));
  route(app, api.accountInfo, async ({ ctx }) => ok(await service.accountInfo(ctx)));
  route(app, api.waitCount, async ({ ctx }) => ok(await service.waitCount(ctx)));
  route(app, api.businessStatistics, async ({ body, ctx }) => ok(await service.business(ctx, body)));
  route(app, api.houseStatisticsTabelV2, async ({ body, ctx }) => ok(await service.houseTable(ctx, body)));
  route(app, api.customerStatisticsTabelV2, async ({ body, ctx }) => ok(await service.customerTable(ctx, body)));
  route(app, api.contractReport, async ({ ctx }) => ok(await service.contractReport(ctx)));
  route(app, api.performanceStatistics, async ({ body, ctx }) => ok(await service.performance(ctx, body)));
  route(app, api.getManageSetting, async ({ ctx }) => ok(await service.manageSetting(ctx)));
}
