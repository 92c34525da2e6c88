import uPlot from 'uplot';
import type { CallResponse } from '../../api/contract/define-call';
import type { curve } from '../../api/contract/well/history';
import { wellCurveTexts as t } from '../../i18n/zh-CN/well-curve';
import { chartAxis } from '../../ui/chart/chart-theme';
import { businessNow } from '../../ui/date-range';

export type CurveAnswer = CallResponse<typeof curve>;

/** The three charts, top to bottom: what each draws, its unit and the decimals of its readout. */
export const CURVE_CHARTS = [
  { key: 'level', title: t.level, unit: t.levelUnit, decimals: 2 },
  { key: 'current', title: t.current, unit: t.currentUnit, decimals: 1 },
  { key: 'flow', title: t.flow, unit: t.flowUnit, decimals: 3 },
] as const;
export type CurveChartKey = (typeof CURVE_CHARTS)[number]['key'];

/** One chart's height in CSS pixels, its time axis included. */
export const CURVE_CHART_HEIGHT = 150;

/** Colours on the canvas, read from the element's theme (canvas takes no CSS variables). */
export interface CurveColors {
  line: string;
  band: string;
  bound: string;
  text: string;
  grid: string;
}

/** A scale around its values, with room above and below; [0, 1] when it has none (a series of gaps). */
const around = (_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax => {
  if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const room = max > min ? (max - min) * 0.1 : Math.max(Math.abs(max) * 0.1, 0.5);
  return [min - room, max + room];
};

/** The values with no neighbour to join (between gaps) as points when the others are not: a lone hour would not show. */
const lonePoints = (u: uPlot, seriesIdx: number, show: boolean): number[] | null => {
  if (show) return null;
  const ys = u.data[seriesIdx]!;
  const lone: number[] = [];
  for (let i = 0; i < ys.length; i++) if (ys[i] != null && ys[i - 1] == null && ys[i + 1] == null) lone.push(i);
  return lone.length ? lone : null;
};

/** Times on the axes in the merchants' wall clock (China time), whatever the browser's zone. */
const chinaDate = (ts: number) => businessNow(ts * 1000);

const TICK = {
  seconds: uPlot.fmtDate('{HH}:{mm}:{ss}'),
  time: uPlot.fmtDate('{HH}:{mm}'),
  dayTime: uPlot.fmtDate('{MM}-{DD} {HH}:{mm}'),
  day: uPlot.fmtDate('{MM}-{DD}'),
  month: uPlot.fmtDate('{YYYY}-{MM}'),
};
const DAY_S = 86_400;

/**
 * The time axis's ticks as a Chinese console writes them (24-hour, month-day), not uPlot's
 * 12-hour American defaults: hours with the date where a day starts (and on the first tick), days,
 * or months, by the ticks' spacing `incr` (seconds); ticks less than a minute apart (a day of a
 * well that began reporting minutes ago) with their seconds, which would all read the same minute.
 */
export const timeTicks = (_u: uPlot, splits: number[], _axis: number, _space: number, incr: number): string[] =>
  splits.map((s, i) => {
    const d = chinaDate(s);
    if (incr < 60) return i === 0 ? TICK.dayTime(d) : TICK.seconds(d);
    if (incr < DAY_S) return i === 0 || (d.getHours() === 0 && d.getMinutes() === 0) ? TICK.dayTime(d) : TICK.time(d);
    return incr < 28 * DAY_S ? TICK.day(d) : TICK.month(d);
  });

/**
 * uPlot's options and data for one of the curve's charts, `width` pixels wide, in the cursor's
 * sync group `syncKey` (the three share the time axis and the cursor). The level's chart draws
 * the well's bounds dashed and, for hourly and daily points, the band from the lowest to the
 * highest; nulls are gaps.
 */
export function curveChart(
  key: CurveChartKey,
  answer: CurveAnswer,
  width: number,
  colors: CurveColors,
  syncKey: string,
  onCursor: (index: number | null) => void,
): { options: uPlot.Options; data: uPlot.AlignedData } {
  const chart = CURVE_CHARTS.find((c) => c.key === key)!;
  const axis = chartAxis(colors);
  const line = { stroke: colors.line, width: 1.5, spanGaps: false, points: { show: answer.t.length <= 60, size: 4, filter: lonePoints } };
  const series: uPlot.Series[] = [{}, { label: `${chart.title}(${chart.unit})`, ...line }];
  const data: (number | null)[][] = [answer.t, answer[key]];
  const bands: uPlot.Band[] = [];
  if (key === 'level') {
    const bound = (label: string, value: number) => {
      series.push({ label, stroke: colors.bound, width: 1, dash: [6, 4], points: { show: false } });
      data.push(answer.t.map(() => value));
    };
    bound(t.levelMin, answer.levelMin);
    bound(t.levelMax, answer.levelMax);
    if (answer.step !== 'report') {
      series.push({ label: t.levelBand, stroke: colors.band, width: 0, spanGaps: false, points: { show: false } });
      data.push(answer.levelHigh);
      series.push({ label: t.levelBand, stroke: colors.band, width: 0, spanGaps: false, points: { show: false } });
      data.push(answer.levelLow);
      bands.push({ series: [4, 5], fill: colors.band });
    }
  }
  return {
    options: {
      width,
      height: CURVE_CHART_HEIGHT,
      legend: { show: false },
      tzDate: chinaDate,
      cursor: { sync: { key: syncKey }, drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: around } },
      series,
      bands,
      axes: [
        { ...axis, values: timeTicks },
        { ...axis, label: `${chart.title}(${chart.unit})`, size: 64 },
      ],
      hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] },
    },
    data: data as uPlot.AlignedData,
  };
}
