import { existsSync, readFileSync } from 'node:fs';

/** Something `npm run platform -- mosquitto` will not do: its message, exit 1. */
export class MosquittoRefusal extends Error {}

export interface MosquittoPid {
  pid: number;
  /** mosquitto reads its password file and ACL again. */
  hup(): void;
}

/**
 * The running mosquitto named by its pid file (Debian's: /run/mosquitto/mosquitto.pid). A pid file
 * left by a mosquitto that died may name another process by now, which SIGHUP could end: a pid
 * that is not a running mosquitto (its name in /proc) is refused.
 */
export function checkMosquittoPid(pidFile: string): MosquittoPid {
  let text: string;
  try {
    text = readFileSync(pidFile, 'utf8').trim();
  } catch (error) {
    throw new MosquittoRefusal(`cannot read the pid file ${pidFile}: ${(error as Error).message}`);
  }
  if (!/^[1-9]\d*$/.test(text)) throw new MosquittoRefusal(`${pidFile} holds no pid: ${JSON.stringify(text.slice(0, 40))}`);
  const pid = Number(text);
  let name: string | null;
  try {
    // without /proc (not Linux): whether it runs, whatever it is
    name = existsSync('/proc/self') ? readFileSync(`/proc/${pid}/comm`, 'utf8').trim() : (process.kill(pid, 0), 'mosquitto');
  } catch {
    name = null;
  }
  if (name !== 'mosquitto') {
    throw new MosquittoRefusal(`pid ${pid} (from ${pidFile}) is ${name === null ? 'not running' : `${name}, not mosquitto`}`);
  }
  return { pid, hup: () => process.kill(pid, 'SIGHUP') };
}
