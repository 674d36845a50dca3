import type { TAppUseSwitch } from '@awb/contract/app-use.contract';
import { APP_EXPIRY_REMIND_DAYS, APP_NAMES, APP_TRIAL_DAYS, APP_USE_TYPE } from '@awb/contract/common/apps';
import { chinaDay, formatTime } from '@awb/contract/common/china-time';
import { and, eq, gt } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { companyApps } from './company-app.table.ts';

type TRow = typeof companyApps.$inferSelect;

const day = 86_400_000;

/** The app-use gate: what `search/appUseSwitch` answers for one app at one moment. Pure. */
export function appUseState(appType: number, row: TRow | undefined, now: Date): TAppUseSwitch {
  const name = APP_NAMES[appType] ?? '应用';
  const base = { appType, tryDays: APP_TRIAL_DAYS };
  if (!row) {
    return { ...base, type: APP_USE_TYPE.trialOffered, expire: '', info: `${name}可免费试用${APP_TRIAL_DAYS}天` };
  }
  const expire = formatTime(row.expiresAt);
  if (row.expiresAt > now) {
    const daysLeft = Math.ceil((row.expiresAt.getTime() - now.getTime()) / day);
    const info =
      daysLeft <= APP_EXPIRY_REMIND_DAYS
        ? `${name}${row.isTrial ? '试用' : ''}将于${chinaDay(row.expiresAt)}到期，请前往pc端${row.isTrial ? '开通' : '续费'}`
        : '';
    return { ...base, type: APP_USE_TYPE.allowed, expire, info };
  }
  if (row.isTrial) {
    return { ...base, type: APP_USE_TYPE.notOpened, expire, info: `${name}试用已结束，请前往pc端开通` };
  }
  return {
    ...base,
    type: APP_USE_TYPE.expired,
    expire,
    info: `${name}已于${chinaDay(row.expiresAt)}到期，请前往pc端续费`,
  };
}

/**
 * The company-app rows the gate read in the last few seconds (decision 0007). Whatever opens or renews
 * an app in a running server calls `.forget(companyId)` after its commit.
 */
export const appUseRows = (app: { deps: TDeps }) => app.deps.sessions.companyCache<TRow | undefined>('company-apps');

export const appUseService = {
  async row(db: TExecutor, companyId: number, appType: number): Promise<TRow | undefined> {
    const [row] = await db
      .select()
      .from(companyApps)
      .where(and(eq(companyApps.companyId, companyId), eq(companyApps.appType, appType)))
      .limit(1);
    return row;
  },

  async state(db: TExecutor, ctx: TRequestContext, appType: number, now: Date): Promise<TAppUseSwitch> {
    return appUseState(appType, await appUseService.row(db, ctx.companyId, appType), now);
  },

  async openApps(db: TExecutor, companyId: number, now: Date): Promise<number[]> {
    const rows = await db
      .select({ appType: companyApps.appType })
      .from(companyApps)
      .where(and(eq(companyApps.companyId, companyId), gt(companyApps.expiresAt, now)));
    return rows.map((r) => r.appType).sort((a, b) => a - b);
  },

  /** Starts the one free trial a company gets per app. */
  async startTrial(db: TExecutor, ctx: TRequestContext, appType: number, now: Date): Promise<TAppUseSwitch> {
    const expiresAt = new Date(now.getTime() + APP_TRIAL_DAYS * day);
    const inserted = await db
      .insert(companyApps)
      .values({ companyId: ctx.companyId, appType, expiresAt, isTrial: true, trialUsed: true, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      const current = await appUseService.state(db, ctx, appType, now);
      throw invalid(
        current.type === APP_USE_TYPE.allowed ? '该应用已开通，无需试用' : '试用机会已使用，请前往pc端开通',
      );
    }
    return appUseState(appType, inserted[0], now);
  },

  /**
   * Opens (or extends) an app until a date: used by plan purchase and the demo data. In a running
   * server the caller then calls `sessions.forgetCompanyFacts(companyId)` (after the commit, in a transaction):
   * the app-use gate's rows and what initialize shows.
   */
  async open(db: TExecutor, companyId: number, appType: number, expiresAt: Date, isTrial = false): Promise<void> {
    await db
      .insert(companyApps)
      .values({ companyId, appType, expiresAt, isTrial, trialUsed: isTrial })
      .onConflictDoUpdate({
        target: [companyApps.companyId, companyApps.appType],
        set: { expiresAt, isTrial, updatedAt: new Date() },
      });
  },
};
