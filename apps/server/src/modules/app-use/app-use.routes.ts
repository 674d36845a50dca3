import { appUseEndpoints as api } from '@awb/contract/app-use.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { appUseService } from './app-use.service.ts';

export async function appUseRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  route(app, api.appUseSwitch, async ({ query, ctx }) =>
    ok(await appUseService.state(db, ctx, query.payStatusId, clock.now())),
  );
  route(app, api.appTryout, async ({ body, ctx }) => {
    const started = await appUseService.startTrial(db, ctx, body.appType, clock.now());
    app.deps.sessions.forgetCompanyFacts(ctx.companyId);
    return ok(started, '试用已开通');
  });
}
