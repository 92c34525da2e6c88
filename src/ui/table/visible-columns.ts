import { hasPermission } from '../permission/has-permission';
import { FIXED_COLUMN_WIDTH, type TableColumn } from './table-column';

/** A column with its sticky offset (px from its edge), when fixed. */
export interface PlacedColumn<Row> {
  column: TableColumn<Row>;
  offset: number | undefined;
  /** The last left-fixed or first right-fixed column: it draws the shadow edge. */
  edge: boolean;
}

/**
 * The columns the user may see (a column with `permissions` needs one of them; an empty list
 * throws PermissionListError), with sticky offsets: left-fixed ones add up from the left, right-fixed
 * ones from the right.
 */
export function visibleColumns<Row>(columns: readonly TableColumn<Row>[], held: readonly string[]): PlacedColumn<Row>[] {
  const shown = columns.filter((c) => c.permissions === undefined || hasPermission(held, c.permissions));
  const placed: PlacedColumn<Row>[] = shown.map((column) => ({ column, offset: undefined, edge: false }));
  let left = 0;
  let lastLeft: PlacedColumn<Row> | undefined;
  for (const p of placed) {
    if (p.column.fixed !== 'left') continue;
    p.offset = left;
    left += p.column.width ?? FIXED_COLUMN_WIDTH;
    lastLeft = p;
  }
  let right = 0;
  let firstRight: PlacedColumn<Row> | undefined;
  for (const p of [...placed].reverse()) {
    if (p.column.fixed !== 'right') continue;
    p.offset = right;
    right += p.column.width ?? FIXED_COLUMN_WIDTH;
    firstRight = p;
  }
  if (lastLeft) lastLeft.edge = true;
  if (firstRight) firstRight.edge = true;
  return placed;
}
