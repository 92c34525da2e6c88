// Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the server suites, from Debian's binaries.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

function findBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `tmpDir` holds the cluster (the system's temporary directory by default).
 * `restart(mode)` runs `pg_ctl restart -m mode` without blocking the caller's event loop (a server
 * in the same process keeps answering meanwhile).
 * @returns {Promise<{ url: string, stop: () => void, restart: (mode?: 'fast' | 'immediate') => Promise<void> } | null>}
 *   null when PostgreSQL is not installed.
 */
export async function startLocalPostgres({ tmpDir = tmpdir() } = {}) {
  const bin = findBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const command = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args]);
  const run = (cmd, args) => {
    const [file, argv] = command(cmd, args);
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const dir = mkdtempSync(join(tmpDir, 'irr-test-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    // several test files at once, each a pool of 10 and a listener, some a second server
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart(mode = 'fast') {
      const [file, argv] = command('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-m', mode, '-w', 'restart']);
      return new Promise((resolve, reject) => execFile(file, argv, (error) => (error ? reject(error) : resolve())));
    },
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds() {
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
