import { tableColumnDefs, type ColumnDef } from '../../api/contract/column-def';
import { titleWith } from '../../api/contract/export-columns';
import type { PersonalizedNames } from '../../api/contract/param';
import { shownCell } from './shown-cell';
import type { TableColumn } from './table-column';

/** What a screen adds to a contract column: how it looks. The cell is the column's text (figures grouped: shownCell) unless `render` says otherwise. */
export type ColumnView<Row> = Pick<TableColumn<Row>, 'width' | 'render' | 'fixed' | 'align' | 'ellipsis' | 'print'>;

/** A screen's views by the contract columns' keys (a number: the width alone); a key the definition lacks does not compile. */
export type ColumnViews<Row, Key extends string> = { readonly [K in Key]?: ColumnView<Row> | number };

export interface TableColumnsOptions<Row> {
  /** The merchant's personalised names, for the headers made of them (村镇, 机井编号...). @default undefined (none of the headers may need them) */
  names?: PersonalizedNames;
  /** The column of row buttons, last; it is no column of the export (and not printed when it says so). @default undefined */
  actions?: TableColumn<Row>;
}

const viewOf = <Row>(view: ColumnView<Row> | number | undefined): ColumnView<Row> | undefined =>
  typeof view === 'number' ? { width: view } : view;

function headerOf<Row>(column: ColumnDef<Row>, names: PersonalizedNames | undefined): string {
  if (typeof column.title === 'string') return column.title;
  if (!names) throw new Error(`The column ${column.key}'s header is made of the personalised names: give the table its names`);
  return titleWith(column.title, names);
}

/**
 * A table's columns from its one definition in the contract (the export's): each column's key,
 * header and permissions from there, in its order, with the screen's view of it; the export-only
 * ones left out, the row buttons last. The order is the definition's alone (the export's and the
 * printout's too): the row's key and the figures read first lead the definition itself.
 */
export function tableColumnsOf<Row, Key extends string>(
  columns: readonly ColumnDef<Row, Key>[],
  views: ColumnViews<Row, Key>,
  { names, actions }: TableColumnsOptions<Row> = {},
): TableColumn<Row>[] {
  const shown = tableColumnDefs(columns).map((c): TableColumn<Row> => ({
    render: (row) => shownCell(c.text(row)),
    ...viewOf(views[c.key]),
    // the definition's own, whatever the view holds
    key: c.key,
    title: headerOf(c, names),
    ...(c.permissions ? { permissions: c.permissions } : {}),
  }));
  return actions ? [...shown, actions] : shown;
}
