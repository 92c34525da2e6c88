import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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

/** The entries compileEntries built, by entry: the JavaScript a child runs instead of the TypeScript. */
const compiled = new Map<string, string>();

/**
 * Builds these entries (as scripts/test/compile-tests.mjs builds the test files: one module each,
 * the code they share in chunks, the packages left to node_modules, each module keeping its own
 * import.meta.url) for the children runTs starts after it: a child loading server/main.ts through
 * tsx's hooks spends seconds of CPU on it (a round trip to the hooks' thread for each of over a
 * thousand modules), the built one a fraction of that, and a file starting several children pays it
 * once. Each process builds its own, in node_modules (so that the packages resolve), removed at its exit;
 * under `npm test` the compile job has built them with the test files (IRR_COMPILED_ENTRIES names
 * where), and a file takes those instead of building them again.
 */
export async function compileEntries(entries: string[]): Promise<void> {
  const prebuilt = process.env.IRR_COMPILED_ENTRIES;
  for (const entry of entries) {
    const js = prebuilt && join(prebuilt, entry.replace(/\.tsx?$/, '.js'));
    if (js && existsSync(js)) compiled.set(entry, js);
  }
  const todo = entries.filter((entry) => !compiled.has(entry));
  if (todo.length === 0) return;
  const cache = join(ROOT, 'node_modules/.cache/irr-test');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'run-ts-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  // built as scripts/test/compile-tests.mjs builds the test files (one definition of the options)
  await promisify(execFile)(process.execPath, ['scripts/test/compile-tests.mjs', outdir, ...todo], { cwd: ROOT });
  for (const entry of todo) compiled.set(entry, join(outdir, entry.replace(/\.tsx?$/, '.js')));
}

/**
 * Runs a TypeScript entry of the project (server/main.ts, scripts/auth-code.ts) in a real child
 * process, in the tests' environment (their TMPDIR, a clock libfaketime moved) but for the server's
 * settings, which are `env` alone. An entry compileEntries built runs as built.
 */
export function runTs(entry: string, args: string[], env: Record<string, string>): Child {
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SERVER_SETTING.test(name)));
  const built = compiled.get(entry);
  const child = spawn(process.execPath, [...(built ? ['--enable-source-maps', built] : ['--import', 'tsx', entry]), ...args], {
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
