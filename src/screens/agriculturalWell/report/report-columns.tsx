import type { PersonalizedNames } from '../../../api/contract/param';
import type { ReportDimension, ReportFigures, ReportRow } from '../../../api/contract/money/report';
import { figureColumns, reportKeyTitle, reportNoteTitle } from '../../../api/contract/money/report-columns';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import type { TableColumn } from '../../../ui/table';

/** The key of the totals row at the foot of a report's table. */
export const TOTALS_ROW_ID = 'totals';

/** The totals as the table's last row (合计), so that the table and its printout end with them. */
export const totalsRow = (totals: ReportFigures): ReportRow => ({ id: TOTALS_ROW_ID, label: t.totals, note: '', ...totals });

/**
 * A report's columns, as its export's (reportExportColumns): the key, the note where the dimension
 * has one (a well's village, a farmer's mobile), then the figures.
 */
export function reportColumns(dimension: ReportDimension, names: PersonalizedNames): TableColumn<ReportRow>[] {
  const note = reportNoteTitle(dimension, names);
  return [
    { key: 'label', title: reportKeyTitle(dimension, names), width: 140, fixed: 'left' },
    ...(note ? [{ key: 'note', title: note, width: 120 }] : []),
    ...figureColumns.map((c): TableColumn<ReportRow> => ({ key: c.key, title: c.title, width: 110, align: 'right', render: (r) => c.text(r) })),
  ];
}
