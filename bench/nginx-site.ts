// Debian's nginx running the shipped site (deploy/nginx/irr-console.conf) in front of server
// processes on other ports: the file's own text with its two upstream ports and its listen port
// substituted, so that what the rolling restart measures is the configuration deployments get.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../test/server/support/child-server';

export const SHIPPED_SITE = join(ROOT, 'deploy/nginx/irr-console.conf');
/** The ports the shipped site names: its upstream's two processes and its own. */
const SHIPPED = { upstreams: ['127.0.0.1:8080', '127.0.0.1:8090'], listen: 'listen 80;' } as const;

/** `text` with `from` replaced by `to`, which must occur exactly once (a reshaped site fails here, not silently). */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${SHIPPED_SITE}: expected "${from}" once, found it ${parts.length - 1} times`);
  return parts.join(to);
}

/** The shipped site listening on 127.0.0.1:`listen`, its upstream the processes on `ports` (two). */
export function siteFor(ports: readonly [number, number], listen: number, shipped = readFileSync(SHIPPED_SITE, 'utf8')): string {
  let text = replaceOnce(shipped, SHIPPED.listen, `listen 127.0.0.1:${listen};`);
  for (const [k, from] of SHIPPED.upstreams.entries()) text = replaceOnce(text, `server ${from} `, `server 127.0.0.1:${ports[k]} `);
  return text;
}

/** A whole nginx.conf around `site` for a prefix of its own (pid, logs and temp files in `dir`). */
export function mainConfFor(site: string, dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`);
  // as root the workers would be nobody's, who could not write the temp directories
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;\nevents { worker_connections 1024; }\nhttp {\naccess_log off;\n${temp.join('\n')}\n${site}\n}\n`;
}

export interface RunningNginx {
  origin: string;
  /** Resolves with nginx's exit code once it ended (stop() or a failure). */
  exited: Promise<number | string>;
  /** Its error log so far (upstream failures are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts /usr/sbin/nginx in the foreground on the shipped site; resolves once it answers /readyz of a process behind it. */
export async function startNginx(opts: { dir: string; ports: readonly [number, number]; listen: number }): Promise<RunningNginx> {
  mkdirSync(opts.dir, { recursive: true });
  chmodSync(opts.dir, 0o755);
  const conf = join(opts.dir, 'nginx.conf');
  writeFileSync(conf, mainConfFor(siteFor(opts.ports, opts.listen), opts.dir));
  const errorLog = join(opts.dir, 'error.log');
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', opts.dir, '-c', conf, '-e', errorLog, '-g', `daemon off; pid ${join(opts.dir, 'nginx.pid')}; error_log ${errorLog} warn;`],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const origin = `http://127.0.0.1:${opts.listen}`;
  const readError = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  // nginx says nothing when it listens: ask through it until a process behind answers (or nginx exits)
  let ended = false;
  void exited.then(() => (ended = true));
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    if (ended) throw new Error(`nginx exited (${await exited}): ${readError()}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return {
    origin,
    exited,
    errorLog: readError,
    stop: async () => {
      if (!ended) child.kill('SIGQUIT');
      await exited;
    },
  };
}
