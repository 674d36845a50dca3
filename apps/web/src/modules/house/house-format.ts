import { localDay } from '@awb/contract/common/china-time';

/** Display helpers of the house book (pure; tested in house-format.test.ts). */

/** The local day `days` days before today (today counts as the first of them). */
export function daysAgo(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return localDay(d);
}

/** 3室2厅1卫; parts that are zero or unknown are left out (a studio shows 开间 when nothing is known). */
export function layoutText(room?: number | null, hall?: number | null, showerRoom?: number | null): string {
  const parts: string[] = [];
  if (room) parts.push(`${room}室`);
  if (hall) parts.push(`${hall}厅`);
  if (showerRoom) parts.push(`${showerRoom}卫`);
  return parts.join('') || '开间';
}

/** Drops trailing zeros: 89.50 → 89.5, 120.00 → 120. */
export function trimNumber(value: number | string | null | undefined, digits = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return String(Number(n.toFixed(digits)));
}

/**
 * `n.toLocaleString('zh-CN')` (56000 → 56,000) without Intl for whole numbers: the first Intl formatter a
 * page creates loads the locale's data, tens of milliseconds of main-thread work on the listing tab's first
 * render (Total Blocking Time). Other numbers still go through Intl.
 */
export function groupedNumber(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('zh-CN');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** Sale price in 万 as shown on cards: 320万; empty when unknown. */
export function wanText(value: number | string | null | undefined): string {
  const t = trimNumber(value);
  return t ? `${t}万` : '';
}

/** Joins the non-empty parts with a middle dot. */
export function dotJoin(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}

export { timeAgo } from '../../ui/time-ago.ts';
