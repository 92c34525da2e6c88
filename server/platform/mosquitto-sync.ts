import { chmodSync, chownSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret, secretMatches } from '../devices/credentials';
import { mosquittoAcl, mosquittoPasswordFile } from '../devices/mosquitto-files';
import { checkMosquittoPid, MosquittoRefusal, type MosquittoPid } from './mosquitto-pid';

/**
 * `npm run platform -- mosquitto <dir> [--hup <pidfile>]` (server/docs/platform.md): mosquitto's
 * password file and ACL written from the database, each replaced whole (a temp file renamed, so
 * mosquitto never reads half of one) and only when its content changed; then SIGHUP, which makes
 * mosquitto read them again.
 */

export { MosquittoRefusal };

export interface BrokerAccount {
  username: string;
  password: string;
}

/** The server's own account on the broker: MQTT_URL's user and password, as the server sends them. */
export function brokerAccount(mqttUrl: string | undefined): BrokerAccount {
  if (!mqttUrl) throw new MosquittoRefusal('MQTT_URL is not set: it names the broker and the account the server joins it with');
  let url: URL;
  try {
    url = new URL(mqttUrl);
  } catch {
    throw new MosquittoRefusal('MQTT_URL is not a URL (mqtt://user:password@host:1883)');
  }
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (!username || !password) throw new MosquittoRefusal('MQTT_URL has no user and password (mqtt://user:password@host:1883)');
  // the password file's line is user:hash, and mqtt.js splits its URL's user and password at the last colon
  if (`${username}${password}`.includes(':')) throw new MosquittoRefusal("MQTT_URL's user and password must not contain ':'");
  return { username, password };
}

/** The directory the files go to: it must exist (mosquitto's conf names it). */
export function checkDirectory(dir: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // reported below
  }
  if (!isDirectory) throw new MosquittoRefusal(`${dir} is not a directory (make it first: deploy/README.md)`);
}

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The server's line of the password file: the hash already there while it still matches the
 * password (a new hash has a new salt, and the file would change at every run), else a new one.
 */
function serverHash(previous: string | null, account: BrokerAccount): string {
  const line = previous?.split('\n').find((l) => l.startsWith(`${account.username}:`));
  const hash = line?.slice(account.username.length + 1);
  return hash && secretMatches(account.password, hash) ? hash : hashSecret(account.password);
}

/** Replaces `path` with `content`: a temp file beside it (mode 0640, the directory's group, for mosquitto to read), renamed over it. */
function replaceFile(dir: string, name: string, content: string): void {
  const temp = join(dir, `.${name}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, content, { mode: 0o640, flag: 'wx' });
    chmodSync(temp, 0o640); // whatever the umask
    const written = statSync(temp);
    const { gid } = statSync(dir);
    if (written.gid !== gid) chownSync(temp, written.uid, gid);
    renameSync(temp, join(dir, name));
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export interface MosquittoSync {
  /** The MQTT devices in the password file (a suspended merchant's left out). */
  devices: number;
  /** The files written (`passwords`, `acl`); none when both were as they are. */
  written: string[];
  /** The pid sent SIGHUP, if any. */
  signalled: number | null;
}

export async function syncMosquitto(
  db: Kysely<Database>,
  opts: { dir: string; account: BrokerAccount; pidFile: string | undefined },
): Promise<MosquittoSync> {
  const paths = { passwords: join(opts.dir, 'passwords'), acl: join(opts.dir, 'acl') };
  const previous = { passwords: readOrNull(paths.passwords), acl: readOrNull(paths.acl) };
  const next = {
    passwords: await mosquittoPasswordFile(db, {
      username: opts.account.username,
      hash: serverHash(previous.passwords, opts.account),
    }),
    acl: mosquittoAcl(opts.account.username),
  };
  const devices = next.passwords.split('\n').length - 2; // the server's line and the final newline
  const changed = (['passwords', 'acl'] as const).filter((name) => next[name] !== previous[name]);
  if (!changed.length) return { devices, written: [], signalled: null };
  // the process is checked before anything is written: files written but never signalled would be
  // "unchanged" at the next run, which would never signal them either
  const pid: MosquittoPid | null = opts.pidFile === undefined ? null : checkMosquittoPid(opts.pidFile);
  for (const name of changed) replaceFile(opts.dir, name, next[name]);
  pid?.hup();
  return { devices, written: changed, signalled: pid?.pid ?? null };
}

/** The command's one line of output. */
export function describeSync(sync: MosquittoSync): string {
  const devices = `mosquitto: ${sync.devices} device${sync.devices === 1 ? '' : 's'}`;
  if (!sync.written.length) return `${devices}, unchanged`;
  const written = `${sync.written.join(' and ')} written`;
  return sync.signalled === null
    ? `${devices}, ${written} (no --hup: mosquitto reads them when it starts or at its next SIGHUP)`
    : `${devices}, ${written}, SIGHUP sent to ${sync.signalled}`;
}
