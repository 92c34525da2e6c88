export { Dialog, type DialogProps, type DialogState } from './dialog';
export { useDialogData } from './use-dialog-data';
