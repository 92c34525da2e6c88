import { Permission } from '../permission';
import type { TableColumn } from './table-column';

/** One button of a row's actions, shown only to a user holding its permission. */
export interface RowAction<Row> {
  label: string;
  permission: string;
  onClick: (row: Row) => void;
}

export interface RowActionsOptions<Row> {
  /** Header text of the column. */
  title: string;
  /** The row's name, so each button is labelled for screen readers as `label name`. */
  name: (row: Row) => string;
  actions: readonly RowAction<Row>[];
  /** @default 140 */
  width?: number;
}

/**
 * The operations column of a table: one button per action, each gated by its permission; the
 * column itself is hidden from a user holding none of them. Fixed to the right edge.
 */
export function rowActionsColumn<Row>({ title, name, actions, width = 140 }: RowActionsOptions<Row>): TableColumn<Row> {
  return {
    key: 'ops',
    title,
    width,
    fixed: 'right',
    permissions: actions.map((a) => a.permission),
    print: false,
    render: (row) => (
      <>
        {actions.map((a) => (
          <Permission key={a.label} anyOf={[a.permission]}>
            <button type="button" className="irr-button" aria-label={`${a.label} ${name(row)}`} onClick={() => a.onClick(row)}>
              {a.label}
            </button>
          </Permission>
        ))}
      </>
    ),
  };
}
