/**
 * The one time format of the API (docs/api.md "Times"): the seeds' `YYYY-MM-DD HH:mm` for a moment
 * and `YYYY-MM-DD` for a day, both in Beijing time (UTC+8 all year, no daylight saving), '' when
 * there is none. Pure and import-free: the server formats with it, the web parses with it.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `2026-11-23 09:00` or ''. */
export const TIME_PATTERN = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/;
/** `2026-11-23` or ''. */
export const DAY_PATTERN = /^(\d{4}-\d{2}-\d{2})?$/;

/** A moment as `YYYY-MM-DD HH:mm` in Beijing time, '' for none. */
export function formatTime(at: Date | null | undefined): string {
  if (!at || Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The Beijing calendar day of a moment, `YYYY-MM-DD`. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a Beijing calendar day starts. */
export function chinaDayStart(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - CHINA_OFFSET_MS);
}

/**
 * The moment of an answer's time (`YYYY-MM-DD HH:mm`, or a day at 00:00) read as Beijing time,
 * whatever the phone's time zone; null for '' or anything else.
 */
export function parseChinaTime(text: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) - CHINA_OFFSET_MS;
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** A moment to the second in Beijing time, `2026-11-26 13:05:09` (the signed contracts' times). */
export function formatSecondTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Beijing month of a moment, `YYYY-MM`. */
export function chinaMonth(at: Date): string {
  return chinaDay(at).slice(0, 7);
}

/** The `count` Beijing months up to the one of `at`, oldest first, each `YYYY-MM`. */
export function chinaMonthsUpTo(at: Date, count: number): string[] {
  const [year, month] = chinaMonth(at).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) out.push(new Date(Date.UTC(year, month - 1 - i, 1)).toISOString().slice(0, 7));
  return out;
}

/** `11月24日 09:00`: a moment's Beijing month, day and time, for reminders. */
export function chinaMonthDayTime(at: Date): string {
  const t = formatTime(at);
  return t ? `${Number(t.slice(5, 7))}月${Number(t.slice(8, 10))}日 ${t.slice(11)}` : '';
}

/** `2026年11月26日` of a text that starts with `YYYY-MM-DD` (a Beijing day or time). */
export function chineseDay(text: string): string {
  const [y, m, d] = text.slice(0, 10).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/**
 * The phone's own calendar day of a Date, `YYYY-MM-DD`: for what a date picker gives (local midnight
 * of the day picked) and for "once a day" on the phone. Not for a moment from the server: that is
 * Beijing text already (`formatTime`, `chinaDay`).
 */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
}

/** The phone's own wall-clock time of a Date, `YYYY-MM-DD HH:mm` (see `localDay`). */
export function localTime(at: Date): string {
  return `${localDay(at)} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
