import { z } from 'zod';

/**
 * signQuota (designed): the company's e-signing quota of the period covering now, so that the form
 * can say 406 before the agent draws 经纪人（签字）. `remain` 0 means contractSubmission answers 406;
 * a company without a quota answers zeros.
 */
export const ZSignQuota = z.object({
  /** Contracts the period allows (0: no quota covers now). */
  contracts: z.number(),
  /** Contracts submitted in the period, deleted ones included. */
  used: z.number(),
  remain: z.number(),
});
export type TSignQuota = z.output<typeof ZSignQuota>;
