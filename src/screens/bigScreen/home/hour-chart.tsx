import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { HourUsage } from '../../../api/contract/well/big-screen';
import { bigScreenTexts } from '../../../i18n/zh-CN/big-screen';
import { chartAxis } from '../../../ui/chart/chart-theme';
import { uplotStyles } from '../../../ui/chart/uplot.styles';
import { useStyles } from '../../../ui/styles/use-styles';
import { HOUR_CHART_COLORS } from './hour-chart-colors';

const t = bigScreenTexts.hours;

const FONT = '16px sans-serif';

export interface HourChartProps {
  hours: readonly HourUsage[];
  /** The last hour drawn (the current one today): the hours still to come are left empty, not drawn at zero. */
  untilHour: number;
}

const upToMax = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.15 : 1];

/** uPlot's options for today's hours in a `width` × `height` box: water as bars (m³, left axis), power as a line (kWh, right axis). */
function hourChartOptions(width: number, height: number): uPlot.Options {
  const axis = { ...chartAxis(HOUR_CHART_COLORS), font: FONT, labelFont: FONT };
  return {
    width,
    height,
    legend: { show: false },
    // the stage is scaled by a transform, which uPlot's cursor does not follow; the figures are in the rankings
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, 23.5] }, water: { range: upToMax }, power: { range: upToMax } },
    series: [
      {},
      {
        label: t.water,
        scale: 'water',
        stroke: HOUR_CHART_COLORS.water,
        fill: HOUR_CHART_COLORS.water,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.6, 24] }),
        points: { show: false },
      },
      { label: t.power, scale: 'power', stroke: HOUR_CHART_COLORS.power, width: 3, points: { show: true, size: 6 } },
    ],
    axes: [
      { ...axis, incrs: [1, 2, 3, 4, 6], values: (_u, splits) => splits.map((h) => `${h}时`) },
      { ...axis, scale: 'water', size: 72 },
      { ...axis, scale: 'power', side: 1, size: 72, grid: { show: false } },
    ],
  };
}

/** Today's water and power by hour, drawn by uPlot to the size of its box (its own chunk: lazy-hour-chart.ts). */
export function HourChart({ hours, untilHour }: HourChartProps) {
  useStyles(uplotStyles);
  const plotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = plotRef.current!;
    const shown = (v: number, hour: number) => (hour <= untilHour ? v : null);
    const data: uPlot.AlignedData = [
      hours.map((h) => h.hour),
      hours.map((h) => shown(h.waterM3, h.hour)),
      hours.map((h) => shown(h.powerKwh, h.hour)),
    ];
    const plot = new uPlot(hourChartOptions(el.clientWidth || 760, el.clientHeight || 220), data, el);
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0 && (el.clientWidth !== plot.width || el.clientHeight !== plot.height))
        plot.setSize({ width: el.clientWidth, height: el.clientHeight });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [hours, untilHour]);
  return <div ref={plotRef} className="irr-bs-chart-plot" role="img" aria-label={t.label} />;
}
