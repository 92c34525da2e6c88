import { useId, useMemo } from 'react';
import type { DayRuns } from '../../../api/contract/fertigation/home';
import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import type { ChartRow, ChartSeries } from '../../business/chart/chart-series';
import { LazyReportChart } from '../../business/chart/lazy-report-chart';

const SERIES: readonly ChartSeries[] = [
  { key: 'water', title: t.trendWater },
  { key: 'revenue', title: t.trendAmount },
];

/** The last 30 days' water and amount of the finished records (the reports' chart, its chunk fetched with the page's figures). */
export function HomeTrend({ days }: { days: readonly DayRuns[] }) {
  const headingId = useId();
  const rows = useMemo(() => days.map((d): ChartRow => ({ label: d.date, water: d.waterM3, revenue: d.amount })), [days]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.trendSection}</h2>
      <LazyReportChart dimension="day" rows={rows} series={SERIES} label={t.trendSection} />
    </section>
  );
}
