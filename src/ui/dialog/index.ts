export { Dialog, type DialogProps, type DialogState } from './dialog';
