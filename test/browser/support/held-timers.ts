/**
 * Holds the timeouts of exactly `ms` (or of any of those lengths) until `fire()` runs them (other
 * timeouts run as usual), noting in `asked` each length held; `restore()` undoes it. A page's debounce is run by the test instead of by the clock: on a busy
 * machine a real timer comes late, or a keystroke does and the debounce fires mid-word.
 */
export function heldTimers(ms: number | readonly number[]) {
  const lengths: ReadonlySet<number> = new Set(typeof ms === 'number' ? [ms] : ms);
  const [realSet, realClear] = [window.setTimeout, window.clearTimeout];
  const held = new Map<number, () => void>();
  const asked: number[] = [];
  let next = 0;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay === undefined || !lengths.has(delay) || typeof handler !== 'function') return realSet(handler, delay, ...args);
    next -= 1; // ids of their own: below those of the real timers
    asked.push(delay);
    held.set(next, () => (handler as (...a: unknown[]) => void)(...args));
    return next;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    asked,
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
