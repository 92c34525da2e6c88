/** The table page with its exports (the part that calls common/export). */
export { TablePage } from './table-page';
export { ExportButtons, type ExportButtonsProps } from './export-buttons';
