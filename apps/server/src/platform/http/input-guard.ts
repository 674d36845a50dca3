import { CODE, MSG } from '@awb/contract/common/codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Deeper than any request the app takes; refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL in any input string would fail in SQL as a
 * 500 after validation passed. Refused at the door instead, for every route, as invalid parameters.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.query) || hasNul(req.body) || hasNul(req.params))
      throw new AppError(CODE.invalid, MSG.invalidParams);
  });
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}
