import type { TCustomerPortrait } from '@awb/contract/customer-rows';
import type { TChartOption } from '../../ui/echart.tsx';

const BLUE = '#2e64ff';
const ORANGE = '#ff8a3d';
const MUTED = '#86909c';

/** 冷 / 温 / 热: the word under the heat gauge. */
export function heatWord(heat: number): string {
  if (heat >= 70) return '高意向';
  if (heat >= 40) return '有意向';
  return '待激活';
}

/** The heat gauge: 0–100 on a half ring, coloured from cool blue to hot red. */
export function heatOption(heat: number): TChartOption {
  return {
    series: [
      {
        type: 'gauge',
        startAngle: 200,
        endAngle: -20,
        min: 0,
        max: 100,
        radius: '100%',
        center: ['50%', '62%'],
        progress: {
          show: true,
          width: 12,
          roundCap: true,
          itemStyle: { color: heat >= 70 ? '#f53f3f' : heat >= 40 ? ORANGE : BLUE },
        },
        axisLine: { lineStyle: { width: 12, color: [[1, '#eef1f6']] }, roundCap: true },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        title: { show: true, offsetCenter: [0, '28%'], fontSize: 12, color: MUTED },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, '-8%'],
          fontSize: 28,
          fontWeight: 700,
          color: '#1d2129',
          formatter: '{value}',
        },
        data: [{ value: heat, name: heatWord(heat) }],
      },
    ],
  };
}

/** Follow-ups per month, 普通跟进 and 带看 stacked. */
export function monthlyOption(monthly: TCustomerPortrait['monthly']): TChartOption {
  return {
    grid: { left: 28, right: 8, top: 30, bottom: 24 },
    legend: { top: 0, right: 0, itemWidth: 10, itemHeight: 10, textStyle: { fontSize: 11, color: MUTED } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: monthly.map((m) => `${Number(m.month.slice(5, 7))}月`),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: '#e5e6eb' } },
      axisLabel: { color: MUTED, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitLine: { lineStyle: { color: '#f2f3f5' } },
      axisLabel: { color: MUTED, fontSize: 11 },
    },
    series: [
      {
        name: '普通跟进',
        type: 'bar',
        stack: 'f',
        barWidth: 16,
        data: monthly.map((m) => m.normal),
        itemStyle: { color: BLUE },
      },
      {
        name: '带看',
        type: 'bar',
        stack: 'f',
        barWidth: 16,
        data: monthly.map((m) => m.visit),
        itemStyle: { color: ORANGE, borderRadius: [4, 4, 0, 0] },
      },
    ],
  };
}

/** Communities visited, most first, as horizontal bars. */
export function visitedOption(visited: TCustomerPortrait['visitedCommunities']): TChartOption {
  const rows = [...visited].slice(0, 6).reverse();
  return {
    grid: { left: 8, right: 28, top: 4, bottom: 4, containLabel: true },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: rows.map((v) => v.communityName),
      axisTick: { show: false },
      axisLine: { show: false },
      axisLabel: { color: '#4e5969', fontSize: 12 },
    },
    series: [
      {
        type: 'bar',
        barWidth: 12,
        data: rows.map((v) => v.count),
        label: { show: true, position: 'right', formatter: '{c}次', color: MUTED, fontSize: 11 },
        itemStyle: { color: '#20b486', borderRadius: 6 },
      },
    ],
  };
}

/** Font size of a keyword by how often it recurs (13–22px). */
export function keywordSize(count: number, max: number): number {
  if (max <= 1) return 15;
  return Math.round(13 + ((count - 1) / (max - 1)) * 9);
}
