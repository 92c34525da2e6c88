export { Dialog, type DialogProps, type DialogState } from './dialog';
export { DialogFooter, type DialogFooterProps } from './dialog-footer';
export { useDialogData } from './use-dialog-data';
