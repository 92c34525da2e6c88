export interface RateLimiterOptions {
  windowMs: number;
  /** Hits allowed per key within one window. */
  max: number;
  /** Clock in ms; injectable for tests. */
  now?: () => number;
  /** Upper bound on tracked keys; the oldest windows are dropped first. Default 100 000. */
  maxKeys?: number;
}

export interface RateLimiter {
  /** Counts a hit for `key`; false when the key is over its limit in the current window. */
  hit(key: string): boolean;
  /** Keys currently tracked (for tests and metrics). */
  size(): number;
}

/**
 * Fixed-window counter per key, in process memory (the brief allows a per-process rate limit).
 * Windows start at a key's first hit. Expired keys are pruned on the way (at most once a window),
 * and the map never grows past `maxKeys`, so a flood of distinct keys cannot exhaust memory.
 */
export function createRateLimiter(opts: RateLimiterOptions): RateLimiter {
  const { windowMs, max } = opts;
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  // Map iteration order is insertion order, and a key is re-inserted when its window restarts,
  // so the first entries are always the oldest windows.
  const windows = new Map<string, { start: number; count: number }>();
  let lastPrune = now();

  function prune(at: number): void {
    for (const [key, entry] of windows) {
      if (at - entry.start < windowMs) break;
      windows.delete(key);
    }
    lastPrune = at;
  }

  return {
    hit(key) {
      const at = now();
      if (at - lastPrune >= windowMs) prune(at);
      let entry = windows.get(key);
      if (!entry || at - entry.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        entry = { start: at, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max;
    },
    size: () => windows.size,
  };
}
