/** Toasts: `notify(text, kind)` instead of a raw `message` event (see ./session.ts for the entries). */
export { notify, type NotifyKind } from '../notify';
