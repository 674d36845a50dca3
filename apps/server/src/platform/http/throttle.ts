import { CODE, MSG } from '@awb/contract/common/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { TRouteHooks } from './route.ts';

/**
 * Brute-force limits, per IP and per phone, on @fastify/rate-limit's checkers. Kept in memory: a
 * scale-out deployment gives the plugin a shared store (Redis) instead.
 */
const phoneOf = (req: FastifyRequest) => {
  const body = req.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' ? body.phone : '';
};

type TLimit = { max: number; minutes: number };

const refuse = () => new AppError(CODE.tooMany, MSG.tooMany);

type TCheck = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; remaining: number };
const exceeded = (check: TCheck) => !check.isAllowed && check.isExceeded;

/** Counts every attempt per IP and per phone. */
function limits(app: FastifyInstance, name: string, perIp: TLimit, perPhone: TLimit): TRouteHooks {
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
  return {
    preHandler: [
      async (req) => {
        if (exceeded(await ipCheck(req))) throw refuse();
      },
      async (req) => {
        if (phoneOf(req) && exceeded(await phoneCheck(req))) throw refuse();
      },
    ],
  };
}

/**
 * Counts every attempt per IP, but per phone only the failed ones (wrong password or code): guessing
 * is stopped, while a person who logs in often is never locked out.
 */
function failureLimits(
  app: FastifyInstance,
  name: string,
  perIp: TLimit,
  perPhone: TLimit,
  subjectOf: (req: FastifyRequest) => string = phoneOf,
): TRouteHooks {
  const ipCheck = app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.minutes * 60_000,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const subjectFailures = app.createRateLimit({
    max: perPhone.max,
    timeWindow: perPhone.minutes * 60_000,
    keyGenerator: (req) => `${name}:subject:${subjectOf(req)}`,
  });
  return {
    preHandler: [
      async (req) => {
        if (exceeded(await ipCheck(req))) throw refuse();
      },
      async (req) => {
        if (!subjectOf(req)) return;
        const failures = await subjectFailures(req, { increment: false });
        if (!failures.isAllowed && failures.remaining === 0) throw refuse();
      },
    ],
    onError: [
      async (req, _reply, error) => {
        if (subjectOf(req) && error instanceof AppError && error.code === CODE.invalid) await subjectFailures(req);
      },
    ],
  };
}

/** Login and password reset: 30 tries a minute per IP, 10 failures per 15 minutes per phone. */
export const loginThrottle = (app: FastifyInstance) =>
  failureLimits(app, 'login', { max: 30, minutes: 1 }, { max: 10, minutes: 15 });

/**
 * Changing the password (it asks for the old one): 30 tries a minute per IP, 10 wrong old passwords
 * per 15 minutes per user, so that a stolen session cannot be used to guess the password.
 */
export const passwordChangeThrottle = (app: FastifyInstance) =>
  failureLimits(app, 'password', { max: 30, minutes: 1 }, { max: 10, minutes: 15 }, (req) =>
    req.ctx ? `${req.ctx.companyId}:${req.ctx.userId}` : '',
  );

/** Sending codes: 10 a minute per IP, 5 an hour per phone (besides the 60 s resend rule). */
export const phoneCodeThrottle = (app: FastifyInstance) =>
  limits(app, 'code', { max: 10, minutes: 1 }, { max: 5, minutes: 60 });

/** Registration and code checks. */
export const registerThrottle = (app: FastifyInstance) =>
  limits(app, 'register', { max: 20, minutes: 1 }, { max: 10, minutes: 15 });
