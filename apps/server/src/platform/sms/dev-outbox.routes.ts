import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DevSmsSender } from './dev-sms-sender.ts';

/** Development only: the messages the dev SMS sender "sent". Never registered in production. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const sms = app.deps.sms;
  if (!(sms instanceof DevSmsSender)) return;
  app.get(
    '/dev/sms-outbox',
    {
      schema: { hide: true, querystring: z.object({ phone: z.string().max(20).optional() }) },
      config: { auth: 'dev' },
    },
    async (req) => ({ code: 200, msg: 'ok', data: sms.messages((req.query as { phone?: string }).phone) }),
  );
}
