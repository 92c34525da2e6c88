/**
 * Logs what a device transport dropped, at most once a minute per reason (a flood of bad messages
 * must not flood the log): the reason, a detail, and the counts so far.
 */
export function dropLog<R extends string>(
  log: (line: string) => void,
  fields: Record<string, string>,
): (reason: R, detail: string, counts: Readonly<Record<R, number>>) => void {
  const lastWarned = new Map<R, number>();
  return (reason, detail, counts) => {
    const at = Date.now();
    if (at - (lastWarned.get(reason) ?? 0) < 60_000) return;
    lastWarned.set(reason, at);
    log(JSON.stringify({ time: new Date(at).toISOString(), level: 'warn', ...fields, reason, detail: detail.slice(0, 200), counts }));
  };
}
