// The steady load of the rolling restart, through the proxy: signed reads, acknowledged money
// writes (each recharge's id kept, to be found in the database afterwards) and consoles' live
// streams that reconnect as the console does (session/live-feed.ts: the server's `retry`, else 1 s).
import { cardCalls, liveCalls } from '../src/api/contract';
import type { TestClient } from '../test/server/support/client';
import { percentile } from './engines';

/** `steady`: both processes serving; `restart`: from a process's SIGTERM until it serves again. */
export type Phase = 'steady' | 'restart';

export interface LoadFigures {
  sent: { reads: number; writes: number };
  /** Answers by HTTP status class; `refused`: no answer at the client (connection refused or reset). */
  answered: { '2xx': number; '4xx': number; '5xx': number; refused: number };
  /** HTTP 200 whose errorCode is not 0 (the server refused the call). */
  businessErrors: number;
  /** A few of the failures, as they came. */
  samples: string[];
  /** Ids of the recharges answered errorCode 0. */
  acknowledged: number[];
  latency: Record<Phase, { n: number; p50: number; p99: number }>;
  streams: { opened: number; ended: number; reconnected: number; refused: number };
}

export interface LoadOptions {
  client: TestClient;
  readers: number;
  writers: number;
  streams: number;
  /** Cards to recharge: writer k recharges card k, so that writers do not queue on one card's row. */
  cardIds: readonly number[];
  phase: () => Phase;
}

export interface RunningLoad {
  /** Resolves once every stream has opened and every one a server ended has reconnected. */
  allConnected(): Promise<void>;
  stop(): Promise<LoadFigures>;
  figures(): LoadFigures;
}

/** The console's first wait before reconnecting and its longest (LIVE_RETRY_MS in src/session/live-feed.ts, a browser module). */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

const statusClass = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : '2xx');

export function startLoad(opts: LoadOptions): RunningLoad {
  const { client } = opts;
  let running = true;
  /** Ends the streams at stop(); the calls in flight are answered. */
  const abort = new AbortController();
  const times: Record<Phase, number[]> = { steady: [], restart: [] };
  const f: Omit<LoadFigures, 'latency'> = {
    sent: { reads: 0, writes: 0 },
    answered: { '2xx': 0, '4xx': 0, '5xx': 0, refused: 0 },
    businessErrors: 0,
    samples: [],
    acknowledged: [],
    streams: { opened: 0, ended: 0, reconnected: 0, refused: 0 },
  };
  const sample = (text: string) => {
    if (f.samples.length < 8) f.samples.push(text);
  };
  const wakers = new Set<() => void>();
  const changed = () => wakers.forEach((wake) => wake());

  /** One call: counted by its answer, its time in the phase it started in; the data when errorCode 0. */
  async function timed<T>(send: () => ReturnType<TestClient['call']>): Promise<T | undefined> {
    const phase = opts.phase();
    const t = performance.now();
    try {
      const res = await send();
      times[phase].push(performance.now() - t);
      f.answered[statusClass(res.status)] += 1;
      if (res.status >= 300) sample(`HTTP ${res.status} (${phase}) ${res.text.slice(0, 160)}`);
      else if (res.body?.errorCode !== 0) {
        f.businessErrors += 1;
        sample(`errorCode ${res.body?.errorCode} (${phase}) ${res.text.slice(0, 160)}`);
      } else return res.body.data as T;
    } catch (error) {
      f.answered.refused += 1;
      sample(`no answer (${phase}): ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`);
    }
    return undefined;
  }

  const reader = async () => {
    while (running) {
      f.sent.reads += 1;
      await timed(() => client.call(cardCalls.findPage, { page: 1, size: 10 }));
    }
  };
  const writer = async (k: number) => {
    const cardId = opts.cardIds[k % opts.cardIds.length]!;
    while (running) {
      f.sent.writes += 1;
      const data = await timed<{ recharge: { id: number } }>(() => client.call(cardCalls.recharge, { cardId, amount: 1, payMode: 'cash' }));
      if (data) f.acknowledged.push(data.recharge.id);
    }
  };

  /** A console's stream: open, read until it ends, wait the server's `retry` (else the console's first backoff), again. */
  const stream = async () => {
    let opened = false;
    while (running) {
      let hint: number | undefined;
      let connected = false;
      try {
        const res = await client.call(liveCalls.events, {}, { stream: true, signal: abort.signal });
        if (res.status !== 200 || !res.response?.body) {
          f.streams.refused += 1;
          sample(`live/events HTTP ${res.status}`);
        } else {
          const decoder = new TextDecoder();
          for await (const chunk of res.response.body as unknown as AsyncIterable<Uint8Array>) {
            const text = decoder.decode(chunk, { stream: true });
            if (!connected && text.includes(': connected')) {
              connected = true;
              f.streams[opened ? 'reconnected' : 'opened'] += 1;
              opened = true;
              changed();
            }
            const retry = /^retry: (\d+)$/m.exec(text);
            if (retry) hint = Number(retry[1]);
          }
        }
      } catch {
        // the server's connection cut, or our own stop
      }
      if (!running) return;
      if (connected) {
        f.streams.ended += 1;
        changed();
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(hint ?? FIRST_RETRY_MS, LONGEST_RETRY_MS)));
    }
  };

  const workers = [
    ...Array.from({ length: opts.readers }, reader),
    ...Array.from({ length: opts.writers }, (_, k) => writer(k)),
    ...Array.from({ length: opts.streams }, stream),
  ];
  const figures = (): LoadFigures => ({
    ...structuredClone(f),
    latency: Object.fromEntries(
      (['steady', 'restart'] as const).map((phase) => {
        const sorted = [...times[phase]].sort((a, b) => a - b);
        return [phase, { n: sorted.length, p50: percentile(sorted, 50) ?? 0, p99: percentile(sorted, 99) ?? 0 }];
      }),
    ) as LoadFigures['latency'],
  });
  return {
    figures,
    allConnected: () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (f.streams.opened < opts.streams || f.streams.reconnected < f.streams.ended) return;
          wakers.delete(check);
          resolve();
        };
        wakers.add(check);
        check();
      }),
    stop: async () => {
      running = false;
      abort.abort();
      await Promise.all(workers);
      return figures();
    },
  };
}
