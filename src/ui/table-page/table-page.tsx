import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { initialValues, type FieldSpec, type FieldValues } from '../form/field-spec';
import { formStyles } from '../form/form.styles';
import { Pager } from '../pager/pager';
import { Permission } from '../permission/permission';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../pager/page-sizes';
import { useStyles } from '../styles/use-styles';
import { Table } from '../table/table';
import type { TableColumn } from '../table/table-column';
import { FilterBar } from './filter-bar';
import { pageQuery, type PageFetcher } from './page-fetcher';
import { crossesFilter, mergeRows } from './merge-rows';
import { isCancelled } from './retry-cancelled';
import type { TableExport } from './table-export';
import { tablePageStyles } from './table-page.styles';
import { usePageData } from './use-page-data';

/** The buttons that export `spec`'s rows of the filters `applied`, for the table named `label`. */
export type RenderTableExport = (spec: TableExport, applied: Readonly<FieldValues>, label: string) => ReactNode;

export interface TablePageProps<Row> {
  /** Stable name of the data source (e.g. 'fertigation/place/findPage'): part of the cache key. */
  cacheKey: string;
  /** Loads one page: `({ page, size, ...filters }) => Promise<{ records, total, page, size }>`. */
  fetcher: PageFetcher<Row>;
  columns: readonly TableColumn<Row>[];
  /** Accessible name of the table. */
  label: string;
  /** Filter fields above the table; Enter in one searches. @default [] */
  filters?: readonly FieldSpec[];
  /** @default [10, 20, 50] (pass SECOND_PAGE_SIZES for 10/20/30/40) */
  pageSizes?: readonly number[];
  /** @default 10 */
  defaultSize?: number;
  /** @default the row's `id`, else its index */
  rowKey?: (row: Row, index: number) => string | number;
  /** Buttons between filters and table (add, import). @default undefined */
  toolbar?: ReactNode;
  /** Change it (a counter) to load the current page again, e.g. after a save. @default 0 */
  refreshKey?: number;
  /** Told the filters in force, at first and after each search or reset. @default undefined */
  onFiltersApplied?: (filters: FieldValues) => void;
  /** Told the rows of the page shown, each time they change (a print of the same rows). @default undefined */
  onRowsShown?: (rows: readonly Row[]) => void;
  /** 导出CSV / 导出Excel of the filters in force, beside the toolbar (common/export). @default undefined (no export) */
  exportAs?: TableExport;
  /** Draws `exportAs`'s buttons: the features' TablePage gives those that call common/export. @default undefined (none drawn) */
  renderExport?: RenderTableExport;
  /**
   * Rows changed elsewhere (a live stream): each new array is merged into the page shown, by
   * `rowKey`, without loading it again; rows not on the page are ignored. @default undefined
   */
  rowUpdates?: readonly Row[];
  /**
   * The filters in force as a test of a row, when they filter on what `rowUpdates` change (a well's
   * online or running state): an update that moves a row out of the filter, or one off the page into
   * it, loads the page again. Undefined for filters that live changes cannot cross. @default undefined
   */
  rowFilter?: (filters: FieldValues) => ((row: Row) => boolean) | undefined;
}

/**
 * The paginated table page of spec section 2: filter bar, table, full pager. Its filters, page and
 * size live in this component's state, so a kept-alive tab keeps them; data comes through SWR
 * (see usePageData). Searching goes back to page 1; searching the same query loads it again.
 */
export function TablePageView<Row>(props: TablePageProps<Row>) {
  const {
    cacheKey,
    fetcher,
    columns,
    label,
    filters = [],
    pageSizes = PAGE_SIZES,
    defaultSize = DEFAULT_PAGE_SIZE,
    rowKey,
    toolbar,
    refreshKey = 0,
    onFiltersApplied,
    onRowsShown,
    exportAs,
    renderExport,
    rowUpdates,
    rowFilter,
  } = props;
  useStyles(formStyles, tablePageStyles);
  const [draft, setDraft] = useState<FieldValues>(() => initialValues(filters));
  const [applied, setApplied] = useState<FieldValues>(draft);
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [size, setSize] = useState(defaultSize);
  const { data, error, isLoading, isValidating, mutate } = usePageData(cacheKey, pageQuery(applied, page, size), fetcher);
  // a cancelled load is asked again at once (usePageData): loading, not a failure
  const cancelled = isCancelled(error);
  const toldApplied = useRef(onFiltersApplied);
  toldApplied.current = onFiltersApplied;
  useEffect(() => {
    toldApplied.current?.(applied);
  }, [applied]);
  const toldRows = useRef(onRowsShown);
  toldRows.current = onRowsShown;
  const records = data?.records;
  useEffect(() => {
    toldRows.current?.(records ?? []);
  }, [records]);
  const seenRefresh = useRef(refreshKey);
  useEffect(() => {
    if (seenRefresh.current === refreshKey) return;
    seenRefresh.current = refreshKey;
    void mutate();
  }, [refreshKey, mutate]);
  const keyOf = useRef(rowKey);
  keyOf.current = rowKey;
  const live = useRef({ rowFilter, applied, data });
  live.current = { rowFilter, applied, data };
  useEffect(() => {
    if (!rowUpdates?.length) return;
    const { rowFilter: filterOf, applied: filters, data: shown } = live.current;
    const matches = filterOf?.(filters);
    const crossed = !!matches && !!shown && crossesFilter(shown, rowUpdates, keyOf.current, matches);
    void mutate((current) => current && mergeRows(current, rowUpdates, keyOf.current), { revalidate: crossed });
  }, [rowUpdates, mutate]);
  const search = (values: FieldValues) => {
    const same = page === DEFAULT_PAGE && JSON.stringify(values) === JSON.stringify(applied);
    setApplied(values);
    setPage(DEFAULT_PAGE);
    if (same) void mutate();
  };
  const reset = () => {
    const empty = initialValues(filters);
    setDraft(empty);
    search(empty);
  };
  return (
    <div className="irr-table-page" part="base">
      {filters.length > 0 && (
        <FilterBar
          fields={filters}
          values={draft}
          onChange={(name, v) => setDraft((d) => ({ ...d, [name]: v }))}
          onSearch={() => search(draft)}
          onReset={reset}
          label={uiTexts.filtersOf(label)}
        />
      )}
      {(toolbar || exportAs) && (
        <div className="irr-table-toolbar">
          {toolbar}
          {exportAs &&
            renderExport &&
            (exportAs.permissions ? (
              <Permission anyOf={exportAs.permissions}>{renderExport(exportAs, applied, label)}</Permission>
            ) : (
              renderExport(exportAs, applied, label)
            ))}
        </div>
      )}
      <Table
        columns={columns}
        rows={records ?? []}
        rowKey={rowKey}
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
      <Pager
        label={uiTexts.pagerOf(label)}
        total={data?.total ?? 0}
        page={page}
        size={size}
        pageSizes={pageSizes}
        onChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setSize(nextSize);
        }}
      />
    </div>
  );
}
