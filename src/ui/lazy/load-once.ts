import { transportMessages } from '../../i18n/zh-CN/errors';

/**
 * Spec sections 8 and 9: loading a chunk times out after 120 s, as the router's CHUNK_TIMEOUT_MS
 * for group chunks. Not imported from the router: its lazy-group module, needed by the shell and by
 * these parts, would become a chunk of its own, one more round trip before the shell shows.
 */
export const PART_TIMEOUT_MS = 120000;

/** A part's chunk did not load (network error, or no answer within the timeout). */
export class PartLoadError extends Error {
  constructor(
    readonly part: string,
    cause?: unknown,
  ) {
    super(transportMessages.chunkLoadTimeout, { cause });
    this.name = 'PartLoadError';
  }
}

type Loader<T> = () => Promise<T>;

const pending = new WeakMap<Loader<unknown>, Promise<unknown>>();
const done = new WeakMap<Loader<unknown>, unknown>();

/** What `load` resolved to, if it already has: lets a remounted part render at once, without a loading flash. */
export function loadedValue<T>(load: Loader<T>): T | undefined {
  return done.get(load) as T | undefined;
}

/**
 * Runs a lazy chunk's loader once (a failed load may be retried), failing with a PartLoadError
 * for `name` after `timeoutMs` or when the import itself fails.
 */
export function loadOnce<T>(name: string, load: Loader<T>, timeoutMs = PART_TIMEOUT_MS): Promise<T> {
  const cached = pending.get(load) as Promise<T> | undefined;
  if (cached) return cached;
  const attempt = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartLoadError(name)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        done.set(load, value);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PartLoadError(name, error));
      },
    );
  });
  pending.set(load, attempt);
  attempt.catch(() => pending.delete(load));
  return attempt;
}
