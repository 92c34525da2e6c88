import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { commandRow, monitorRow } from './well/monitor';
import { wellPermissions } from './well/permissions';

/**
 * What the server pushes to a logged-in console as it happens (server-sent events, one JSON
 * `data:` line per event), for the caller's merchant only:
 * - `wells`: wells whose live state changed, as the monitor shows them;
 * - `command`: a pump command answered or timed out;
 * - `alarm`: an alarm raised (a fault feedback row and a notice were written; the bell counts it);
 * - `day`: today's figures changed (an order billed), for the big screen.
 */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wells'), rows: z.array(monitorRow), at: z.number() }),
  z.object({ type: z.literal('command'), command: commandRow }),
  z.object({ type: z.literal('alarm'), wellId: z.number(), title: z.string(), at: z.number() }),
  z.object({ type: z.literal('day'), at: z.number() }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** GET live/events: the merchant's live events as `text/event-stream` (not an envelope); a comment line every 20 s keeps it open. */
export const events = defineCall({
  method: 'GET',
  path: 'live/events',
  readOnly: true,
  mode: 'json',
  access: { permission: wellPermissions.monitor.view, orPermissions: ['bigScreen:home:view', wellPermissions.well.view] },
  request: z.strictObject({}),
  response: z.unknown(),
});
