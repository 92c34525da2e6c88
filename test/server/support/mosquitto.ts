import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MOSQUITTO = '/usr/sbin/mosquitto';

export interface Mosquitto {
  url: string;
  port: number;
  /** Rewrites the password file and has mosquitto read it again. */
  reload(passwords: string): void;
  close(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A real mosquitto (Debian's package) on a free port of 127.0.0.1 (or `port`) with this password file and ACL. */
export async function startMosquitto(passwords: string, acl: string, at?: number): Promise<Mosquitto> {
  const dir = mkdtempSync(join(tmpdir(), 'irr-mosquitto-'));
  const port = at ?? (await freePort());
  writeFileSync(join(dir, 'passwd'), passwords, { mode: 0o600 });
  writeFileSync(join(dir, 'acl'), acl, { mode: 0o600 });
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root'] : []),
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${join(dir, 'passwd')}`,
      `acl_file ${join(dir, 'acl')}`,
      'persistence false',
      'log_dest stderr',
      'log_type error',
      'log_type warning',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // listening once a connection is accepted
  const { connect } = await import('node:net');
  for (let i = 0; ; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`mosquitto did not start: ${err}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    reload(next) {
      writeFileSync(join(dir, 'passwd'), next, { mode: 0o600 });
      child.kill('SIGHUP');
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
