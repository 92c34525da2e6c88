import type { PrintDocument } from '../../print/print-document';
import type { TableColumn } from '../table/table-column';
import { visibleColumns } from '../table/visible-columns';
import { nodeText } from './node-text';

/**
 * The headers and cell texts of `rows` as the table shows them to a user holding `held`: the
 * columns they may see (spec section 6), less those not printed (controls), each cell as its
 * column renders it (`label(...)`, formatted amounts), or the row's field.
 */
export function printTableOf<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  held: readonly string[],
): Pick<PrintDocument, 'headers' | 'rows'> {
  const printed = visibleColumns(columns, held)
    .map((p) => p.column)
    .filter((c) => c.print !== false);
  return {
    headers: printed.map((c) => c.title),
    rows: rows.map((row, index) =>
      printed.map((c) => (c.render ? nodeText(c.render(row, index)) : String((row as Record<string, unknown>)[c.key] ?? ''))),
    ),
  };
}
