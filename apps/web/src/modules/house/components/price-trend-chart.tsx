import { LineChart } from 'echarts/charts';
import { use } from 'echarts/core';
import { useMemo } from 'react';
import { EChart, type TChartOption } from '../../../ui/echart.tsx';

// The shared canvas registers bar charts and the rest; the trend needs the line chart too.
use([LineChart]);

export type TTrendSeries = { name: string; values: (number | null)[] };

type TProps = { labels: string[]; series: TTrendSeries[]; unit: string; height?: number };

const COLORS = ['#2e64ff', '#ff7a1a', '#13ad6b'];

/** The first line's area: the brand blue fading to nothing downwards. */
const AREA = {
  color: {
    type: 'linear',
    x: 0,
    y: 0,
    x2: 0,
    y2: 1,
    colorStops: [
      { offset: 0, color: 'rgba(46,100,255,0.18)' },
      { offset: 1, color: 'rgba(46,100,255,0)' },
    ],
  },
};

/** The line chart's option: one smooth line per series, the first one shaded. */
export function priceTrendOption({ labels, series, unit }: Omit<TProps, 'height'>): TChartOption {
  return {
    color: COLORS,
    grid: { left: 8, right: 12, top: series.length > 1 ? 32 : 16, bottom: 4, containLabel: true },
    legend:
      series.length > 1 ? { top: 0, left: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } } : undefined,
    tooltip: {
      trigger: 'axis',
      confine: true,
      valueFormatter: (v: unknown) =>
        v === null || v === undefined ? '—' : `${Number(v).toLocaleString('zh-CN')}${unit}`,
    },
    xAxis: {
      type: 'category',
      data: labels,
      boundaryGap: false,
      axisLine: { lineStyle: { color: '#e5e6eb' } },
      axisTick: { show: false },
      axisLabel: { color: '#86909c', fontSize: 10 },
    },
    yAxis: {
      type: 'value',
      scale: true,
      splitNumber: 4,
      splitLine: { lineStyle: { color: '#f2f3f5' } },
      axisLabel: { color: '#86909c', fontSize: 10 },
    },
    series: series.map((s, i) => ({
      name: s.name,
      type: 'line',
      smooth: true,
      symbol: 'circle',
      symbolSize: 5,
      connectNulls: true,
      data: s.values,
      lineStyle: { width: 2 },
      areaStyle: i === 0 ? AREA : undefined,
    })),
  };
}

/**
 * The price trend line chart on the shared ECharts canvas. Loaded lazily (React.lazy) by the detail
 * page only, so ECharts never weighs on the first screen's 200 KB budget (scripts/check-bundle-size.mjs).
 */
export default function PriceTrendChart({ labels, series, unit, height = 200 }: TProps) {
  const option = useMemo(() => priceTrendOption({ labels, series, unit }), [labels, series, unit]);
  return <EChart option={option} height={height} label="价格走势图" />;
}
