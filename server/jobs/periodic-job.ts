export interface PeriodicJob<T> {
  /** One pass now; a call while one runs shares it. */
  runOnce(): Promise<T>;
  stop(): void;
  /** Passes ended since the start, and those of them that failed (the metrics). */
  readonly runs: { ended: number; failed: number };
}

/**
 * A job of one server process: `pass` every `everyMs` (0: only when asked, as in tests) and once at
 * start (a server that was down catches up then, not a period later); a pass never overlaps
 * another, and a failed one is logged as `job` and tried again at the next.
 */
export function periodicJob<T>(
  job: string,
  pass: () => Promise<T>,
  opts: { everyMs: number; log: (line: string) => void },
): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  const runs = { ended: 0, failed: 0 };
  const runOnce = () =>
    (running ??= pass()
      .catch((error: unknown) => {
        runs.failed += 1;
        throw error;
      })
      .finally(() => {
        runs.ended += 1;
        running = undefined;
      }));
  const scheduled = () => {
    runOnce().catch((error: unknown) =>
      opts.log(JSON.stringify({ time: new Date().toISOString(), level: 'error', job, error: String(error) })),
    );
  };
  const timer = opts.everyMs > 0 ? setInterval(scheduled, opts.everyMs) : undefined;
  timer?.unref();
  if (timer) setImmediate(scheduled);
  return { runOnce, stop: () => clearInterval(timer), runs };
}
