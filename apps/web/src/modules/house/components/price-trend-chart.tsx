import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type TTrendSeries = { name: string; values: (number | null)[] };

type TProps = { labels: string[]; series: TTrendSeries[]; unit: string; height?: number };

const COLORS = ['#2e64ff', '#ff7a1a', '#13ad6b'];

/**
 * The price trend line chart. Loaded lazily (React.lazy) by the detail page only, so ECharts never
 * weighs on the first screen's 200 KB budget (scripts/check-bundle-size.mjs).
 */
export default function PriceTrendChart({ labels, series, unit, height = 200 }: TProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current, undefined, { renderer: 'canvas' });
    chart.setOption({
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
        areaStyle:
          i === 0
            ? {
                color: new echarts.graphic.LinearGradient(0, 0, 0, 1, [
                  { offset: 0, color: 'rgba(46,100,255,0.18)' },
                  { offset: 1, color: 'rgba(46,100,255,0)' },
                ]),
              }
            : undefined,
      })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [labels, series, unit]);
  return <div ref={box} style={{ width: '100%', height }} role="img" aria-label="价格走势图" />;
}
