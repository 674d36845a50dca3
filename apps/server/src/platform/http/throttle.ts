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

/** Failures of one subject before its answers slow down, and the longest pause. */
export const SLOWDOWN = { freeFailures: 5, firstPauseMs: 100, maxPauseMs: 3_000 } as const;

/** The pause before checking a subject's credentials after `failures` recent failures. */
export function pauseAfter(failures: number): number {
  if (failures < SLOWDOWN.freeFailures) return 0;
  return Math.min(SLOWDOWN.firstPauseMs * 2 ** (failures - SLOWDOWN.freeFailures), SLOWDOWN.maxPauseMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts every attempt per IP, but per subject (a phone) only the failed ones (wrong password or
 * code). The hard refusal counts failures per subject AND address (`perSubject`): an attacker from
 * elsewhere cannot lock a person out. Across addresses the subject's failures instead slow every
 * answer for it (`pauseAfter`), which stops guessing from many addresses without a refusal. With
 * `lockSubject` (a logged-in user's own password) the refusal is per subject alone.
 */
function failureLimits(
  app: FastifyInstance,
  name: string,
  perIp: TLimit,
  perSubject: TLimit,
  options: { subjectOf?: (req: FastifyRequest) => string; lockSubject?: boolean } = {},
): TRouteHooks {
  const subjectOf = options.subjectOf ?? phoneOf;
  const lockKey = (req: FastifyRequest) =>
    options.lockSubject ? `${name}:subject:${subjectOf(req)}` : `${name}:subject-ip:${subjectOf(req)}:${req.ip}`;
  const ipCheck = app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.minutes * 60_000,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const lockFailures = app.createRateLimit({
    max: perSubject.max,
    timeWindow: perSubject.minutes * 60_000,
    keyGenerator: lockKey,
  });
  // Only read for its count: a large max, so that it never refuses by itself.
  const countCeiling = 1_000_000;
  const subjectFailures = app.createRateLimit({
    max: countCeiling,
    timeWindow: perSubject.minutes * 60_000,
    keyGenerator: (req) => `${name}:slow:${subjectOf(req)}`,
  });
  return {
    preHandler: [
      async (req) => {
        if (exceeded(await ipCheck(req))) throw refuse();
      },
      async (req) => {
        if (!subjectOf(req)) return;
        const failures = await lockFailures(req, { increment: false });
        if (!failures.isAllowed && failures.remaining === 0) throw refuse();
        if (options.lockSubject) return;
        const all = await subjectFailures(req, { increment: false });
        const pause = all.isAllowed ? 0 : pauseAfter(countCeiling - all.remaining);
        if (pause > 0) await sleep(pause);
      },
    ],
    onError: [
      async (req, _reply, error) => {
        if (!subjectOf(req) || !(error instanceof AppError) || error.code !== CODE.invalid) return;
        await lockFailures(req);
        if (!options.lockSubject) await subjectFailures(req);
      },
    ],
  };
}

/**
 * Login and password reset: 30 tries a minute per IP; 10 failures per 15 minutes per phone from one
 * address; beyond 5 failures of a phone from anywhere, a growing pause before each answer for it.
 */
export const loginThrottle = (app: FastifyInstance) =>
  failureLimits(app, 'login', { max: 30, minutes: 1 }, { max: 10, minutes: 15 });

/**
 * Changing the password (it asks for the old one): 30 tries a minute per IP, 10 wrong old passwords
 * per 15 minutes per user, so that a stolen session cannot be used to guess the password.
 */
export const passwordChangeThrottle = (app: FastifyInstance) =>
  failureLimits(
    app,
    'password',
    { max: 30, minutes: 1 },
    { max: 10, minutes: 15 },
    { subjectOf: (req) => (req.ctx ? `${req.ctx.companyId}:${req.ctx.userId}` : ''), lockSubject: true },
  );

/** Sending codes: 10 a minute per IP, 5 an hour per phone (besides the 60 s resend rule). */
export const phoneCodeThrottle = (app: FastifyInstance) =>
  limits(app, 'code', { max: 10, minutes: 1 }, { max: 5, minutes: 60 });

/** Registration and code checks. */
export const registerThrottle = (app: FastifyInstance) =>
  limits(app, 'register', { max: 20, minutes: 1 }, { max: 10, minutes: 15 });
