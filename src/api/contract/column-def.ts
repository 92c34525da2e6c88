import type { ExportColumn } from './export-columns';

/**
 * One column of a table page, defined once for its screen's table (and printout) and its export:
 * the key, the header, who may see it and the cell as text. The screen adds only its view (width,
 * render, fixed side, alignment) by `key` (src/ui/table/table-columns-of.ts); the export writes `text`.
 * A table's list of them is in the order all three show: the row's key first, then the figures a
 * user reads first (amount, status, balance: in view on a laptop without scrolling), then the rest.
 */
export interface ColumnDef<Row, Key extends string = string> extends ExportColumn<Row> {
  /** The table column's key; the row's field where the cell is that field as it is. */
  readonly key: Key;
  /** Shown and exported only to a user holding one of these (spec section 6). @default undefined (everyone) */
  readonly permissions?: readonly string[];
  /**
   * Where a column that is not in both stands: `export`, a figure the table folds into another
   * column (a well's health, its prices) or leaves to the detail; `table`, one the export leaves out.
   * @default undefined (the table and the export)
   */
  readonly only?: 'table' | 'export';
}

/** A table's columns with their keys checked: `columnsOf<BillRow>()([...])`. */
export const columnsOf =
  <Row>() =>
  <const Key extends string>(columns: readonly ColumnDef<Row, Key>[]): readonly ColumnDef<Row, Key>[] =>
    columns;

/** The columns an export writes, in order. */
export const exportedColumns = <Row, Key extends string>(columns: readonly ColumnDef<Row, Key>[]): readonly ColumnDef<Row, Key>[] =>
  columns.filter((c) => c.only !== 'table');

/** The columns a table shows (before its permissions), in order. */
export const tableColumnDefs = <Row, Key extends string>(columns: readonly ColumnDef<Row, Key>[]): readonly ColumnDef<Row, Key>[] =>
  columns.filter((c) => c.only !== 'export');
