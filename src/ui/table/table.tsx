import { useRef, type CSSProperties, type ReactNode } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { usePermissions } from '../../session/public/permissions';
import { nodeText } from '../print/node-text';
import { useStyles } from '../styles/use-styles';
import type { TableColumn } from './table-column';
import { tableStyles } from './table.styles';
import { useHiddenSides } from './use-hidden-sides';
import { visibleColumns, type PlacedColumn } from './visible-columns';

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Key of a row. @default the row's `id` field, else its index */
  rowKey?: (row: Row, index: number) => string | number;
  /** Accessible name (and visible caption when `showCaption`). */
  label: string;
  /** @default false */
  showCaption?: boolean;
  /** Shows the loading row (no rows yet) or marks the table busy (rows kept). @default false */
  loading?: boolean;
  /** Text of the empty state. @default '暂无数据' */
  emptyText?: string;
  /** Replaces the body with this message row (a failed load). @default undefined */
  error?: ReactNode;
}

function cellStyle<Row>({ column, offset }: PlacedColumn<Row>): CSSProperties | undefined {
  const style: Record<string, string> = {};
  if (column.width !== undefined) style.width = style.minWidth = `${column.width}px`;
  if (offset !== undefined) style['--irr-fixed-offset'] = `${offset}px`;
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

/** A cell's content; an `ellipsis` column's in one cut line, its whole text on hover. */
function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  const content = column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '');
  if (!column.ellipsis) return content;
  return (
    <span className="irr-cell-ellipsis" title={nodeText(content) || undefined}>
      {content}
    </span>
  );
}

function defaultKey(row: unknown, index: number): string | number {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * A plain table (no paging) for dialogs and details, and the core of the table page: columns gated
 * by permission, left/right fixed columns (sticky at every width), ellipsised long texts, loading,
 * empty and error states. Parts: `table-wrap` (`data-hidden-left`/`-right` while columns are
 * scrolled out of view on that side), `table`.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey = defaultKey,
  label,
  showCaption = false,
  loading = false,
  emptyText = uiTexts.empty,
  error,
}: TableProps<Row>) {
  useStyles(tableStyles);
  const held = usePermissions();
  const wrap = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useHiddenSides(wrap, table);
  const placed = visibleColumns(columns, held);
  const fixedAttrs = (p: PlacedColumn<Row>) => ({
    'data-fixed': p.offset !== undefined ? p.column.fixed : undefined,
    'data-edge': p.edge ? '' : undefined,
    'data-align': p.column.align,
    style: cellStyle(p),
  });
  const state = (kind: 'empty' | 'loading' | 'error', content: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td className="irr-table-state" colSpan={Math.max(placed.length, 1)} role={role}>
        <div className="irr-table-state-box" data-state={kind}>
          <span className="irr-table-state-icon" aria-hidden="true" />
          <span>{content}</span>
        </div>
      </td>
    </tr>
  );
  let body: ReactNode;
  if (error !== undefined) body = state('error', error, 'alert');
  else if (rows.length === 0) body = loading ? state('loading', uiTexts.loading, 'status') : state('empty', emptyText);
  else {
    body = rows.map((row, index) => (
      <tr key={rowKey(row, index)}>
        {placed.map((p) => (
          <td key={p.column.key} {...fixedAttrs(p)}>
            {cellContent(p.column, row, index)}
          </td>
        ))}
      </tr>
    ));
  }
  return (
    <div ref={wrap} className="irr-table-wrap" part="table-wrap">
      <table ref={table} className="irr-table" aria-label={showCaption ? undefined : label} aria-busy={loading} part="table">
        {showCaption && <caption>{label}</caption>}
        <thead>
          <tr>
            {placed.map((p) => (
              <th key={p.column.key} scope="col" {...fixedAttrs(p)}>
                {p.column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
