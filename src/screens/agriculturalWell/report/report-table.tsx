import { uiTexts } from '../../../i18n/zh-CN/ui';
import { Pager } from '../../../ui/pager/pager';
import { PAGE_SIZES } from '../../../ui/pager/page-sizes';
import { Table, type TableColumn } from '../../../ui/table';
import { isCancelled } from '../../../ui/table-page/retry-cancelled';
import type { ReportPaging } from './use-report-paging';

export interface ReportTableProps<Row> {
  label: string;
  columns: readonly TableColumn<Row>[];
  /** The rows shown, the totals row last. */
  rows: readonly Row[];
  /** The answer's state: loading, failed (with its retry). */
  answer: { error: Error | undefined; isLoading: boolean; isValidating: boolean; mutate: () => unknown };
  /** The pager of a paged report, with the answer's total. @default no pager (every row on one page) */
  paging?: ReportPaging & { total: number };
}

/** A report's table: its rows with the totals at the foot, its loading and failed states, and its pager where it has one. */
export function ReportTable<Row>({ label, columns, rows, answer, paging }: ReportTableProps<Row>) {
  const { error, isLoading, isValidating, mutate } = answer;
  const cancelled = isCancelled(error);
  return (
    <>
      <Table
        columns={columns}
        rows={error && !cancelled ? [] : rows}
        label={label}
        loading={isLoading || isValidating || cancelled}
        error={
          error && !cancelled ? (
            <>
              {uiTexts.loadFailed(error.message)}{' '}
              <button type="button" className="irr-button" onClick={() => void mutate()}>
                {uiTexts.retry}
              </button>
            </>
          ) : undefined
        }
      />
      {paging && (
        <Pager
          label={uiTexts.pagerOf(label)}
          total={paging.total}
          page={paging.page}
          size={paging.size}
          pageSizes={PAGE_SIZES}
          onChange={paging.change}
        />
      )}
    </>
  );
}
