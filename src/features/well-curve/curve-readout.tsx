import { wellCurveTexts as t } from '../../i18n/zh-CN/well-curve';
import { businessNow, formatDateTime } from '../../ui/date-range';
import { CURVE_CHARTS, type CurveAnswer } from './curve-options';

/** A point's time as the readout writes it: `yyyy-MM-dd HH:mm`, China time. */
export const pointTime = (seconds: number) => formatDateTime(businessNow(seconds * 1000)).slice(0, 16);

/** A value with its unit and fixed decimals, "—" for a gap. */
export const pointValue = (value: number | null | undefined, decimals: number, unit: string) =>
  value === null || value === undefined ? t.none : `${value.toFixed(decimals)} ${unit}`;

/** The values of the point under the cursor (the last point when the cursor is off the charts). */
export function CurveReadout({ answer, index }: { answer: CurveAnswer; index: number }) {
  const seconds = answer.t[index];
  return (
    <dl className="irr-curve-readout" aria-label={t.readout}>
      <div data-key="time">
        <dt>{t.time}</dt>
        <dd>{seconds === undefined ? t.none : pointTime(seconds)}</dd>
      </div>
      {CURVE_CHARTS.map((c) => (
        <div key={c.key} data-key={c.key}>
          <dt>{c.title}</dt>
          <dd>{pointValue(answer[c.key][index], c.decimals, c.unit)}</dd>
        </div>
      ))}
    </dl>
  );
}
