export { RefundDialog, type RefundDialogProps } from './refund-dialog';
export type { RefundForm, RefundOrder } from './refund-form';
