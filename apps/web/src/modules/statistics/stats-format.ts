import {
  BUSINESS_METRIC_NAMES,
  type TBusinessMetric,
  type TBusinessStatistics,
  type TCustomerTable,
  type THouseTable,
} from '@awb/contract/statistics.contract';
import { DATE_TYPE, DATE_TYPE_NAMES } from '@awb/contract/statistics-period';

/** The period switch: 今日 本周 本月 本年 自定义. */
export const PERIOD_OPTIONS = [DATE_TYPE.today, DATE_TYPE.week, DATE_TYPE.month, DATE_TYPE.year, DATE_TYPE.custom].map(
  (value) => ({ value, label: DATE_TYPE_NAMES[value] ?? '' }),
);

export type TStatsFilters = {
  type: number;
  dateType: number;
  startDate: string;
  endDate: string;
  deptIds: number[];
  userIds: number[];
};

export const DEFAULT_FILTERS: TStatsFilters = {
  type: 0,
  dateType: DATE_TYPE.month,
  startDate: '',
  endDate: '',
  deptIds: [],
  userIds: [],
};

/** "11-01 至 11-23", or the single day. */
export function periodLabel(p: { startDate: string; endDate: string }): string {
  if (!p.startDate) return '';
  return p.startDate === p.endDate ? p.startDate : `${p.startDate} 至 ${p.endDate}`;
}

/**
 * Money figures (in 元) of one card with one unit for all of them, named in each label: 万元 when the
 * largest is 10,000 or more, else 元, so that figures side by side always compare.
 */
export function moneyFigures(items: readonly (readonly [string, number])[]): { label: string; value: string }[] {
  const inTenThousands = items.some(([, n]) => Math.abs(n) >= 10_000);
  return items.map(([name, n]) =>
    inTenThousands
      ? { label: `${name}(万元)`, value: (n / 10_000).toFixed(2).replace(/\.?0+$/, '') }
      : { label: `${name}(元)`, value: String(Math.round(n * 100) / 100) },
  );
}

/** The lines of the trend chart. */
export const TREND_METRICS: TBusinessMetric[] = [
  'newHouseCount',
  'newCustomerCount',
  'customerFollowCount',
  'visitCount',
];

/** The daily series as chart axes and lines: dates as MM-DD, one line per metric. */
export function trendSeries(series: TBusinessStatistics['series'], metrics: TBusinessMetric[] = TREND_METRICS) {
  return {
    dates: series.map((d) => d.date.slice(5)),
    lines: metrics.map((m) => ({ name: BUSINESS_METRIC_NAMES[m], data: series.map((d) => d[m]) })),
  };
}

/** A line chart option of the daily series (echarts option object). */
export function trendOption(series: TBusinessStatistics['series']) {
  const { dates, lines } = trendSeries(series);
  return {
    color: ['#2e64ff', '#ff7a1a', '#13ad6b', '#6a52f5'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
    grid: { left: 32, right: 12, top: 36, bottom: 24 },
    xAxis: { type: 'category', data: dates, boundaryGap: false, axisLabel: { fontSize: 10 } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 10 } },
    series: lines.map((l) => ({ ...l, type: 'line', symbol: dates.length > 31 ? 'none' : 'circle' })),
  };
}

/** A grouped bar chart of table rows: one bar group per department or agent. */
export function barOption(
  table: THouseTable | TCustomerTable,
  bars: { key: string; name: string }[],
  colors: string[] = ['#2e64ff', '#13ad6b'],
) {
  const rows = table.rows as unknown as (Record<string, number> & { name: string })[];
  return {
    color: colors,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
    grid: { left: 32, right: 12, top: 36, bottom: 40 },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      axisLabel: { fontSize: 10, interval: 0, rotate: rows.length > 4 ? 30 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 10 } },
    series: bars.map((b) => ({ name: b.name, type: 'bar', barMaxWidth: 16, data: rows.map((r) => r[b.key] ?? 0) })),
  };
}

/** Whether a table has nothing to show. */
export function tableIsEmpty(table: { rows: unknown[]; total: Record<string, number> }): boolean {
  return table.rows.length === 0;
}
