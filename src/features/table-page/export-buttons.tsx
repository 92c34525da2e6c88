import { exportRows, type ExportFormat } from '../../api/contract/export';
import { callFile } from '../../api/transport';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { businessNow, formatDate } from '../../ui/date-range';
import type { FieldValues } from '../../ui/form';
import { useSubmit } from '../../ui/submit';
import { downloadFile, givenFilters, type TableExport } from '../../ui/table-page';

export interface ExportButtonsProps {
  spec: TableExport;
  /** The filters in force (empty ones are left out, as the page's query leaves them out). */
  applied: Readonly<FieldValues>;
  /** The table's name (the group's accessible name). */
  label: string;
}

/** Files of up to 100,000 rows take longer than a page: a minute per attempt. */
const EXPORT_TIMEOUT_MS = 60_000;

/**
 * 导出CSV and 导出Excel: the rows of the filters in force as the server's file (common/export,
 * signed like every call), saved as `{label}-yyyyMMdd.csv` or `.xlsx`. One export at a time.
 */
export function ExportButtons({ spec, applied, label }: ExportButtonsProps) {
  const exporting = useSubmit(
    (format: ExportFormat) =>
      callFile(
        exportRows,
        { call: spec.call, filters: spec.filters(givenFilters(applied)), format, title: label },
        { timeoutMs: EXPORT_TIMEOUT_MS },
      ),
    {
      onDone: (blob, format) => {
        const name = spec.fileName?.() ?? `${label}-${formatDate(businessNow()).replace(/-/g, '')}`;
        downloadFile(blob, `${name}.${format}`);
      },
    },
  );
  const button = (format: ExportFormat, text: string) => (
    <button
      type="button"
      className="irr-button"
      data-action={`export-${format}`}
      disabled={exporting.busy}
      onClick={() => void exporting.run(format)}
    >
      {text}
    </button>
  );
  return (
    <span role="group" aria-label={uiTexts.exportOf(label)}>
      {button('csv', uiTexts.exportCsv)}
      {button('xlsx', uiTexts.exportXlsx)}
    </span>
  );
}
