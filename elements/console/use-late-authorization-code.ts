import { useEffect, useRef } from 'react';
import { emitSessionEvent, exchangeAuthorizationCode } from '../../src/session/public/session';

/**
 * A portal often fetches its one-time code after creating the element and sets `authorization-code`
 * later. The router takes the code present at start; a code set afterwards is exchanged here and
 * the console goes to its root (the first permitted page). A failed exchange shows its message.
 */
export function useLateAuthorizationCode(code: string | undefined): void {
  const handled = useRef(code);
  useEffect(() => {
    if (!code || code === handled.current) return;
    handled.current = code;
    exchangeAuthorizationCode(code).then(
      () => emitSessionEvent({ type: 'navigate', path: '/' }),
      () => {},
    );
  }, [code]);
}
