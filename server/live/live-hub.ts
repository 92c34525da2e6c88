import { sql } from 'kysely';
import type { LiveEvent } from '../../src/api/contract/live';
import type { Db } from '../db/connect';
import type { Listen } from '../db/listener';

/** The NOTIFY channel of live events: every process listens, so any of them can serve any browser. */
export const LIVE_CHANNEL = 'irr_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: rows are sent in parts below it. */
const MAX_NOTIFY_BYTES = 7500;

type Subscriber = (event: LiveEvent) => void;

/**
 * Live events of each merchant to the streams of this process (server/live/live-route.ts).
 * Events are published with NOTIFY in the writer's transaction, so a browser hears of a change
 * only once it is committed, whichever process made it.
 */
export interface LiveHub {
  subscribe(merchantId: number, subscriber: Subscriber): () => void;
  /** Streams open now (the bench reads it). */
  readonly size: number;
  /** Runs `end` when the hub closes (the server's streams end before it stops), or at once when it has. */
  onClose(end: () => void): () => void;
  close(): Promise<void>;
}

export async function createLiveHub(listen: Listen, warn: (line: string) => void): Promise<LiveHub> {
  const subscribers = new Map<number, Set<Subscriber>>();
  const enders = new Set<() => void>();
  let closed = false;
  let size = 0;
  const unlisten = await listen(LIVE_CHANNEL, (payload) => {
    let parsed: { m: number; e: LiveEvent };
    try {
      parsed = JSON.parse(payload) as { m: number; e: LiveEvent };
    } catch {
      return warn(`live: unreadable notification ${payload.slice(0, 80)}`);
    }
    for (const subscriber of subscribers.get(parsed.m) ?? []) subscriber(parsed.e);
  });
  return {
    get size() {
      return size;
    },
    subscribe(merchantId, subscriber) {
      const set = subscribers.get(merchantId) ?? new Set();
      set.add(subscriber);
      subscribers.set(merchantId, set);
      size += 1;
      return () => {
        if (set.delete(subscriber)) size -= 1;
        if (set.size === 0) subscribers.delete(merchantId);
      };
    },
    onClose(end) {
      // a stream opened while the server stops (on a connection still open) ends at once, once opened
      if (closed) queueMicrotask(end);
      else enders.add(end);
      return () => enders.delete(end);
    },
    async close() {
      closed = true;
      for (const end of enders) end();
      enders.clear();
      await unlisten();
    },
  };
}

/** Publishes an event to the merchant's consoles when `db`'s transaction commits (at once outside one). */
export async function publishLive(db: Db, merchantId: number, event: LiveEvent): Promise<void> {
  for (const part of split(event)) {
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ m: merchantId, e: part })})`.execute(db);
  }
}

/** A `wells` event too large for one notification becomes several. */
function split(event: LiveEvent): LiveEvent[] {
  if (event.type !== 'wells' || Buffer.byteLength(JSON.stringify(event)) < MAX_NOTIFY_BYTES) return [event];
  const parts: LiveEvent[] = [];
  let rows: typeof event.rows = [];
  let bytes = 0;
  for (const row of event.rows) {
    const length = Buffer.byteLength(JSON.stringify(row)) + 1;
    if (rows.length > 0 && bytes + length > MAX_NOTIFY_BYTES - 100) {
      parts.push({ ...event, rows });
      rows = [];
      bytes = 0;
    }
    rows.push(row);
    bytes += length;
  }
  if (rows.length > 0) parts.push({ ...event, rows });
  return parts;
}
