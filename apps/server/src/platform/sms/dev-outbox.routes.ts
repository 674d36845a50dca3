import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DevSmsSender } from './dev-sms-sender.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Development only (DEV_SMS_OUTBOX=1): the messages the dev SMS sender "sent", to callers on this
 * machine only. The socket's own address decides, never X-Forwarded-For: a proxy in front would
 * otherwise make every visitor look local.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const sms = app.deps.sms;
  if (!(sms instanceof DevSmsSender)) return;
  app.get(
    '/dev/sms-outbox',
    {
      schema: { hide: true, querystring: z.object({ phone: z.string().max(20).optional() }) },
      config: { auth: 'dev' },
    },
    async (req, reply) => {
      if (!isLoopback(req.socket.remoteAddress) || req.headers['x-forwarded-for'] !== undefined) {
        return reply.code(404).send({ code: 404, msg: 'Not Found', data: null });
      }
      return { code: 200, msg: 'ok', data: sms.messages((req.query as { phone?: string }).phone) };
    },
  );
}
