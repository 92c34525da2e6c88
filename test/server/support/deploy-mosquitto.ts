import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './child-server';
import { freePort, MOSQUITTO } from './mosquitto';

export const SNIPPET = join(ROOT, 'deploy/mosquitto/irr-console.conf');

export interface DeployedMosquitto {
  url: string;
  pid: number;
  /** Where it wrote its pid, as Debian's mosquitto writes /run/mosquitto/mosquitto.pid. */
  pidFile: string;
  close(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    }).on('error', () => resolve(false));
  });

/**
 * Debian's mosquitto on deploy/mosquitto/irr-console.conf (or `snippet`) as /etc/mosquitto/mosquitto.conf
 * includes it, its files' directory moved to `dir` and its port to a free one of 127.0.0.1; its pid
 * file in `dir`. Rejects with mosquitto's words when it does not start.
 */
export async function startDeployedMosquitto(dir: string, snippet = readFileSync(SNIPPET, 'utf8')): Promise<DeployedMosquitto> {
  const port = await freePort();
  const moved = snippet.replaceAll('/etc/mosquitto/irr/', `${dir}/`).replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`);
  if (!moved.includes(`listener ${port} `)) throw new Error(`no "listener 1883" line in the snippet:\n${snippet}`);
  const pidFile = join(dir, 'mosquitto.pid');
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(conf, `${process.getuid?.() === 0 ? 'user root\n' : ''}pid_file ${pidFile}\npersistence false\nlog_dest stderr\n${moved}`);
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; !(await accepts(port)); i += 1) {
    if (child.exitCode !== null || child.signalCode !== null || i > 100) {
      child.kill('SIGTERM');
      throw new Error(`mosquitto did not start: ${err}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    pid: child.pid!,
    pidFile,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
