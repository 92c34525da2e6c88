import uPlot from 'uplot';
import type { ReportDimension } from '../../../api/contract/money/report';
import { chartAxis } from '../../../ui/chart/chart-theme';
import type { ChartRow, ChartSeries } from './chart-series';

/** The chart's height in CSS pixels (its width is the figure's). */
export const CHART_HEIGHT = 260;

/** Colours on the canvas, read from the element's theme (canvas takes no CSS variables). */
export interface ChartColors {
  water: string;
  revenue: string;
  text: string;
  grid: string;
}

/** The x axis' text of a row: a day without its year (MM-dd), a month as it is, a name cut to 8 characters. */
function tickText(dimension: ReportDimension, row: ChartRow): string {
  if (dimension === 'day') return row.label.slice(5);
  return row.label.length > 8 ? `${row.label.slice(0, 7)}…` : row.label;
}

/** Whole steps only: the x values are the rows' positions. */
const ROW_STEPS = [1, 2, 3, 5, 7, 10, 14, 15, 20, 30, 50, 100];
const upToMax = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1];

/** uPlot's options and data for a report's rows, `width` pixels wide. */
export function chartOptions(
  dimension: ReportDimension,
  rows: readonly ChartRow[],
  shown: readonly ChartSeries[],
  width: number,
  colors: ChartColors,
): { options: uPlot.Options; data: uPlot.AlignedData } {
  const ticks = rows.map((r) => tickText(dimension, r));
  const overTime = dimension === 'day' || dimension === 'month';
  const title = (key: ChartSeries['key']) => shown.find((s) => s.key === key)?.title ?? key;
  const revenue = shown.some((s) => s.key === 'revenue');
  const axis = chartAxis(colors);
  const bars = uPlot.paths.bars!({ size: [0.6, 48] });
  const series: uPlot.Series[] = [
    {},
    { label: title('water'), scale: 'water', stroke: colors.water, fill: colors.water, width: 0, paths: bars, points: { show: false } },
  ];
  const axes: uPlot.Axis[] = [
    { ...axis, space: overTime ? 40 : 64, incrs: ROW_STEPS, values: (_u, splits) => splits.map((i) => ticks[i] ?? '') },
    { ...axis, scale: 'water', label: title('water'), size: 64 },
  ];
  const data: uPlot.AlignedData = [rows.map((_, i) => i), rows.map((r) => r.water)];
  if (revenue) {
    series.push({ label: title('revenue'), scale: 'yuan', stroke: colors.revenue, width: 2, points: { show: rows.length <= 31, size: 5 } });
    axes.push({ ...axis, scale: 'yuan', side: 1, label: title('revenue'), size: 64, grid: { show: false } });
    data.push(rows.map((r) => r.revenue));
  }
  return {
    options: {
      width,
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, water: { range: upToMax }, yuan: { range: upToMax } },
      series,
      axes,
    },
    data,
  };
}
