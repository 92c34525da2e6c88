import { EventEmitter } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Kysely } from 'kysely';
import { TOPIC_ROOT } from '../../../src/api/contract/device/topics';
import type { FieldConfig } from '../../config';
import type { Database } from '../../db/schema';
import { stillCurrent, type DeviceDirectory, type KnownDevice } from '../device-directory';
import { dropLog } from '../drop-log';
import type { Ingest } from '../ingest';
import { FIELD_DROPS, type FieldCodec, type FieldProtocol } from './field-message';
import { toFieldCommand } from './field-downlink';
import { FieldSocket, type GatewayDrop, type SocketHost } from './field-socket';
import { registrationKey } from './registration-strings';
import { RegistrationThrottle } from './registration-throttle';
import { SentWrites } from './sent-writes';
import { upHandler } from './up-handler';
import { lastWellReading } from './well-reading';

const TICK_MS = 1000;
/** Sockets at once (registered or not); more are refused by the listener. */
const MAX_SOCKETS = 20_000;

export interface FieldCounts {
  dropped: Record<GatewayDrop, number>;
  /** Frames taken (checked and answered), DTU heartbeat packets stripped, well-formed frames of functions the product does not handle. */
  frames: number;
  heartbeats: number;
  unsupported: number;
  /** Registrations taken, and older sockets closed for a newer one of the same device. */
  registered: number;
  replaced: number;
}

export interface FieldGateway {
  readonly counts: FieldCounts;
  /** `registered` (username), `heartbeat` (username), `queued` (remote address), `closed` (username or null, reason), `dropped` (reason): tests follow the gateway with them. */
  readonly events: EventEmitter;
  /** Where DTUs connect, e.g. `127.0.0.1:7651`. */
  readonly address: { host: string; port: number };
  /** A message for a device's `down/<kind>` topic, written to its socket when this process holds it. */
  publish(topic: string, payload: string): Promise<void>;
  /** Closes the device's socket if it registered before its settings changed to `current` (null: removed or suspended). */
  drop(username: string, current: KnownDevice | null): void;
  /** Another process took a device's registration at `at`: an older socket of it here is closed. */
  takenElsewhere(username: string, at: number): void;
  /** The wells whose DTU is connected here (they stay online while it is). */
  connectedWells(): number[];
  /** Every socket as it stands: its remote address, its state and, once registered, its device. */
  sockets(): { remote: string; state: FieldSocket['state']; device: string | null }[];
  /** Closes what overstayed, runs the registrations whose delay passed (every second; tests after moving the clock). */
  tick(): void;
  close(): Promise<void>;
}

/**
 * The TCP gateway for DTUs (server/docs/field-gateway.md): a `net` server whose sockets register,
 * are framed and decoded by their protocol's codec, and feed the same ingest as MQTT; the
 * commands for its devices are encoded and written to their socket.
 */
