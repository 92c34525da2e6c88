import { lazyPart } from '../../ui/lazy';

/**
 * A well's 曲线 (range switch, three charts, readout): its own chunk with uPlot, fetched when the
 * tab first opens, so the detail dialog and the monitor do not carry the charting code.
 */
export const LazyWellCurve = lazyPart('agriculturalWell/well-curve', () => import('./well-curve-panel').then((m) => m.WellCurvePanel));
