import { collectEndpoints as api } from '@awb/contract/collect.contract';
import { COLLECT_MSG, COLLECT_SAVE_STATE } from '@awb/contract/collect-constants';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { CollectService } from './collect.service.ts';
import { readCollectConfig } from './collect-config.ts';
import { HttpCollectFeed } from './http-collect-feed.ts';

/** 云采集 (base E of seed 001 §7): /info/findSetting, /gather/page, /info/sellInfo, /gather/save. */
export async function collectRoutes(app: FastifyInstance): Promise<void> {
  const config = readCollectConfig();
  const service = new CollectService(
    app.deps,
    new HttpCollectFeed(config.feedUrl, config.feedKey),
    config.pictureOrigins,
  );
  const saved = (state: number) => (state === COLLECT_SAVE_STATE.converted ? COLLECT_MSG.converted : COLLECT_MSG.saved);

  route(app, api.findSetting, async ({ ctx }) => ok(await service.setting(ctx)));
  route(app, api.saveSetting, async ({ ctx, body }) =>
    ok(await service.saveSetting(ctx, body), COLLECT_MSG.settingSaved),
  );
  route(app, api.page, async ({ ctx, query }) => {
    const page = await service.page(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.sellInfo, async ({ ctx, query }) => ok(await service.detail(ctx, query.id)));
  // The seed lists this save as a GET; no HEAD beside it, which Fastify would answer by saving.
  route(
    app,
    api.save,
    async ({ ctx, query }) => {
      const result = await service.save(ctx, query);
      return ok(result, saved(result.saveState));
    },
    { exposeHeadRoute: false },
  );
  route(app, api.savePost, async ({ ctx, body }) => {
    const result = await service.save(ctx, body);
    return ok(result, saved(result.saveState));
  });
  route(app, api.refresh, async ({ ctx }) => ok(await service.refresh(ctx), COLLECT_MSG.refreshed));
}
