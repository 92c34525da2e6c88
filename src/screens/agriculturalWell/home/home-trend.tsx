import { useId } from 'react';
import type { ReportRow } from '../../../api/contract/money/report';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import { chartSeries } from '../report/chart-series';
import { LazyReportChart } from '../../business/chart/lazy-report-chart';

const SERIES = chartSeries('day');

/** The last 30 days' water billed and revenue (统计报表's chart by day, its chunk fetched with the page's figures). */
export function HomeTrend({ days }: { days: readonly ReportRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.trendSection}</h2>
      <LazyReportChart dimension="day" rows={days} series={SERIES} label={t.trendSection} />
    </section>
  );
}
