import { LineChart } from 'echarts/charts';
import { use } from 'echarts/core';
import { EChart, type TChartOption } from '../../../ui/echart.tsx';

// The shared canvas registers bar charts and the rest; the trend needs the line chart too.
use([LineChart]);

/**
 * The statistics charts (line and bar) on the shared ECharts canvas. Loaded lazily by the page, so
 * ECharts never weighs on the first screen.
 */
export default function StatsChart({ option, height, label }: { option: object; height: number; label: string }) {
  return <EChart option={option as TChartOption} height={height} label={label} />;
}
