// One server process (server/main.ts, as the systemd unit runs it) on a port of its own, for the
// rolling restart: started until /readyz says ready, stopped by SIGTERM with its exit code and time.
import { runTs, waitForUrl, type Child } from '../test/server/support/child-server';

export interface StopFigures {
  /** The exit code (0 for a clean stop) or the signal's name. */
  code: number | string;
  /** From SIGTERM to the process's exit. */
  ms: number;
}

/** Resolves once `url`/readyz answers 200 (the database reached and migrated, the broker up). */
export async function untilReady(url: string, child: Child): Promise<void> {
  let exited = false;
  void child.exited.then(() => (exited = true));
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    if (exited) throw new Error(`exited before ready:\n${child.stdout()}\n${child.stderr()}`);
    const status = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export class ServerProcess {
  child: Child | undefined;
  /** Every run's child, the running one last (their output stays readable after they exit). */
  readonly runs: Child[] = [];

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  /** Starts it and resolves once it is ready. */
  async start(): Promise<void> {
    const child = runTs('server/main.ts', [], { ...this.env, PORT: String(this.port) });
    this.child = child;
    this.runs.push(child);
    await untilReady(await waitForUrl(child), child);
  }

  /** SIGTERM, and its exit. */
  async stop(): Promise<StopFigures> {
    const child = this.child;
    if (!child) throw new Error(`process on ${this.port} not running`);
    const t = performance.now();
    child.process.kill('SIGTERM');
    const code = await child.exited;
    this.child = undefined;
    return { code, ms: performance.now() - t };
  }

  /** The warnings and errors of every run so far (pino's warn, error and fatal lines, and stderr). */
  problems(): string[] {
    return this.runs.flatMap((run) => [
      ...run
        .stdout()
        .split('\n')
        .filter((line) => /"level":"(warn|error|fatal)"/.test(line)),
      ...run.stderr().split('\n').filter(Boolean),
    ]);
  }
}