export async function startFieldGateway(opts: {
  config: FieldConfig;
  host: string;
  db: Kysely<Database>;
  directory: DeviceDirectory;
  ingest: Ingest;
  codecs: Readonly<Partial<Record<FieldProtocol, FieldCodec>>>;
  /** Tells the other processes a device registered here (they close their older socket of it); resolves to when, by the database's clock. */
  announce: (username: string) => Promise<number>;
  now: () => Date;
  log: (line: string) => void;
}): Promise<FieldGateway> {
  const { db, directory, ingest, now, log } = opts;
  const counts: FieldCounts = {
    dropped: Object.fromEntries([...FIELD_DROPS, 'login'].map((r) => [r, 0])) as Record<GatewayDrop, number>,
    frames: 0,
    heartbeats: 0,
    unsupported: 0,
    registered: 0,
    replaced: 0,
  };
  const events = new EventEmitter();
  const warn = dropLog<GatewayDrop>(log, { devices: 'dropped', transport: 'field' });
  const info = (fields: Record<string, unknown>) =>
    log(JSON.stringify({ time: now().toISOString(), level: 'warn', devices: 'field', ...fields }));
  const clock = () => now().getTime();
  const throttle = new RegistrationThrottle(clock);
  const sockets = new Set<FieldSocket>();
  const byDevice = new Map<string, FieldSocket>();

  const drop = (reason: GatewayDrop, detail: string) => {
    counts.dropped[reason] += 1;
    warn(reason, detail, counts.dropped);
    events.emit('dropped', reason);
  };
  const writes = new SentWrites(clock);
  const accepted = upHandler({
    db,
    ingest,
    writes,
    now,
    onUnsupported: (code) => {
      counts.unsupported += 1;
      events.emit('unsupported', code);
    },
  });

  const host: SocketHost = {
    codecs: opts.codecs,
    now: clock,
    drop,
    enqueue: (remote, attempt) => {
      const queued = throttle.enqueue(remote, attempt);
      events.emit('queued', remote);
      return queued;
    },
    byRegistration: (kind, value) => directory.byRegistration(kind, kind === 'string' ? registrationKey(value) : value),
    byStation: (protocol, station) => directory.byStation(protocol, station),
    lastReading: (wellId) => lastWellReading(db, wellId),
    async registered(socket) {
      const username = socket.username!;
      const older = byDevice.get(username);
      byDevice.set(username, socket);
      counts.registered += 1;
      if (older && older !== socket) {
        counts.replaced += 1;
        info({ event: 'replaced', device: username, older: older.remote, newer: socket.remote });
        older.close('replaced');
      }
      // the database is away: no other process can be told, and none can close this socket either
      socket.claimedAt = await opts.announce(username).catch(() => Number.MAX_SAFE_INTEGER);
      events.emit('registered', username);
    },
    accepted,
    handling: (work) => void ingest.track(work),
    frame: () => {
      counts.frames += 1;
    },
    heartbeat: (socket) => {
      counts.heartbeats += 1;
      events.emit('heartbeat', socket.username);
    },
    closed(socket, reason) {
      sockets.delete(socket);
      const username = socket.username;
      if (username && byDevice.get(username) === socket) byDevice.delete(username);
      if (username && reason) info({ event: 'closed', device: username, remote: socket.remote, reason });
      events.emit('closed', username, reason);
    },
  };

  const server: Server = createServer({ pauseOnConnect: false }, (raw) => {
    sockets.add(new FieldSocket(raw, host));
  });
  server.maxConnections = MAX_SOCKETS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.config.port ?? 0, opts.host, () => resolve());
  });
  server.on('error', (error) => info({ event: 'error', error: String(error) }));
  const port = (server.address() as AddressInfo).port;

  const tick = () => {
    throttle.tick();
    const at = clock();
    for (const socket of [...sockets]) socket.tick(at, opts.config.heartbeatWindowMs);
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();

  return {
    counts,
    events,
    address: { host: opts.host, port },
    tick,
    async publish(topic, payload) {
      const parts = topic.split('/');
      if (parts.length !== 4 || parts[0] !== TOPIC_ROOT || parts[2] !== 'down') return;
      const socket = byDevice.get(parts[1]!);
      if (!socket || socket.state !== 'registered') return;
      const device = socket.device!;
      const mapped = toFieldCommand(parts[3]!, payload, device.id);
      if (!mapped || (mapped.write && !writes.mayOffer(device.id, mapped.write))) return;
      const serial = socket.nextSerial();
      let frame: Buffer;
      try {
        frame = socket.codec!.encode(device.station!, mapped.command, device.profile!, {
          ...(device.passwordHex ? { password: device.passwordHex } : {}),
          serial,
          now: now(),
        });
      } catch (error) {
        // a command the device's profile has no frame for (a swipe answer to a standard terminal); the
        // offline pushes go to every well of the merchant, and a standard profile has no card business
        if (mapped.command.kind !== 'pump' && device.profile === 'standard') return;
        info({ event: 'not sent', device: device.username, command: mapped.command.kind, error: String(error) });
        return;
      }
      if (mapped.cmdId !== undefined) socket.sentCommand(serial, mapped.cmdId);
      if (mapped.write) writes.sent(device.id, mapped.write, serial);
      socket.write(frame);
    },
    drop(username, current) {
      const socket = byDevice.get(username);
      if (socket?.device && !stillCurrent(socket.device, current)) socket.close('settings changed');
    },
    takenElsewhere(username, at) {
      const older = byDevice.get(username);
      // two processes' registrations of one device crossing: the later one, by the database's clock, wins on both
      if (!older || older.claimedAt === undefined || older.claimedAt > at) return;
      counts.replaced += 1;
      info({ event: 'replaced', device: username, older: older.remote, newer: 'another process' });
      older.close('replaced');
    },
    sockets: () => [...sockets].map((s) => ({ remote: s.remote, state: s.state, device: s.username })),
    connectedWells: () => [...byDevice.values()].map((s) => s.device!.wellId!),
    async close() {
      clearInterval(timer);
      for (const socket of [...sockets]) socket.close(null);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
