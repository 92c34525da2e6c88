export { Table, type TableProps } from './table';
export { FIXED_COLUMN_WIDTH, type TableColumn } from './table-column';
export { visibleColumns, type PlacedColumn } from './visible-columns';
export { rowActionsColumn, type RowAction, type RowActionsOptions } from './row-actions';
export { tableColumnsOf, type ColumnView, type ColumnViews, type TableColumnsOptions } from './table-columns-of';
