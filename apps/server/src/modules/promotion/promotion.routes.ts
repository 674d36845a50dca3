import { promotionEndpoints as api } from '@awb/contract/promotion.contract';
import { PORTAL, PORTAL_SPECS, PROMOTION_MSG, type TPortal } from '@awb/contract/promotion-constants';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.ts';
import { ok, okCursorList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { HttpPortalClient } from './portal/portal-client.ts';
import { PromotionBindingService, type TPortalClients } from './promotion-binding.service.ts';
import { PromotionPushService } from './promotion-push.service.ts';
import { PromotionReadService } from './promotion-read.service.ts';

/** One HTTP client per portal from the environment (PORTAL_<CODE>_URL / _APP_KEY; docs/promotion.md). */
export function portalClientsOf(deps: TDeps): TPortalClients {
  const client = (portal: TPortal) => {
    const settings = deps.config.portals?.[PORTAL_SPECS[portal].code];
    return new HttpPortalClient(portal, settings?.url, settings?.appKey, () => deps.clock.now());
  };
  return {
    [PORTAL.xingfuli]: client(PORTAL.xingfuli),
    [PORTAL.anxuan]: client(PORTAL.anxuan),
    [PORTAL.fangtianxia]: client(PORTAL.fangtianxia),
    [PORTAL.tmall]: client(PORTAL.tmall),
  };
}

/** 房源推广: the seed's push calls under /house/push, the details under /housing/v2, the portal calls under /promotion/v2. */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const clients = portalClientsOf(app.deps);
  const pushes = new PromotionPushService(app.deps, clients);
  const bindings = new PromotionBindingService(app.deps, clients);
  const reads = new PromotionReadService(app.deps);
  const portalOf = (n: number) => n as TPortal;

  route(app, api.xingfuliPush, async ({ ctx, body }) => ok(null, await pushes.push(ctx, PORTAL.xingfuli, body)));
  route(app, api.anxuanPush, async ({ ctx, body }) => ok(null, await pushes.push(ctx, PORTAL.anxuan, body)));
  route(app, api.fangTianXiaPush, async ({ ctx, body }) => ok(null, await pushes.push(ctx, PORTAL.fangtianxia, body)));
  route(app, api.tmallPush, async ({ ctx, body }) => ok(null, await pushes.push(ctx, PORTAL.tmall, body)));
  route(app, api.microWebPush, async ({ ctx, body }) => ok(null, await reads.microWebPush(ctx, body.houseId)));
  route(app, api.mobileAcqCustomerShare, async ({ ctx, query }) => ok(await reads.share(ctx, query.houseId)));
  route(app, api.queryHousePushState, async ({ ctx, query }) => ok(await pushes.houseState(ctx, query.houseId)));
  route(app, api.housingPromotionSellDetail, async ({ ctx, query }) => ok(await reads.sellDetail(ctx, query.houseId)));
  route(app, api.rentExtension, async ({ ctx, query }) => ok(await reads.rentExtension(ctx, query.houseId)));
  route(app, api.portalStates, async ({ ctx }) => ok(await bindings.states(ctx)));
  route(app, api.portalBinding, async ({ ctx, query }) => ok(await bindings.binding(ctx, portalOf(query.portal))));
  route(app, api.portalBind, async ({ ctx, body }) => ok(await bindings.bind(ctx, body), PROMOTION_MSG.bound));
  route(app, api.portalStatus, async ({ ctx, body }) =>
    ok(
      await bindings.setOpen(ctx, portalOf(body.portal), body.open === 1),
      body.open === 1 ? PROMOTION_MSG.opened : PROMOTION_MSG.closed,
    ),
  );
  route(app, api.portalUnbind, async ({ ctx, body }) =>
    ok(await bindings.unbind(ctx, portalOf(body.portal)).then(() => null), PROMOTION_MSG.unbound),
  );
  route(app, api.pushPosts, async ({ ctx, query }) => okCursorList(await reads.list(ctx, query)));
  route(app, api.pushShelf, async ({ ctx, body }) => ok(null, await pushes.shelf(ctx, body)));
  route(app, api.pushRemove, async ({ ctx, body }) =>
    ok(await pushes.remove(ctx, body).then(() => null), PROMOTION_MSG.removed),
  );
}
