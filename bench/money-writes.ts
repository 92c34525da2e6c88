// Money writes under load for the money bench: the routes of a well's two events that the bench adds
// to its test server (an order's start and stop, as a well's device will send them), a runner of
// concurrent calls, and a sampler of what PostgreSQL's transactions are waiting on meanwhile.
import { sql } from 'kysely';
import pg from 'pg';
import * as z from 'zod/mini';
import { defineCall } from '../src/api/contract/define-call';
import { userOf } from '../server/http/context';
import type { CallContext } from '../server/http/context';
import type { RouteFn } from '../server/http/route';
import { finishWellOrder, startWellOrder } from '../server/money/well-orders';
import { percentile } from './engines';

/**
 * A well's two events as its 4G module will send them: POST /cpi/bench/orders/start (a card swipe
 * starts an order at the well) and POST /cpi/bench/orders/stop (the stop's meter readings end the
 * order, which is priced, paid and billed), each in its call's transaction. Signed and
 * authenticated like any call, so that each costs the same HTTP, session and nonce work as the
 * reads beside it; the order is written with no user and no operation log, as a device writes it.
 */
export const startCall = defineCall({
  method: 'POST',
  path: 'bench/orders/start',
  mode: 'json',
  access: 'user',
  request: z.strictObject({ wellId: z.number(), cardId: z.number(), orderNo: z.string() }),
  response: z.object({ recordId: z.number() }),
});

export const stopCall = defineCall({
  method: 'POST',
  path: 'bench/orders/stop',
  mode: 'json',
  access: 'user',
  request: z.strictObject({ recordId: z.number(), electricWh: z.number(), waterLiters: z.number() }),
  response: z.object({ billId: z.number() }),
});

export function orderRoutes(route: RouteFn): void {
  const deviceActor = async (ctx: CallContext) => {
    await sql`select set_config('irr.actor', '', true)`.execute(ctx.db);
    return { merchantId: userOf(ctx).merchantId, userId: null, at: ctx.now };
  };
  route(startCall, async (input, ctx) => ({ recordId: await startWellOrder(ctx.db, await deviceActor(ctx), input) }));
  route(stopCall, async (input, ctx) => ({
    billId: await finishWellOrder(ctx.db, await deviceActor(ctx), input.recordId, {
      electricWh: input.electricWh,
      waterLiters: input.waterLiters,
    }),
  }));
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string;
}

/**
 * `requests` calls of `op` by `concurrency` workers, each starting its next call when its last
 * one answers. `op(worker, i)` gets the worker's number and the call's (0 … requests-1); it
 * answers an error text, or '' when the call succeeded.
 */
export async function underLoad(
  concurrency: number,
  requests: number,
  op: (worker: number, i: number) => Promise<string>,
): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = next++; i < requests; i = next++) {
        const t = performance.now();
        const error = await op(worker, i);
        times.push(performance.now() - t);
        if (error) {
          errors += 1;
          firstError ||= error;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: requests / seconds, p50: percentile(times, 50), p99: percentile(times, 99), errors, firstError };
}

export interface WaitSample {
  /** Transactions open (running a statement, or waiting for the server's next one). */
  open: number;
  /** Of them, waiting for a row lock another transaction holds. */
  onRowLock: number;
  /** What the waiting ones were running, most often. */
  waitingIn: string;
}

/**
 * Samples, every 20 ms until stopped, the database's open transactions and how many of them wait
 * for a row lock (PostgreSQL), with the statement they wait in.
 */
export function sampleWaits(url: string): { stop(): Promise<WaitSample> } {
  const client = new pg.Client({ connectionString: url });
  const samples: { open: number; locked: number }[] = [];
  const statements = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ state: string; locked: boolean; query: string }>(`select state,
        wait_event_type = 'Lock' and wait_event in ('transactionid', 'tuple') as locked, query
        from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`);
      samples.push({ open: rows.length, locked: rows.filter((r) => r.locked).length });
      for (const r of rows.filter((x) => x.locked)) {
        const statement = r.query.replace(/\s+/g, ' ').split(' (')[0]!.slice(0, 60);
        statements.set(statement, (statements.get(statement) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const mean = (f: (s: { open: number; locked: number }) => number) =>
        samples.reduce((sum, x) => sum + f(x), 0) / Math.max(1, samples.length);
      const waitingIn = [...statements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
      return { open: mean((x) => x.open), onRowLock: mean((x) => x.locked), waitingIn };
    },
  };
}
