import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface Child {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** What the server reads from its environment: a child gets only the test's own values of these. */
const SERVER_SETTING = /^(IRR_.*|DATABASE_URL|MQTT_URL|HOST|PORT|NODE_ENV)$/;

/**
 * Runs a TypeScript entry of the project (server/main.ts, scripts/auth-code.ts) in a real child
 * process, in the tests' environment (their TMPDIR, a clock libfaketime moved) but for the server's
 * settings, which are `env` alone.
 */
export function runTs(entry: string, args: string[], env: Record<string, string>): Child {
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTING.test(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...outside, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { process: child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until the child prints its URL (or exits, which fails). */
export function waitForUrl(child: Child, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within ${timeoutMs} ms:\n${child.stdout()}\n${child.stderr()}`)), timeoutMs);
    const check = () => {
      const match = /irr-console server: (http:\/\/\S+)/.exec(child.stdout());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.process.stdout?.on('data', check);
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before listening:\n${child.stdout()}\n${child.stderr()}`));
    });
  });
}
