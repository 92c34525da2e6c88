import type { PersonalizedNames } from '../../../api/contract/param';
import type { ReportDimension, ReportRow } from '../../../api/contract/money/report';
import { figureColumns, reportKeyTitle, reportNoteTitle } from '../../../api/contract/money/report-columns';
import type { TableColumn } from '../../../ui/table';

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
