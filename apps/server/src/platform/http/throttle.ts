import { CODE, MSG } from '@awb/contract/common/codes';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Brute-force limits, per IP and per phone, on @fastify/rate-limit's checkers. Kept in memory: a
 * scale-out deployment gives the plugin a shared store (Redis) instead.
 */
const phoneOf = (req: FastifyRequest) => {
  const body = req.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' ? body.phone : '';
};

function limits(
  app: FastifyInstance,
  name: string,
  perIp: { max: number; minutes: number },
  perPhone: { max: number; minutes: number },
): preHandlerAsyncHookHandler[] {
  const ipCheck = app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.minutes * 60_000,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const phoneCheck = app.createRateLimit({
    max: perPhone.max,
    timeWindow: perPhone.minutes * 60_000,
    keyGenerator: (req) => `${name}:phone:${phoneOf(req)}`,
  });
  const refuse = () => new AppError(CODE.tooMany, MSG.tooMany);
  return [
    async (req) => {
      const result = await ipCheck(req);
      if (!result.isAllowed && result.isExceeded) throw refuse();
    },
    async (req) => {
      if (!phoneOf(req)) return;
      const result = await phoneCheck(req);
      if (!result.isAllowed && result.isExceeded) throw refuse();
    },
  ];
}

/** Login and password reset: 30 tries a minute per IP, 10 per 15 minutes per phone. */
export const loginThrottle = (app: FastifyInstance) =>
  limits(app, 'login', { max: 30, minutes: 1 }, { max: 10, minutes: 15 });

/** Sending codes: 10 a minute per IP, 5 an hour per phone (besides the 60 s resend rule). */
export const phoneCodeThrottle = (app: FastifyInstance) =>
  limits(app, 'code', { max: 10, minutes: 1 }, { max: 5, minutes: 60 });

/** Registration and code checks. */
export const registerThrottle = (app: FastifyInstance) =>
  limits(app, 'register', { max: 20, minutes: 1 }, { max: 10, minutes: 15 });
