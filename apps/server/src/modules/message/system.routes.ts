import { systemEndpoints as api } from '@awb/contract/system.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { reminderService } from './reminder.service.ts';
import { unreadCounts } from './unread-counts.ts';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.systemInfo, async ({ ctx }) =>
    ok({
      messageCount: await unreadCounts(app.deps).load(ctx.companyId, String(ctx.userId), () =>
        reminderService.unreadCount(app.deps.db, ctx.companyId, ctx.userId),
      ),
    }),
  );
}
