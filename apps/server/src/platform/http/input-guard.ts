import { CODE, MSG } from '@awb/contract/common/codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Deeper than any request the app takes; refused rather than walked. */
const MAX_DEPTH = 64;

/** A UTF-16 surrogate without its other half: JSON may carry one as `\ud800`, UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Strings PostgreSQL cannot store: text and jsonb hold neither U+0000 nor half of a surrogate pair,
 * so either one in any input would fail in SQL as a 500 after validation passed. Refused at the door
 * instead, for every route, as invalid parameters.
 */
export function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (holdsUnstorable(req.query) || holdsUnstorable(req.body) || holdsUnstorable(req.params))
      throw new AppError(CODE.invalid, MSG.invalidParams);
  });
}

/** Whether a parsed query, body or params object holds such a string, as a key or a value. */
export function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key) || holdsUnstorable(item, depth + 1)) return true;
  }
  return false;
}
