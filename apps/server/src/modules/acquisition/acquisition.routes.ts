import { acquisitionEndpoints as api } from '@awb/contract/acquisition.contract';
import { ACQ_MSG } from '@awb/contract/acquisition-constants';
import type { FastifyInstance } from 'fastify';
import { ok, okCursorList, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { AcquisitionService } from './acquisition.service.ts';
import { microSiteHandoverStep } from './acquisition-handover.ts';

/** 获客小程序管理 (/hk/v2) and the customers to associate with (/customer/v2/customerAcqPosts). */
export async function acquisitionRoutes(app: FastifyInstance): Promise<void> {
  const service = new AcquisitionService(app.deps);
  const list = <T>(page: { rows: T[]; total: number }) => okList(page.rows, page.total);
  // An agent who leaves: requests and followed-up clients to the receiver, the micro-site taken down.
  app.deps.hooks.leaverSteps.register(microSiteHandoverStep(app.deps.clock));

  route(app, api.agentCards, async ({ ctx }) => ok(await service.card(ctx)));
  route(app, api.agentCardsUpdate, async ({ ctx, body }) => ok(await service.saveCard(ctx, body), ACQ_MSG.cardSaved));
  route(app, api.agentPageStatistics, async ({ ctx }) => ok(await service.statistics(ctx)));
  route(app, api.customerCount, async ({ ctx }) => ok(await service.customerCount(ctx)));
  route(app, api.visitorRecord, async ({ ctx, query }) => list(await service.visits(ctx, query)));
  route(app, api.clientCustomersFootprint, async ({ ctx, query }) =>
    list(await service.footprints(ctx, query.clientCustomerId, query)),
  );
  route(app, api.customerEntrustment, async ({ ctx, query }) =>
    list(await service.entrustments(ctx, query.state, query)),
  );
  route(app, api.customerReservation, async ({ ctx, query }) =>
    list(await service.reservations(ctx, query.state, query)),
  );
  route(app, api.clientCustomerState, async ({ ctx, body }) =>
    ok(await service.settle(ctx, body).then(() => null), ACQ_MSG.handled),
  );
  route(app, api.clientCustomerPage, async ({ ctx, query }) => list(await service.clients(ctx, query)));
  route(app, api.clientAssociation, async ({ ctx, body }) =>
    ok(await service.associate(ctx, body).then(() => null), ACQ_MSG.associated),
  );
  route(app, api.housingPosts, async ({ ctx, query }) => list(await service.listings(ctx, query)));
  route(app, api.upAndDown, async ({ ctx, body }) => ok(null, await service.shelve(ctx, body)));
  route(app, api.housingDel, async ({ ctx, body }) =>
    ok(await service.removeListing(ctx, body).then(() => null), ACQ_MSG.deleted),
  );
  route(app, api.customerAcqPosts, async ({ ctx, query }) => okCursorList(await service.privateCustomers(ctx, query)));
}
