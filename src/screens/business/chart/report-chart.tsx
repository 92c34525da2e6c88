import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ReportDimension } from '../../../api/contract/money/report';
import { AXIS_COLORS, resolveColors } from '../../../ui/chart/chart-theme';
import { useStyles } from '../../../ui/styles/use-styles';
import { tokens } from '../../../ui/theme/tokens';
import { CHART_HEIGHT, chartOptions, type ChartColors } from './chart-options';
import type { ChartRow, ChartSeries } from './chart-series';
import { reportChartStyles } from './report-chart.styles';

export interface ReportChartProps {
  dimension: ReportDimension;
  /** The rows drawn: every day or month of the range, or the page's places, wells or farmers. */
  rows: readonly ChartRow[];
  /** The series drawn (chartSeries), with their titles. */
  series: readonly ChartSeries[];
  /** The figure's accessible name. */
  label: string;
}

/** Each series' colour: a theme token, the same on the canvas (resolved) and in the caption (as CSS). */
const SERIES_TOKENS = {
  water: { property: '--irr-primary', fallback: '#0958d9', css: tokens.primary },
  revenue: { property: '--irr-success', fallback: '#00b42a', css: tokens.success },
} as const;

const colorsOf = (el: Element): ChartColors =>
  resolveColors(el, { water: SERIES_TOKENS.water, revenue: SERIES_TOKENS.revenue, ...AXIS_COLORS });

/**
 * A report's chart drawn by uPlot on a canvas as wide as the figure (redrawn when it resizes):
 * water and revenue over the range's days or months, or the water of the page's rows. The caption
 * names the series with their colours (uPlot's own legend is off).
 */
export function ReportChart({ dimension, rows, series, label }: ReportChartProps) {
  useStyles(...reportChartStyles);
  const plotRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = plotRef.current!;
    const { options, data } = chartOptions(dimension, rows, series, el.clientWidth || 600, colorsOf(el));
    const plot = new uPlot(options, data, el);
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height: CHART_HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [dimension, rows, series]);
  return (
    <figure className="irr-report-chart" part="chart">
      <div ref={plotRef} className="irr-report-chart-plot" role="img" aria-label={`${label}：${series.map((s) => s.title).join('、')}`} />
      <figcaption>
        {series.map((s) => (
          <span key={s.key}>
            <span className="irr-report-chart-key" aria-hidden="true" style={{ background: SERIES_TOKENS[s.key].css }} />
            {s.title}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
