import { z } from 'zod';
import { APP_NAMES, GATED_APPS, type TAppType } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZEnvelope } from './common/envelope.ts';
import { numeric } from './common/numeric.ts';
import { ZTime } from './common/time-fields.ts';

const ZAppType = withLabels(
  numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => (GATED_APPS as readonly number[]).includes(v), '未知的应用类型')
    .transform((v) => v as TAppType),
  Object.fromEntries(GATED_APPS.map((a) => [a, APP_NAMES[a] ?? ''])),
);

export const ZAppUseSwitch = z.object({
  /** APP_USE_TYPE: 0 allowed, 1 not opened, 2 expired, 3 trial offered. */
  type: z.number(),
  /** The prompt to show (expiry reminder, open or renew on PC, trial offer); empty when none. */
  info: z.string(),
  /** When access ends, or '' when never opened. */
  expire: ZTime,
  appType: z.number(),
  tryDays: z.number(),
});
export type TAppUseSwitch = z.output<typeof ZAppUseSwitch>;

export const appUseEndpoints = {
  appUseSwitch: endpoint({
    method: 'GET',
    path: '/search/appUseSwitch',
    auth: 'member',
    summary: "Whether the company may use a sub-app now (payStatusId: the app's area code)",
    query: z.object({ payStatusId: ZAppType }),
    response: ZEnvelope(ZAppUseSwitch),
  }),
  appTryout: endpoint({
    method: 'POST',
    path: '/try/appTryout',
    auth: 'member',
    summary: 'Start the free trial of a sub-app (once per company and app)',
    body: z.object({ appType: ZAppType }),
    response: ZEnvelope(ZAppUseSwitch),
  }),
} as const;
