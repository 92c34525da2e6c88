export { PrintButton, type PrintButtonProps } from './print-button';
export { PrintMissingNotice, type PrintMissingNoticeProps } from './print-missing-notice';
export { printTableOf } from './print-table-of';
export { nodeText } from './node-text';
