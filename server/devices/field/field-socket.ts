import type { Socket } from 'node:net';
import type { KnownDevice } from '../device-directory';
import type { DecodedFrame, FieldCodec, FieldDrop, FieldFramer, FieldProtocol, FieldUp } from './field-message';
import type { WellReading } from './field-uplink';
import { HeartbeatStripper } from './heartbeat-stripper';
import { lookUpRegistration, passwordMatches, type Registered } from './registration-lookup';
import { isTerminator, parseRegistration, type RegistrationPacket } from './registration-packet';
import type { RegistrationAttempt, RegistrationOutcome } from './registration-throttle';

/** Why the gateway dropped bytes, a frame or a socket: the codecs' reasons, and `login` for a refused registration. */
export type GatewayDrop = FieldDrop | 'login';

/** Bytes a socket may send before its registration is decided; more closes it. */
export const PRE_REGISTRATION_MAX = 8192;
/** A socket that has not sent a whole registration after this long is closed. */
export const REGISTRATION_WINDOW_MS = 30_000;
/** Bytes waiting to be written to a DTU that does not read; more closes it. */
const WRITE_BUFFER_MAX = 64 * 1024;
/** Pump commands remembered per socket, waiting for their answer, and for how long (a command times out in 10 s). */
const COMMANDS_KEPT = 16;
const COMMAND_MEMORY_MS = 60_000;
const EMPTY = Buffer.alloc(0);

/** What a socket needs of its gateway. */
export interface SocketHost {
  readonly codecs: Readonly<Partial<Record<FieldProtocol, FieldCodec>>>;
  now(): number;
  drop(reason: GatewayDrop, detail: string): void;
  /** Queues a registration behind the ones of its address (registration-throttle.ts); false: too many wait. */
  enqueue(remote: string, attempt: RegistrationAttempt): boolean;
  /** The device a registration string or IMEI names. */
  byRegistration(kind: 'string' | 'imei', value: string): Promise<KnownDevice | null>;
  byStation(protocol: FieldProtocol, station: string): Promise<KnownDevice | null>;
  lastReading(wellId: number): Promise<WellReading | null>;
  /** The socket now speaks for its device (the newer wins). */
  registered(socket: FieldSocket): Promise<void>;
  /** A frame from the device, checked: each of its `up` messages in order (never rejects). */
  accepted(socket: FieldSocket, up: FieldUp): Promise<void>;
  /** A frame's messages are being handled: the ingest's `idle()` waits for the whole frame, not only its current message. */
  handling(work: Promise<void>): void;
  /** A frame checked and taken; a DTU heartbeat packet stripped. */
  frame(socket: FieldSocket): void;
  heartbeat(socket: FieldSocket): void;
  closed(socket: FieldSocket, reason: string | null): void;
}

/**
 * One DTU's connection (server/docs/field-gateway.md): its registration first (a string, an IMEI,
 * or the protocol's first frame), then its heartbeat packets stripped, its frames cut by the
 * codec's framer, decoded with its profile, checked (its station, its password) and answered;
 * every bound kept (bytes before the registration, bytes waiting to be written).
 */
