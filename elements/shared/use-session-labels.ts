import { useEffect } from 'react';
import { getSession, setSession, useSession, loadLabels } from '../../src/session/public/session';

/** Tokens whose labels were asked for by this copy of the bundle (the console loads them with the user). */
const asked = new Set<string>();

/**
 * The personalised names (机井, 机井编号, 井长, 村镇 by default) for a standalone element: the console
 * loads them with the user; without it, the first standalone element of a session loads them once.
 */
export function useSessionLabels(): void {
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token || asked.has(token) || getSession().user) return;
    asked.add(token);
    void loadLabels().then((labels) => {
      if (getSession().token === token) setSession({ labels });
    });
  }, [token]);
}
