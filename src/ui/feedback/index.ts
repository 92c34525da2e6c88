export { FeedbackHost } from './feedback-host';
export { Toasts, type ToastsProps } from './toasts';
export { AlertDialog } from './alert-dialog';
export { LoadingOverlay } from './loading-overlay';
