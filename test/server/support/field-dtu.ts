import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { FieldGateway } from '../../../server/devices/field/gateway';
import type { FieldCodec, FieldCommand, FieldUp } from '../../../server/devices/field/field-message';
import type { TestServer } from './test-server';

/** The test server's TCP gateway. */
export const gatewayOf = (server: TestServer): FieldGateway => server.app.services.devices.field!;

/** Resolves at the gateway's next event of that name, or fails after `ms` naming what was missing. */
export async function nextGatewayEvent(
  server: TestServer,
  name: 'registered' | 'heartbeat' | 'queued' | 'closed' | 'dropped',
  ms = 5000,
): Promise<unknown[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await once(gatewayOf(server).events, name, { signal: controller.signal });
  } catch {
    throw new Error(`no "${name}" from the gateway in ${ms} ms`);
  } finally {
    clearTimeout(timer);
  }
}

/** The reasons of the gateway's next `n` drops. */
export function nextDrops(server: TestServer, n: number, ms = 5000): Promise<string[]> {
  const events = gatewayOf(server).events;
  const seen: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      events.off('dropped', on);
      reject(new Error(`${seen.length} drops of ${n} in ${ms} ms: ${seen.join(', ')}`));
    }, ms);
    function on(reason: string) {
      seen.push(reason);
      if (seen.length < n) return;
      clearTimeout(timer);
      events.off('dropped', on);
      resolve(seen);
    }
    events.on('dropped', on);
  });
}

/** The test servers' gateway settings: on a free port, the default heartbeat window. */
export const FIELD_TEST_CONFIG = { port: 0, heartbeatWindowMs: 180_000 };

/**
 * What writing `bytes` on the DTU's socket cost, by drop reason (only the reasons that moved),
 * counted once `roundTrip` (a frame behind them, answered) is done: every byte before it is handled.
 */
export async function dropsOf(
  server: TestServer,
  dtu: TestDtu,
  bytes: Buffer,
  roundTrip: () => Promise<void>,
): Promise<Record<string, number>> {
  const counts = { ...gatewayOf(server).counts.dropped };
  dtu.write(bytes);
  await roundTrip();
  const after = gatewayOf(server).counts.dropped;
  const moved = (Object.keys(after) as (keyof typeof after)[]).filter((r) => after[r] !== counts[r]);
  return Object.fromEntries(moved.map((r) => [r, after[r] - counts[r]]));
}

export interface TestDtu {
  socket: Socket;
  /** Writes bytes as they are (a registration, a heartbeat, garbage, a frame). */
  write(bytes: Buffer | string): void;
  /** Writes a terminal's message as the codec frames it. */
  send(up: FieldUp, options?: { serial?: number; password?: string }): void;
  /** The next frame the server wrote, cut by the codec's framer. */
  nextFrame(ms?: number): Promise<Buffer>;
  /** The next command the server sent, as the terminal decodes it. */
  nextCommand(ms?: number): Promise<{ command: FieldCommand | null; serial?: number; station: string }>;
  /** Resolves when the server closed the socket. */
  readonly closed: Promise<void>;
  isClosed(): boolean;
  close(): void;
}

/**
 * A DTU on a real TCP socket to the test server's gateway, speaking as station `station` of
 * `codec` with `profile`. `from` picks the loopback address it connects from (127.0.0.x): the
 * gateway slows down an address's failed registrations, so a test that fails some uses its own.
 * `port`: another server's gateway (the frames' clock is still `server`'s).
 */
export async function connectDtu(
  server: TestServer,
  opts: { codec: FieldCodec; station: string; profile: string; from?: string; port?: number },
): Promise<TestDtu> {
  const port = opts.port ?? gatewayOf(server).address.port;
  const socket = connect({ host: '127.0.0.1', port, localAddress: opts.from ?? '127.0.0.1' });
  await once(socket, 'connect');
  const framer = opts.codec.framer();
  const frames: Buffer[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    for (const r of framer.push(chunk)) if ('frame' in r) frames.push(r.frame);
    for (const wake of [...waiters]) wake();
  });
  const closedPromise = new Promise<void>((resolve) => {
    socket.on('close', () => {
      closed = true;
      resolve();
      for (const wake of [...waiters]) wake();
    });
  });
  socket.on('error', () => undefined);
  let serial = 0;
  const nextFrame = (ms = 5000) =>
    new Promise<Buffer>((resolve, reject) => {
      const check = () => {
        if (frames.length > 0) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(frames.shift()!);
        } else if (closed) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`the server closed ${opts.station}'s socket instead of answering`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no frame for ${opts.station} in ${ms} ms`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    socket,
    write: (bytes) => socket.write(bytes),
    send(up, o = {}) {
      serial = o.serial ?? serial + 1;
      socket.write(
        opts.codec.encodeUp(opts.station, up, opts.profile, {
          serial,
          now: server.clock.now(),
          ...(o.password ? { password: o.password } : {}),
        }),
      );
    },
    nextFrame,
    async nextCommand(ms) {
      const frame = await nextFrame(ms);
      const decoded = opts.codec.decodeDown(frame, opts.profile);
      if (!decoded.ok) throw new Error(`the server wrote a frame the terminal refuses: ${decoded.detail}`);
      return decoded;
    },
    closed: closedPromise,
    isClosed: () => closed,
    close: () => socket.destroy(),
  };
}
