import { lazyPart } from '../../../ui/lazy';

/**
 * The chart of water and revenue by day or month, or of the page's water (uPlot and its styles), of
 * 统计报表 and of both lines' homes: its own chunk, fetched when a chart first has rows to draw, so
 * the figures show without waiting for the charting code (and a merchant of one line fetches no chunk of the other's).
 */
export const LazyReportChart = lazyPart('business/report-chart', () => import('./report-chart').then((m) => m.ReportChart));
