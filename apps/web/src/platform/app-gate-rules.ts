import { APP_USE_TYPE, GATED_APPS } from '@awb/contract/common/apps';

/** What the client does with an `appUseSwitch` answer (seed 000 §4). */
export type TGateStep = 'proceed' | 'remind' | 'notOpened' | 'expired' | 'trial';

/** Which apps the reminder was last shown for: app type → local day `YYYY-MM-DD`. */
export type TReminderRecord = Record<string, string>;

export function isGatedApp(appType: number): boolean {
  return (GATED_APPS as readonly number[]).includes(appType);
}

/** Type 0 proceeds (with a reminder when `info` is set), 1 and 2 stop, 3 offers a trial, anything else proceeds. */
export function gateStep(result: { type: number; info: string }): TGateStep {
  switch (result.type) {
    case APP_USE_TYPE.allowed:
      return result.info.trim() ? 'remind' : 'proceed';
    case APP_USE_TYPE.notOpened:
      return 'notOpened';
    case APP_USE_TYPE.expired:
      return 'expired';
    case APP_USE_TYPE.trialOffered:
      return 'trial';
    default:
      return 'proceed';
  }
}

/** The local calendar day, so "once a day" follows the user's own midnight. */
export { localDay } from '@awb/contract/common/china-time';

/** The expiry reminder shows at most once a day per app. */
export function shouldRemind(record: TReminderRecord, appType: number, today: string): boolean {
  return record[String(appType)] !== today;
}

/** The record after showing the reminder today; entries of other days are dropped, other apps of today kept. */
export function markReminded(record: TReminderRecord, appType: number, today: string): TReminderRecord {
  const kept = Object.fromEntries(Object.entries(record).filter(([, day]) => day === today));
  return { ...kept, [String(appType)]: today };
}

/** Reads a stored record defensively: anything that is not a map of strings counts as empty. */
export function parseReminderRecord(value: unknown): TReminderRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, day]) => typeof day === 'string')) as TReminderRecord;
}
