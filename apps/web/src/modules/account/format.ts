import { localTime, parseChinaTime } from '@awb/contract/common/china-time';

/**
 * `2025年7月3日 09:05`: an answer's time as sent (Beijing `YYYY-MM-DD HH:mm`); a Date in the phone's
 * time zone.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const text = typeof value === 'string' ? value : Number.isNaN(value.getTime()) ? '' : localTime(value);
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(text);
  return m && parseChinaTime(text) ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日 ${m[4]}` : '';
}

/** Whole days from `now` until an answer's time (Beijing), rounded up; 0 when past. */
export function daysUntil(value: string | null | undefined, now: Date = new Date()): number {
  const at = parseChinaTime(value);
  if (!at) return 0;
  const ms = at.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** The role shown in the personal centre: 管理员, else the roles held (店长、组长), else 经纪人. */
export function roleName(user: { isManager: boolean; roleNames?: string[] }): string {
  if (user.isManager) return '管理员';
  return user.roleNames?.length ? user.roleNames.join('、') : '经纪人';
}
