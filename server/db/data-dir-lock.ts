import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export interface LockInfo {
  pid: number;
  /** Where the holder answers HTTP, once it listens (read by `npm run auth-code`). */
  url?: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `数据目录 ${dir} 正被另一个进程 (pid ${holder.pid}) 使用：请先停止它，或用 IRR_DATA_DIR 指定其他目录。\n` +
        `The data directory ${dir} is in use by another process (pid ${holder.pid}): stop it first, or set IRR_DATA_DIR to another directory.\n` +
        `(If no such server is running, delete ${join(dir, LOCK_FILE)}.)`,
    );
  }
}

export interface DataDirLock {
  /** Records the URL the holder serves, for other tools to find it. */
  setUrl(url: string): void;
  release(): void;
}

/** Whether process `pid` runs (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds now. */
const held = new Set<string>();

/**
 * Whether the process named in a lock file still holds it. Our own pid counts only for a lock we
 * hold: in a container a restarted server often gets the pid its crashed predecessor had.
 */
function holds(pid: number, path: string): boolean {
  return pid === process.pid ? held.has(path) : isAlive(pid);
}

/** The holder of the directory's lock, if a live process holds it. */
export function readLock(dir: string): LockInfo | undefined {
  const path = join(dir, LOCK_FILE);
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && holds(info.pid, path) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock of an embedded data directory: the embedded engine must only ever be
 * opened by one process. A lock left by a dead process (or naming this process's pid without
 * being held by it) is taken over; a live holder, this process included, makes this throw
 * DataDirLockedError at once.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written aside then linked: the lock never exists without its content, and link fails if taken.
    const aside = `${path}.${process.pid}`;
    writeFileSync(aside, JSON.stringify({ pid: process.pid }));
    try {
      linkSync(aside, path);
      held.add(path);
      let released = false;
      return {
        setUrl(url) {
          if (released) return;
          writeFileSync(aside, JSON.stringify({ pid: process.pid, url }));
          renameSync(aside, path);
        },
        release() {
          if (released) return;
          released = true;
          held.delete(path);
          try {
            unlinkSync(path);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dir);
      if (holder) throw new DataDirLockedError(dir, holder);
      // Stale (dead pid or unreadable): remove it and try again.
      try {
        unlinkSync(path);
      } catch {
        /* another process took it over first */
      }
    } finally {
      try {
        unlinkSync(aside);
      } catch {
        /* nothing aside */
      }
    }
  }
  throw new DataDirLockedError(dir, { pid: -1 });
}
