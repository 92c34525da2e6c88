export { ImportErrorDialog, type ImportErrorDialogProps, type ImportErrorResult, type ImportErrorLine } from './import-error-dialog';