export class FieldSocket {
  state: 'registering' | 'deciding' | 'registered' | 'refused' | 'closed' = 'registering';
  device: KnownDevice | null = null;
  codec: FieldCodec | null = null;
  /** The well's readings as the last frame left them (a status report carries them all). */
  reading: WellReading | null = null;
  readonly remote: string;
  readonly openedAt: number;
  lastSeenAt: number;
  /** When it registered, by the database's clock, the one all processes share (the newer socket of a device wins); undefined until known. */
  claimedAt: number | undefined;
  /** A refused socket is held until then, then closed. */
  private closeAt = Infinity;
  private received = 0;
  private pre: Buffer = EMPTY;
  private framer: FieldFramer | null = null;
  /** What the framer cut before the registration was decided (frame registration), and the bytes that came meanwhile. */
  private pending: ReturnType<FieldFramer['push']> = [];
  private rest: Buffer = EMPTY;
  private skipTerminators = false;
  private stripper: HeartbeatStripper | null = null;
  private serial = 0;
  private commands: { serial: number; cmdId: number; at: number }[] = [];
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: Socket,
    private readonly host: SocketHost,
  ) {
    this.remote = socket.remoteAddress ?? 'unknown';
    this.openedAt = this.lastSeenAt = host.now();
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.data(chunk));
    socket.on('error', () => this.close(null));
    socket.on('close', () => this.close(null));
  }

  get username(): string | null {
    return this.device?.username ?? null;
  }

  /** The frame number of the next command to this DTU (1 to 65535, then 1 again). */
  nextSerial(): number {
    this.serial = (this.serial % 65535) + 1;
    return this.serial;
  }

  /** A pump command written with `serial`, whose answer ends it. */
  sentCommand(serial: number, cmdId: number): void {
    this.commands.push({ serial, cmdId, at: this.host.now() });
    if (this.commands.length > COMMANDS_KEPT) this.commands.shift();
  }

  /** The command an answer ends: the one of its serial, else the oldest unanswered. */
  takeCommand(serial: number | undefined): number | undefined {
    const since = this.host.now() - COMMAND_MEMORY_MS;
    this.commands = this.commands.filter((c) => c.at >= since);
    const i = serial === undefined ? 0 : this.commands.findIndex((c) => c.serial === serial);
    if (i < 0 || i >= this.commands.length) return undefined;
    return this.commands.splice(i, 1)[0]!.cmdId;
  }

  write(frame: Buffer): void {
    if (this.socket.destroyed) return;
    if (this.socket.writableLength > WRITE_BUFFER_MAX) return this.close('not reading');
    this.socket.write(frame);
  }

  /** Closes what overstayed: a refused socket's delay, a registration's window, a registered socket's silence. */
  tick(now: number, silenceMs: number): void {
    if (this.state === 'refused' && now >= this.closeAt) this.close('refused');
    else if (this.state === 'registering' && now - this.openedAt >= REGISTRATION_WINDOW_MS) {
      this.host.drop('timeout', `${this.remote}: no registration in ${REGISTRATION_WINDOW_MS / 1000} s`);
      this.close('no registration');
    } else if (this.state === 'registered' && now - this.lastSeenAt >= silenceMs) {
      this.host.drop('timeout', `${this.username} silent for ${Math.round((now - this.lastSeenAt) / 1000)} s`);
      this.close('silent');
    }
  }

  isClosed(): boolean {
    return this.state === 'closed';
  }

  close(reason: string | null): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.socket.destroy();
    this.host.closed(this, reason);
  }

  private data(chunk: Buffer): void {
    if (this.state === 'registered') return this.consume(chunk);
    if (this.state !== 'registering' && this.state !== 'deciding') return;
    this.received += chunk.length;
    if (this.received > PRE_REGISTRATION_MAX) {
      this.host.drop('oversized', `${this.remote}: ${this.received} bytes before a registration`);
      return this.close('oversized registration');
    }
    if (this.state === 'deciding') {
      this.rest = Buffer.concat([this.rest, chunk]);
      return;
    }
    if (this.framer) return this.framed(chunk);
    this.pre = Buffer.concat([this.pre, chunk]);
    const packet = parseRegistration(this.pre);
    if (packet.kind === 'more') return;
    if (packet.kind === 'frame') {
      const codec = this.host.codecs[packet.protocol];
      if (codec) {
        this.codec = codec;
        this.framer = codec.framer();
        const bytes = this.pre;
        this.pre = EMPTY;
        return this.framed(bytes);
      }
    }
    this.decide(packet);
  }

  /** Frame registration: the framer's output until the first frame, which names the station. */
  private framed(chunk: Buffer): void {
    const out = this.framer!.push(chunk);
    const first = out.findIndex((r) => 'frame' in r);
    for (const r of first < 0 ? out : out.slice(0, first)) if ('drop' in r) this.host.drop(r.drop, `${this.remote}: ${r.bytes} bytes`);
    if (first < 0) return;
    this.pending = out.slice(first + 1);
    this.decide({ kind: 'frame', protocol: this.codec!.protocol }, (out[first] as { frame: Buffer }).frame);
  }

  private decide(packet: RegistrationPacket, frame?: Buffer): void {
    this.state = 'deciding';
    this.socket.pause();
    if (packet.kind === 'string' || packet.kind === 'imei') {
      this.rest = this.pre.subarray(packet.length);
      this.skipTerminators = true;
    }
    this.pre = EMPTY;
    const what = packet.kind === 'string' || packet.kind === 'imei' ? `${packet.kind} ${packet.value}` : packet.kind;
    const queued = this.host.enqueue(this.remote, {
      run: async () => {
        if (this.isClosed()) return 'gone';
        const found = await lookUpRegistration(this.host, packet, frame && { codec: this.codec!, bytes: frame }, (reason, detail) =>
          this.host.drop(reason, `${this.remote}: ${detail}`),
        );
        if (!found) return 'failed';
        // a socket gone meanwhile neither failed nor registers
        if (this.isClosed()) return 'gone';
        return this.register(found);
      },
      refused: (delayMs) => {
        this.host.drop('login', `${this.remote}: ${what.slice(0, 40)}`);
        if (this.state === 'closed') return;
        if (delayMs <= 0) return this.close('refused');
        this.state = 'refused';
        this.closeAt = this.host.now() + delayMs;
      },
    });
    if (!queued) {
      this.host.drop('login', `${this.remote}: too many registrations waiting`);
      this.close('refused');
    }
  }

  private async register({ device, first }: Registered): Promise<RegistrationOutcome> {
    const reading = await this.host.lastReading(device.wellId!);
    if (!reading) return 'failed';
    if (this.isClosed()) return 'gone';
    this.device = device;
    this.codec = this.host.codecs[device.transport as FieldProtocol]!;
    this.framer ??= this.codec.framer();
    this.stripper = new HeartbeatStripper(device.heartbeat);
    this.reading = reading;
    this.state = 'registered';
    this.lastSeenAt = this.host.now();
    await this.host.registered(this);
    if (first) this.accept(first);
    for (const r of this.pending) this.cut(r);
    this.pending = [];
    const rest = this.rest;
    this.rest = EMPTY;
    if (rest.length > 0) this.consume(rest);
    this.socket.resume();
    return { device: device.username };
  }

  private consume(chunk: Buffer): void {
    let data = chunk;
    if (this.skipTerminators) {
      let i = 0;
      while (i < data.length && isTerminator(data[i]!)) i += 1;
      data = data.subarray(i);
      if (data.length > 0) this.skipTerminators = false;
    }
    const stripped = this.stripper!.push(data);
    if (stripped.beats > 0) {
      this.lastSeenAt = this.host.now();
      this.host.heartbeat(this);
    }
    if (stripped.data.length > 0) for (const r of this.framer!.push(stripped.data)) this.cut(r);
  }

  private cut(r: ReturnType<FieldFramer['push']>[number]): void {
    if (this.state !== 'registered') return;
    const device = this.device!;
    if ('drop' in r) return this.host.drop(r.drop, `${device.username}: ${r.bytes} bytes`);
    const decoded = this.codec!.decode(r.frame, device.profile!);
    if (!decoded.ok) return this.host.drop(decoded.drop, `${device.username}: ${decoded.detail}`);
    if (decoded.station.toUpperCase() !== device.station)
      return this.host.drop('foreign', `${device.username}: a frame of station ${decoded.station}`);
    if (!passwordMatches(device, decoded)) return this.host.drop('password', `${device.username}: station ${decoded.station}`);
    this.accept(decoded);
  }

  private accept(decoded: DecodedFrame): void {
    this.lastSeenAt = this.host.now();
    this.host.frame(this);
    if (decoded.reply) this.write(decoded.reply);
    // one device's messages in the order they came
    for (const up of decoded.up) this.work = this.work.then(() => this.host.accepted(this, up)).catch(() => undefined);
    this.host.handling(this.work);
  }
}
