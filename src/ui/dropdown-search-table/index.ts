export { DropdownSearchTable, type DropdownSearchTableProps } from './dropdown-search-table';
export { DROPDOWN_TABLE_HEIGHT } from './dropdown-search-table.styles';
