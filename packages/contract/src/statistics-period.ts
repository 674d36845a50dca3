import { chinaDay, chinaDayStart } from './common/china-time.ts';

/**
 * The statistics period (经营统计, docs/statistics.md): dateType 1 今日, 2 本周 (from Monday),
 * 3 本月, 4 本年 — each up to today — or 5 自定义 with startDate and endDate. Days are China days
 * (UTC+8) whoever asks. Pure, shared by the server (the SQL range) and the web (the labels).
 */
export const DATE_TYPE = { today: 1, week: 2, month: 3, year: 4, custom: 5 } as const;
export const DATE_TYPE_NAMES: Record<number, string> = { 1: '今日', 2: '本周', 3: '本月', 4: '本年', 5: '自定义' };

/** The longest custom range, in days (both ends counted). */
export const STATS_MAX_RANGE_DAYS = 366;

export const STATS_MSG = {
  dateFormat: '日期格式不正确',
  dateRequired: '请选择开始日期和结束日期',
  dateOrder: '开始日期不能晚于结束日期',
  rangeTooLong: `自定义时间范围不能超过${STATS_MAX_RANGE_DAYS}天`,
  typeInvalid: '统计类型不正确',
  dateTypeInvalid: '时间类型不正确',
} as const;

const DAY_MS = 86_400_000;

export type TStatsPeriod = {
  dateType: number;
  /** First and last China day, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The instants that bound the period: [from, to). */
  from: Date;
  to: Date;
  /** Number of days. */
  days: number;
};

/** Whether a text is a real calendar day in the form YYYY-MM-DD. */
export function isDayText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The day `n` days after a day (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted (1 for the same day). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** What is wrong with a custom range, or null (the schema reports it with these messages). */
export function customRangeProblem(startDate?: string, endDate?: string): string | null {
  if (!startDate || !endDate) return STATS_MSG.dateRequired;
  if (!isDayText(startDate) || !isDayText(endDate)) return STATS_MSG.dateFormat;
  if (startDate > endDate) return STATS_MSG.dateOrder;
  if (daysBetween(startDate, endDate) > STATS_MAX_RANGE_DAYS) return STATS_MSG.rangeTooLong;
  return null;
}

/** The period a request asks for at `now` (a custom range must have passed customRangeProblem). */
export function statsPeriod(dateType: number, now: Date, startDate = '', endDate = ''): TStatsPeriod {
  const today = chinaDay(now);
  let start = today;
  let end = today;
  if (dateType === DATE_TYPE.week) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    start = addDays(today, -((weekday + 6) % 7));
  } else if (dateType === DATE_TYPE.month) {
    start = `${today.slice(0, 8)}01`;
  } else if (dateType === DATE_TYPE.year) {
    start = `${today.slice(0, 5)}01-01`;
  } else if (dateType === DATE_TYPE.custom) {
    start = startDate;
    end = endDate;
  }
  return {
    dateType,
    startDate: start,
    endDate: end,
    from: chinaDayStart(start),
    to: chinaDayStart(addDays(end, 1)),
    days: daysBetween(start, end),
  };
}

/** Every day of a period, in order (for a series without gaps). */
export function periodDays(period: { startDate: string; endDate: string }): string[] {
  const out: string[] = [];
  for (let d = period.startDate; d <= period.endDate; d = addDays(d, 1)) out.push(d);
  return out;
}
