import { emitSessionEvent } from './events';

/** How a toast looks: 成功 green, 失败 red, anything else neutral. */
export type NotifyKind = 'success' | 'error' | 'info';

/**
 * Shows a toast on the page (every console and element copy renders the session's messages).
 * A plain function rather than react-admin's `useNotify()` hook: the page has one session, not
 * a provider per tree, so a hook would only hand back this same function.
 * @param kind @default 'info'
 */
export function notify(text: string, kind: NotifyKind = 'info'): void {
  emitSessionEvent({ type: 'message', level: kind, text });
}
