import { CODE } from '@awb/contract/common/codes';
import { maskPhone } from '@awb/contract/common/validators';
import { CUSTOMER_PERMISSION } from '@awb/contract/customer.contract';
import { can } from '@awb/contract/permission-check';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TRouteHooks } from '../../platform/http/route.ts';

/** Whole-number customer searches a day for someone who sees phones masked. */
export const FULL_PHONE_SEARCHES_PER_DAY = 20;
export const PHONE_SEARCH_MSG = { limit: '今日按完整号码搜索客户的次数已达上限，请明天再试' } as const;

const isFullPhone = (key: string) => /^1\d{10}$/.test(key);

const keyOf = (req: FastifyRequest): string => {
  const from = (req.body ?? req.query) as { key?: unknown } | undefined;
  return typeof from?.key === 'string' ? from.key.trim() : '';
};

/**
 * Someone who sees customers' phones masked can still search by a whole number (a customer calls
 * in), but that confirms a number they cannot see: like a reveal, it is limited
 * (FULL_PHONE_SEARCHES_PER_DAY a person a day) and written to the audit log, the number masked.
 */
export function fullPhoneSearchLimit(app: FastifyInstance): TRouteHooks {
  const check = app.createRateLimit({
    max: FULL_PHONE_SEARCHES_PER_DAY,
    timeWindow: 86_400_000,
    keyGenerator: (req) => `customer-phone-search:${req.ctx?.companyId}:${req.ctx?.userId}`,
  });
  return {
    preHandler: [
      async (req) => {
        const key = keyOf(req);
        if (!req.ctx || !isFullPhone(key) || can(req.ctx, CUSTOMER_PERMISSION.viewPhone)) return;
        const used = await check(req);
        if (!used.isAllowed && used.isExceeded) throw new AppError(CODE.tooMany, PHONE_SEARCH_MSG.limit);
        req.log.info(
          {
            audit: 'customer-phone-search',
            companyId: req.ctx.companyId,
            userId: req.ctx.userId,
            phone: maskPhone(key),
          },
          'customer search by a whole phone number',
        );
      },
    ],
  };
}
