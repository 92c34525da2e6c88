import { lazyPart } from '../../../ui/lazy';

/**
 * The report's chart (uPlot and its styles): its own chunk, fetched when a report first has rows to
 * draw, so the table and the totals show without waiting for the charting code.
 */
export const LazyReportChart = lazyPart('agriculturalWell/report-chart', () => import('./report-chart').then((m) => m.ReportChart));
