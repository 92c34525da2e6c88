import type { ReportRow } from '../../../api/contract/money/report';

/** What the chart reads of a row: its label (the x axis) and the figures it draws. */
export type ChartRow = Pick<ReportRow, 'label' | 'water' | 'revenue'>;

/** A series the chart draws: the figure and its title (the column's). */
export interface ChartSeries {
  key: 'water' | 'revenue';
  title: string;
}
