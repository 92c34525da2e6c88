import { useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import { wellCurveTexts as t } from '../../i18n/zh-CN/well-curve';
import { AXIS_COLORS, resolveColors } from '../../ui/chart/chart-theme';
import { uplotStyles } from '../../ui/chart/uplot.styles';
import { useStyles } from '../../ui/styles/use-styles';
import { CURVE_CHART_HEIGHT, CURVE_CHARTS, curveChart, type CurveAnswer, type CurveColors } from './curve-options';
import { CurveReadout } from './curve-readout';
import { wellCurveStyles } from './well-curve.styles';

const CURVE_COLORS = {
  line: { property: '--irr-primary', fallback: '#0958d9' },
  band: { property: '--irr-primary-soft', fallback: '#e6f4ff' },
  bound: { property: '--irr-danger', fallback: '#d92d20' },
  ...AXIS_COLORS,
} as const;

const colorsOf = (el: Element): CurveColors => resolveColors(el, CURVE_COLORS);

/**
 * The curve's three charts stacked (水位埋深, 电流, 流量), each a uPlot as wide as the panel
 * (redrawn when it resizes), sharing the time axis and one cursor, with the readout of the point
 * under it.
 */
export function CurveCharts({ answer }: { answer: CurveAnswer }) {
  useStyles(uplotStyles, wellCurveStyles);
  const syncKey = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  useEffect(() => {
    const root = frame.current!;
    const boxes = [...root.querySelectorAll<HTMLElement>('.irr-curve-plot')];
    const colors = colorsOf(root);
    const plots = boxes.map((box, i) => {
      const { options, data } = curveChart(CURVE_CHARTS[i]!.key, answer, box.clientWidth || 600, colors, syncKey, setCursor);
      return new uPlot(options, data, box);
    });
    const observer = new ResizeObserver(() => {
      const width = boxes[0]!.clientWidth;
      for (const plot of plots) if (width > 0 && width !== plot.width) plot.setSize({ width, height: CURVE_CHART_HEIGHT });
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      for (const plot of plots) plot.destroy();
      setCursor(null);
    };
  }, [answer, syncKey]);
  const last = answer.t.length - 1;
  return (
    <div ref={frame} className="irr-curve-charts">
      <CurveReadout answer={answer} index={cursor ?? last} />
      {CURVE_CHARTS.map((c) => (
        <div key={c.key} className="irr-curve-plot" data-key={c.key} role="img" aria-label={t.chart(c.title, c.unit)} />
      ))}
    </div>
  );
}
