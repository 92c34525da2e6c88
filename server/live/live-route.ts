import { PassThrough } from 'node:stream';
import { liveCalls } from '../../src/api/contract';
import { RawResponse, userOf } from '../http/context';
import type { RouteFn } from '../http/route';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/**
 * When the server stops, each console is told to reconnect after a wait drawn from this span
 * (its `retry`): the consoles of a stopping process come back to the others spread over it, not
 * all in the same millisecond.
 */
export const STOP_RETRY_MS = { min: 500, spread: 2_000 } as const;

/**
 * GET live/events: the caller's merchant's live events as server-sent events, for as long as the
 * console keeps the request open. The merchant is the session's, never the client's to choose.
 */
export function registerLiveRoutes(route: RouteFn): void {
  route(liveCalls.events, async (_input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const stream = new PassThrough();
    const unsubscribe = ctx.services.live.subscribe(merchantId, (event) => stream.write(`data: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      forget();
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    const forget = ctx.services.live.onClose(() => {
      stream.write(`retry: ${STOP_RETRY_MS.min + Math.floor(Math.random() * STOP_RETRY_MS.spread)}\n\n`);
      // the server is stopping: once the stream's end is sent, its kept-alive connection goes too (the
      // listener is closed, so nothing else would come on it, and the stop would wait for it to time out)
      const response = ctx.request.raw.socket;
      stream.once('end', () => setImmediate(() => response?.end()));
      end();
    });
    ctx.request.raw.once('close', end);
    // the first line opens the stream at once (the reader knows it is connected)
    stream.write(': connected\n\n');
    return new RawResponse('text/event-stream; charset=utf-8', stream, { 'x-accel-buffering': 'no', connection: 'keep-alive' });
  });
}
