import { lazyPart } from '../../../ui/lazy';

/** Today's hours chart (uPlot): its own chunk, fetched once today's figures have come, so the rest shows without waiting for it. */
export const LazyHourChart = lazyPart('bigScreen/hour-chart', () => import('./hour-chart').then((m) => m.HourChart));
