import { APP_EXPIRY_REMIND_DAYS, APP_USE_TYPE } from '@awb/contract/common/apps';
import { yuan } from '@awb/contract/recharge-constants';

/** Labels of the recharge pages (pure; unit-tested). */

/** 12 → 1年, 24 → 2年, 6 → 6个月. */
export function monthsLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12}年` : `${months}个月`;
}

/** What a plan saves against its list price ('' when none). */
export function savingLabel(price: number, originalPrice: number): string {
  return originalPrice > price ? `省${yuan(originalPrice - price)}` : '';
}

export type TAppTone = 'open' | 'soon' | 'ended' | 'none';

/** How an app's card looks: open, ending within the reminder window, ended, or never opened. */
export function appTone(app: { type: number; daysLeft: number }): TAppTone {
  if (app.type === APP_USE_TYPE.allowed) return app.daysLeft <= APP_EXPIRY_REMIND_DAYS ? 'soon' : 'open';
  return app.type === APP_USE_TYPE.trialOffered ? 'none' : 'ended';
}

/** The line under an app's name. */
export function appExpiryLine(app: { type: number; expire: string; daysLeft: number; isTrial: boolean }): string {
  const day = app.expire.slice(0, 10);
  if (app.type === APP_USE_TYPE.allowed) return `${app.isTrial ? '试用' : ''}至 ${day}，剩余${app.daysLeft}天`;
  if (app.type === APP_USE_TYPE.trialOffered) return '尚未开通';
  return `已于 ${day} ${app.isTrial ? '结束试用' : '到期'}`;
}

/** 开通 for an app that was never paid for (or whose trial ended), 续费 otherwise. */
export function buyLabel(app: { type: number; isTrial: boolean }): string {
  return app.type === APP_USE_TYPE.trialOffered || app.isTrial ? '开通' : '续费';
}
