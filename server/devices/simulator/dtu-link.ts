import { connect, type Socket } from 'node:net';
import { FIELD_CODECS } from '../field/field-codecs';
import type { FieldUp } from '../field/field-message';
import { controllerOrderNos, DTU_FAULTS, dtuDown, dtuSwipes, dtuUps, type DtuSettings } from './dtu-messages';
import type { DownHandler, PumpLink } from './pump-link';

/** Every this many status reports, a simulated SZY206 terminal adds its meters as two more (the bench counts them). */
export const METERS_EVERY = 6;

export interface DtuLinkOptions {
  host: string;
  port: number;
  /** Idle this long, the DTU sends its heartbeat. @default 60_000 */
  heartbeatMs?: number;
  /** After a drop, it connects again after this long; doubled after each connection that lasted less than a minute (a refused registration), up to 5 minutes. @default 5000 */
  reconnectMs?: number;
  /** Every this many status reports, SZY206 adds the meters' reports. @default METERS_EVERY */
  metersEvery?: number;
  now: () => number;
  log?: (line: string) => void;
}

/**
 * A simulated DTU and its terminal on a TCP socket to the gateway (server/docs/field-gateway.md):
 * on each connection its registration packet (and SZY206's login frame), then the pump's messages
 * as the codec's frames, a heartbeat when idle, the centre's frames read as the terminal reads them
 * (a pump command is answered as the protocol answers it, a swipe's answer handed to the pump), and
 * a new connection after a drop. Resolves once the first connection is made or failed.
 */
export async function connectDtuLink(settings: DtuSettings, name: string, onDown: DownHandler, opts: DtuLinkOptions): Promise<PumpLink> {
  const codec = FIELD_CODECS[settings.protocol]!;
  const frameOptions = (serial: number) => ({
    serial,
    now: new Date(opts.now()),
    ...(settings.password ? { password: settings.password } : {}),
  });
  let socket: Socket | null = null;
  let connected = false;
  let closing = false;
  let serial = 0;
  let lastWrite = 0;
  let statuses = 0;
  let cmdIds = 0;
  let connectedAt = 0;
  let retryMs = opts.reconnectMs ?? 5000;
  /** Each pump command waiting for the pump's answer: what it asked, and its serial (SL 651 answers under it). */
  const commands = new Map<number, { action: 'start' | 'stop'; serial?: number }>();
  let retry: ReturnType<typeof setTimeout> | undefined;

  const write = (bytes: Buffer) => {
    if (!socket || !connected) return;
    socket.write(bytes);
    lastWrite = performance.now();
  };
  const frame = (up: FieldUp, at = (serial = (serial % 0xffff) + 1)) => {
    try {
      write(codec.encodeUp(settings.station, up, settings.profile, frameOptions(at)));
    } catch (error) {
      opts.log?.(`simulator: ${name} cannot say ${up.kind} in ${settings.protocol} ${settings.profile}: ${(error as Error).message}`);
    }
  };
  const keepAlive = () => {
    if (settings.heartbeatHex) write(Buffer.from(settings.heartbeatHex, 'hex'));
    else frame({ kind: 'link', link: 'heartbeat' });
  };

  const open = () =>
    new Promise<void>((resolve) => {
      const s = connect({ host: opts.host, port: opts.port, ...(settings.from ? { localAddress: settings.from } : {}) });
      socket = s;
      const framer = codec.framer();
      s.on('connect', () => {
        connected = true;
        connectedAt = performance.now();
        const r = settings.registration;
        if (r.kind !== 'frame') write(Buffer.from(r.value, 'latin1'));
        if (settings.protocol === 'szy206') frame({ kind: 'link', link: 'login' });
        else if (r.kind === 'frame') keepAlive();
        resolve();
      });
      s.on('data', (chunk: Buffer) => {
        for (const cut of framer.push(chunk)) {
          if (!('frame' in cut)) continue;
          const decoded = codec.decodeDown(cut.frame, settings.profile);
          if (!decoded.ok || !decoded.command) continue;
          const cmdId = (cmdIds += 1);
          if (decoded.command.kind === 'pump') commands.set(cmdId, { action: decoded.command.action, serial: decoded.serial });
          const down = dtuDown(decoded.command, cmdId);
          if (down) onDown(down.kind, down.message);
        }
      });
      s.on('error', (error) => opts.log?.(`simulator: ${name} (${settings.protocol}): ${error.message}`));
      s.on('close', () => {
        connected = false;
        commands.clear();
        resolve();
        if (closing) return;
        // a connection the server closed soon (its registration refused) is not tried again at once: the gateway slows the address down
        retryMs = connectedAt && performance.now() - connectedAt >= 60_000 ? (opts.reconnectMs ?? 5000) : Math.min(retryMs * 2, 300_000);
        connectedAt = 0;
        retry = setTimeout(() => void open(), retryMs);
      });
    });

  await open();
  const heartbeatMs = opts.heartbeatMs ?? 60_000;
  const heartbeat = setInterval(
    () => {
      if (performance.now() - lastWrite >= heartbeatMs) keepAlive();
    },
    Math.max(1000, heartbeatMs / 4),
  );
  const nextOrderNo = controllerOrderNos(opts.now());

  return {
    get connected() {
      return connected;
    },
    send(kind, message, pumpRunning) {
      const at = Number(message.ts);
      const meters = kind === 'status' && (statuses += 1) % (opts.metersEvery ?? METERS_EVERY) === 1;
      const answered = kind === 'ack' ? commands.get(Number(message.cmdId)) : undefined;
      if (answered) commands.delete(Number(message.cmdId));
      for (const up of dtuUps(settings, kind, message, { at, meters, pumpRunning, ...(answered ? { action: answered.action } : {}) })) {
        frame(up, kind === 'ack' && settings.protocol === 'sl651' ? answered?.serial : undefined);
      }
    },
    newOrderNo: nextOrderNo,
    swipes: dtuSwipes(settings),
    faults: DTU_FAULTS[settings.protocol],
    outages: false,
    async close() {
      closing = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      if (socket && !socket.destroyed) {
        const s = socket;
        await new Promise<void>((resolve) => {
          s.once('close', () => resolve());
          s.end();
          setTimeout(() => s.destroy(), 1000).unref();
        });
      }
    },
  };
}
