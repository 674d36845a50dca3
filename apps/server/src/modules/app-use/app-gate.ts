import type { TAppUseSwitch } from '@awb/contract/app-use.contract';
import { APP_NAMES, APP_TYPE, APP_USE_TYPE, GATED_APPS } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { appUseRows, appUseService, appUseState } from './app-use.service.ts';

/**
 * The app-use gate on the server (seed 000 §4): the app asks `search/appUseSwitch` before it opens a
 * sub-app, but an API client need not, so every call of a sub-app checks that the caller's company
 * has it open. A company whose app is not opened, whose trial is over or whose paid period has ended
 * gets 406 with the prompt the switch would show (open or renew on PC). Checked after the input is
 * validated and before permissions (docs/api.md "Order of checks"). The company's row of the app is
 * kept a few seconds beside the session (decision 0007): opening or renewing an app forgets it.
 */

/** Calls of each sub-app by path prefix; /app/* calls name their app in `appType`. */
export const APP_PATH_PREFIXES: readonly (readonly [string, number])[] = [
  ['/housing/', APP_TYPE.house],
  // 云采集 opens from 房源本 and turns collected listings into its listings (docs/collect.md).
  ['/info/', APP_TYPE.house],
  ['/gather/', APP_TYPE.house],
  ['/customer/', APP_TYPE.customer],
  ['/community/', APP_TYPE.estate],
  ['/intensiveFarming/', APP_TYPE.estate],
  ['/contract/', APP_TYPE.contract],
  ['/sign/', APP_TYPE.sign],
  ['/template/', APP_TYPE.sign],
  ['/fpk/', APP_TYPE.sign],
];

/** 经营统计 of 管理中心; the other /ManagementCenter calls (company and account info, feedback) are everyone's. */
export const MANAGER_APP_PATHS: readonly string[] = [
  '/ManagementCenter/businessStatistics',
  '/ManagementCenter/houseStatisticsTabelV2',
  '/ManagementCenter/customerStatisticsTabelV2',
  '/ManagementCenter/contractReport',
  '/ManagementCenter/performanceStatistics',
];

/** Calls addressed by `appType` (follow-ups, records, categories, favourites of an item). */
const APP_ITEM_PREFIX = '/app/';

const gated = (v: unknown): number | undefined => {
  const n = Number(v);
  return (GATED_APPS as readonly number[]).includes(n) ? n : undefined;
};

/** The sub-app a call belongs to, or undefined for a call every member may make. */
export function appOfCall(path: string, input: { query?: unknown; body?: unknown } = {}): number | undefined {
  if (MANAGER_APP_PATHS.includes(path)) return APP_TYPE.manager;
  if (path.startsWith(APP_ITEM_PREFIX)) {
    const q = (input.query ?? {}) as Record<string, unknown>;
    const b = (input.body ?? {}) as Record<string, unknown>;
    return gated(typeof b === 'object' && b !== null && 'appType' in b ? b.appType : q.appType);
  }
  return APP_PATH_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** The refusal for a state that does not allow the app, or undefined when it does. */
export function gateRefusal(state: TAppUseSwitch): string | undefined {
  if (state.type === APP_USE_TYPE.allowed) return undefined;
  if (state.type === APP_USE_TYPE.trialOffered) return `${APP_NAMES[state.appType] ?? '该应用'}未开通，请前往pc端开通`;
  return state.info;
}

/** Adds the gate to every member call registered after it (call before the modules register). */
export function registerAppUseGate(app: FastifyInstance): void {
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (!req.ctx || req.routeOptions.config?.auth !== 'member') return;
    const appType = appOfCall(req.routeOptions.url ?? '', { query: req.query, body: req.body });
    if (appType === undefined) return;
    const { companyId } = req.ctx;
    // The row, not the state, is kept: the state is worked out at each call, so an expiry shows on time.
    const row = await appUseRows(app).load(companyId, String(appType), () =>
      appUseService.row(app.deps.db, companyId, appType),
    );
    const refusal = gateRefusal(appUseState(appType, row, app.deps.clock.now()));
    if (refusal) throw new AppError(CODE.needPurchase, refusal);
  });
}
