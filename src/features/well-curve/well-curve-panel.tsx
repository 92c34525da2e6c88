import { useEffect, useState } from 'react';
import { CURVE_RANGES, curve, type CurveRange } from '../../api/contract/well/history';
import { callApi } from '../../api/transport';
import { wellCurveTexts as t } from '../../i18n/zh-CN/well-curve';
import { formStyles } from '../../ui/form/form.styles';
import { useStyles } from '../../ui/styles/use-styles';
import { CurveCharts } from './curve-charts';
import { CURVE_CHARTS, type CurveAnswer } from './curve-options';
import { wellCurveStyles } from './well-curve.styles';

type Loaded = { status: 'loading' } | { status: 'ready'; answer: CurveAnswer } | { status: 'failed'; error: Error };

/** Whether the well sent nothing in the span: every level, current and flow a gap. */
const silent = (answer: CurveAnswer) => CURVE_CHARTS.every((c) => answer[c.key].every((v) => v === null));

/**
 * A well's 曲线 (irrigationWell/history/curve): 日 / 周 / 月 / 年 ending now, its span, the three
 * charts with their readout; a deliberate message when the well sent nothing in the span, and a
 * retry when the call failed.
 */
export function WellCurvePanel({ wellId }: { wellId: number }) {
  useStyles(formStyles, wellCurveStyles);
  const [range, setRange] = useState<CurveRange>('day');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    callApi(curve, { wellId, range }).then(
      (answer) => live && setLoaded({ status: 'ready', answer }),
      (error: Error) => live && setLoaded({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [wellId, range, attempt]);
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
              onClick={() => setRange(r)}
            >
              {t.ranges[r]}
            </button>
          ))}
        </div>
        {loaded.status === 'ready' && <span className="irr-curve-span">{t.span(loaded.answer.from, loaded.answer.to)}</span>}
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
