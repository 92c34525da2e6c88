import type { ReportDimension, ReportRow } from '../../../api/contract/money/report';
import { reportFigureTitles } from '../../../api/contract/money/report-columns';
import type { ChartSeries } from '../../business/chart/chart-series';

/**
 * Days and months: water (bars, m³) and revenue (line, yuan) over time; places, wells and farmers:
 * the page's water. Chosen here, not in the chart's chunk, so that chunk needs nothing of the
 * screen's (the screen's chunk keeps its own name).
 */
export const chartSeries = (dimension: ReportDimension): ChartSeries[] =>
  dimension === 'day' || dimension === 'month'
    ? [
        { key: 'water', title: reportFigureTitles.water },
        { key: 'revenue', title: reportFigureTitles.revenue },
      ]
    : [{ key: 'water', title: reportFigureTitles.water }];

/**
 * The rows a chart draws: days and months up to the current one (`today`, yyyy-MM-dd), so the curve
 * does not fall to zero over the days still to come; other dimensions' rows as they are.
 */
export function chartRows(dimension: ReportDimension, rows: readonly ReportRow[], today: string): readonly ReportRow[] {
  if (dimension !== 'day' && dimension !== 'month') return rows;
  const until = dimension === 'day' ? today : today.slice(0, 7);
  return rows.filter((r) => r.id <= until);
}
