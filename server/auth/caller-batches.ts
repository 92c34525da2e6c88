import type { Kysely } from 'kysely';
import { databaseUnavailable } from '../db/errors';
import type { Database } from '../db/schema';
import { findCallers, type CallerLookup, type FoundCaller, type NonceTerms } from './caller-query';

/** Finds a signed call's caller (and takes its nonce), sharing one statement with the calls that arrive with it. */
export interface CallerFinder {
  find(token: string, nonce?: NonceTerms): Promise<FoundCaller | undefined>;
}

export interface CallerBatchOptions {
  /** Most lookups in one statement. @default 64 */
  maxBatch?: number;
  /** Statements in flight at once; the calls that arrive meanwhile wait for the next. @default 2 */
  maxInFlight?: number;
}

interface Waiting extends CallerLookup {
  resolve(found: FoundCaller | undefined): void;
  reject(error: unknown): void;
}

/**
 * Batches the caller statement (caller-query.ts) the way a database batches commits: the first
 * call goes out at once (after the current turn of the event loop, with whatever else arrived in
 * it), and the calls that arrive while statements are in flight go out together in the next one.
 * Under load a statement carries several callers instead of one (about seven at the bench's 32
 * clients), so the database and the server pay its round trip once for all of them; alone, a call
 * waits for nothing.
 *
 * A statement's nonces differ: a second request with a nonce already in the batch waits for the
 * next one, where it is a replay if the first took it. A statement that fails for one bad lookup
 * would fail all of them, so a batch that fails for any reason but the database's absence is run
 * again one lookup at a time (it took nothing: a statement is atomic). A lost connection or a
 * database busy past its limit fails them all at once: each request tries once more on a lost
 * connection (onceMoreIfLost), and answers 9998 when busy without waiting out the limit again.
 */
export function batchedCallers(db: Kysely<Database>, options: CallerBatchOptions = {}): CallerFinder {
  const maxBatch = options.maxBatch ?? 64;
  const maxInFlight = options.maxInFlight ?? 2;
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Nonces of the lookups in flight: another lookup of one waits for it, so the first in line takes it. */
  const flying = new Set<string>();

  const settle = (batch: readonly Waiting[], found: readonly (FoundCaller | undefined)[]) => {
    for (const [k, waiting] of batch.entries()) waiting.resolve(found[k]);
  };

  async function run(batch: readonly Waiting[]): Promise<void> {
    for (const waiting of batch) if (waiting.nonce) flying.add(waiting.nonce.value);
    try {
      settle(batch, await findCallers(db, batch));
    } catch (error) {
      if (batch.length === 1 || databaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (waiting) => {
          try {
            settle([waiting], await findCallers(db, [waiting]));
          } catch (alone) {
            waiting.reject(alone);
          }
        }),
      );
    } finally {
      for (const waiting of batch) if (waiting.nonce) flying.delete(waiting.nonce.value);
    }
  }

  /** The next statement's lookups: the first in line, up to maxBatch, no two with the same nonce nor one in flight. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const nonces = new Set<string>();
    for (const waiting of queue) {
      const nonce = waiting.nonce?.value;
      if (batch.length >= maxBatch || (nonce !== undefined && (nonces.has(nonce) || flying.has(nonce)))) {
        rest.push(waiting);
        continue;
      }
      if (nonce !== undefined) nonces.add(nonce);
      batch.push(waiting);
    }
    queue = rest;
    return batch;
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // all that wait share a nonce in flight: its end flushes them
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        flush();
      });
    }
  }

  return {
    find(token, nonce) {
      return new Promise((resolve, reject) => {
        queue.push({ token, nonce, resolve, reject });
        if (!scheduled && inFlight < maxInFlight) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
