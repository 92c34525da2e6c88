/**
 * Holds the timeouts of exactly `ms` until `fire()` runs them (other timeouts run as usual);
 * `restore()` undoes it. A page's debounce is run by the test instead of by the clock: on a busy
 * machine a real timer comes late, or a keystroke does and the debounce fires mid-word.
 */
export function heldTimers(ms: number) {
  const [realSet, realClear] = [window.setTimeout, window.clearTimeout];
  const held = new Map<number, () => void>();
  let next = 0;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== ms || typeof handler !== 'function') return realSet(handler, delay, ...args);
    next -= 1; // ids of their own: below those of the real timers
    held.set(next, () => (handler as (...a: unknown[]) => void)(...args));
    return next;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    pending: () => held.size,
    fire: () => {
      const run = [...held.values()];
      held.clear();
      for (const r of run) r();
    },
    restore: () => {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
