import { liveCalls } from '../../../src/api/contract';
import type { LiveEvent } from '../../../src/api/contract/live';
import type { TestClient } from './client';

export interface LiveReader {
  readonly events: LiveEvent[];
  /** Resolves with the first event (already heard or to come) that `match` accepts; rejects after `ms`. */
  next<T extends LiveEvent>(match: (e: LiveEvent) => e is T, ms?: number): Promise<T>;
  next(match: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens `live/events` as the client's user and collects what it says. */
export async function openLive(client: TestClient): Promise<LiveReader> {
  const abort = new AbortController();
  const res = await client.call(liveCalls.events, {}, { stream: true, signal: abort.signal });
  if (res.status !== 200 || !res.response?.body) throw new Error(`live/events answered ${res.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let connected!: () => void;
  const opened = new Promise<void>((resolve) => {
    connected = resolve;
  });
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.response!.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': connected')) connected();
          for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as LiveEvent);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  await opened;
  return {
    events,
    next: (match: (e: LiveEvent) => boolean, ms = 5000) =>
      new Promise<LiveEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event in ${ms} ms; heard ${JSON.stringify(events).slice(0, 500)}`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
    close: () => abort.abort(),
  } as LiveReader;
}
