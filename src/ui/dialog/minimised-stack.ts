import { useEffect, useSyncExternalStore } from 'react';

/** Minimised dialogs of the page in the order they were minimised: each bar sits right of the previous one. */
let order: readonly symbol[] = [];
const listeners = new Set<() => void>();

function set(next: readonly symbol[]) {
  order = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The slot (0 = leftmost) of a minimised dialog's bar, or -1 while it is not minimised. */
export function useMinimisedSlot(id: symbol, minimised: boolean): number {
  useEffect(() => {
    if (!minimised) return;
    set([...order, id]);
    return () => set(order.filter((entry) => entry !== id));
  }, [id, minimised]);
  return useSyncExternalStore(
    subscribe,
    () => order.indexOf(id),
    () => -1,
  );
}
