import { messageEndpoints as api, MESSAGE_MSG } from '@awb/contract/message.contract';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { messageService } from './message.service.ts';

/** The message centre's calls (seed 001 §7 "Messages"); one service call each. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const messages = messageService(app.deps);

  route(app, api.postsV2, async ({ ctx, query }) => {
    const page = await messages.notices(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.detailV2, async ({ ctx, query }) => ok(await messages.notice(ctx, query.id)));
  route(app, api.gonggaoRead, async ({ ctx, query }) => ok(await messages.readNotices(ctx, query.id)));
  route(app, api.releaseV2, async ({ ctx, body }) => ok(await messages.release(ctx, body), MESSAGE_MSG.released));
  route(app, api.modifyV2, async ({ ctx, body }) => {
    await messages.modify(ctx, body.id, body);
    return ok(null, MESSAGE_MSG.modified);
  });
  route(app, api.gonggaoDel, async ({ ctx, body }) => {
    await messages.remove(ctx, body.id);
    return ok(null, MESSAGE_MSG.deleted);
  });

  route(app, api.messageMenu, async ({ ctx }) => ok(await messages.menu(ctx)));
  route(app, api.remindPosts, async ({ ctx, query }) => {
    const page = await messages.reminders(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.remindRead, async ({ ctx, query }) =>
    ok(await messages.readReminders(ctx, query.type), MESSAGE_MSG.allRead),
  );
  route(app, api.remindSingleRead, async ({ ctx, query }) => ok(await messages.readReminder(ctx, query.remindId)));
}
