import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files go: a directory by default, any shared store behind the same two calls. */
export interface FileStorage {
  put(bytes: Buffer, ext: string): Promise<{ key: string; url: string }>;
  /** The stored bytes, or null for an unknown or ill-formed key. */
  read(key: string): Promise<Buffer | null>;
}

/** Keys are made here only: 32 hex characters, a dot and a short extension (no '/', no '..'). */
const KEY_SHAPE = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const EXT_SHAPE = /^[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** Files under `dir`, served at `urlPrefix + key` (for example `/cpi/api-file/files/`). */
export function createDirectoryStorage(dir: string, urlPrefix: string): FileStorage {
  return {
    async put(bytes, ext) {
      const cleanExt = ext.replace(/^\./, '').toLowerCase();
      if (!EXT_SHAPE.test(cleanExt)) throw new Error(`file extension not allowed: ${ext}`);
      const key = `${randomBytes(16).toString('hex')}.${cleanExt}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, key), bytes, { flag: 'wx' });
      return { key, url: `${urlPrefix}${key}` };
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
