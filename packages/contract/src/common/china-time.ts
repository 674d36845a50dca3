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
