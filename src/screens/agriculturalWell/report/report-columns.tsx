import type { PersonalizedNames } from '../../../api/contract/param';
import type { ReportDimension, ReportRow } from '../../../api/contract/money/report';
import { figureColumns, reportColumnDefs } from '../../../api/contract/money/report-columns';
import { tableColumnsOf, type ColumnView, type TableColumn } from '../../../ui/table';

const figure: ColumnView<ReportRow> = { width: 110, align: 'right' };
const figures = Object.fromEntries(figureColumns.map((c) => [c.key, figure]));

/**
 * A report's table (reportColumnDefs): the key, the note where the dimension has one (a well's
 * village, a farmer's mobile), then the figures, right-aligned.
 */
export function reportColumns(dimension: ReportDimension, names: PersonalizedNames): TableColumn<ReportRow>[] {
  return tableColumnsOf(reportColumnDefs(dimension), { label: { width: 140, fixed: 'left' }, note: { width: 120 }, ...figures }, { names });
}
