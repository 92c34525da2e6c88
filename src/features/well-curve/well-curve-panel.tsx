import { useEffect, useState } from 'react';
import { CURVE_RANGES, curve, type CurveRange } from '../../api/contract/well/history';
import { callApi } from '../../api/transport';
import { wellCurveTexts as t } from '../../i18n/zh-CN/well-curve';
import { formatDateTime, parseDateTime } from '../../ui/date-range';
import { formStyles } from '../../ui/form/form.styles';
import { useStyles } from '../../ui/styles/use-styles';
import { CurveCharts } from './curve-charts';
import { CURVE_CHARTS, type CurveAnswer } from './curve-options';
import { wellCurveStyles } from './well-curve.styles';

type Loaded = { status: 'loading' } | { status: 'ready'; answer: CurveAnswer } | { status: 'failed'; error: Error };

/** Whether the well sent nothing in the span: every level, current and flow a gap. */
const silent = (answer: CurveAnswer) => CURVE_CHARTS.every((c) => answer[c.key].every((v) => v === null));

/**
 * The end of the span after the one shown (as long again); undefined, the latest, once that
 * reaches the server's now (the span shown ended at it or passes it).
 */
function nextEnd(answer: CurveAnswer, latestTo: string | undefined): string | undefined {
  const from = parseDateTime(answer.from)!.getTime();
  const to = parseDateTime(answer.to)!.getTime();
  const next = new Date(to + (to - from));
  const latest = latestTo ? parseDateTime(latestTo) : null;
  return latest && next.getTime() < latest.getTime() ? formatDateTime(next) : undefined;
}

/**
 * A well's 曲线 (irrigationWell/history/curve): 日 / 周 / 月 / 年 ending now, or an earlier span
 * paged back to (上一段, 下一段, 最新); the span, the three charts with their readout; a deliberate
 * message when the well sent nothing in the span, and a retry when the call failed.
 */
export function WellCurvePanel({ wellId }: { wellId: number }) {
  useStyles(formStyles, wellCurveStyles);
  const [range, setRange] = useState<CurveRange>('day');
  /** The span's end; undefined: now. */
  const [end, setEnd] = useState<string | undefined>(undefined);
  /** Where the latest span of the range ended, when it was shown: what 下一段 stops at. */
  const [latestTo, setLatestTo] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    callApi(curve, end === undefined ? { wellId, range } : { wellId, range, end }).then(
      (answer) => {
        if (!live) return;
        setLoaded({ status: 'ready', answer });
        if (end === undefined) setLatestTo(answer.to);
      },
      (error: Error) => live && setLoaded({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [wellId, range, end, attempt]);
  const ready = loaded.status === 'ready' ? loaded.answer : null;
  return (
    <section className="irr-curve" data-range={range}>
      <div className="irr-curve-head">
        <div role="group" aria-label={t.rangeLabel} className="irr-curve-ranges">
          {CURVE_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className="irr-button"
              aria-pressed={r === range}
              data-primary={r === range ? '' : undefined}
              data-range={r}
              onClick={() => {
                setRange(r);
                setEnd(undefined);
              }}
            >
              {t.ranges[r]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t.pagingLabel} className="irr-curve-paging">
          <button type="button" className="irr-button" disabled={!ready} onClick={() => ready && setEnd(ready.from)}>
            {t.earlier}
          </button>
          <button
            type="button"
            className="irr-button"
            disabled={!ready || end === undefined}
            onClick={() => ready && setEnd(nextEnd(ready, latestTo))}
          >
            {t.later}
          </button>
          <button type="button" className="irr-button" disabled={end === undefined} onClick={() => setEnd(undefined)}>
            {t.latest}
          </button>
        </div>
        {ready && <span className="irr-curve-span">{t.span(ready.from, ready.to)}</span>}
      </div>
      {loaded.status === 'loading' && (
        <p className="irr-curve-state" role="status">
          {t.loading}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="irr-curve-state" role="alert">
          <p>{t.failed(loaded.error.message)}</p>
          <button type="button" className="irr-button" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </div>
      )}
      {loaded.status === 'ready' &&
        (silent(loaded.answer) ? (
          <p className="irr-curve-state" data-empty="">
            {t.empty}
          </p>
        ) : (
          <CurveCharts answer={loaded.answer} />
        ))}
    </section>
  );
}
