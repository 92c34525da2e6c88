import type { z } from 'zod/mini';
import { MAX_CLOCK_SKEW_MS, MAX_PAYLOAD_BYTES, UP_MESSAGES, type UpMessage } from '../../src/api/contract/device/messages';
import { parseUpTopic, UP_KINDS, type UpKind } from '../../src/api/contract/device/topics';
import type { KnownDevice } from './device-directory';
import type { DeviceDirectory } from './device-directory';
import { dropLog } from './drop-log';

/** Why a message was dropped (server/docs/devices.md): counted, logged at most once a minute each, never written. */
export const DROP_REASONS = ['oversized', 'foreign', 'login', 'malformed', 'replayed', 'refused', 'failed'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export interface IngestCounts {
  accepted: Record<UpKind, number>;
  dropped: Record<DropReason, number>;
}

export type Handlers = { [K in UpKind]: (device: KnownDevice, message: UpMessage<K>) => Promise<'ok' | 'replayed' | 'refused'> };

/**
 * Every device message goes through here, one device's messages one after the other in the order
 * they came: size, topic, sender, JSON, the message's schema, its number and clock, then its
 * handler. A message that fails any step is dropped and counted; nothing a device sends can stop
 * the server.
 */
export class Ingest {
  readonly counts: IngestCounts = {
    accepted: Object.fromEntries(UP_KINDS.map((kind) => [kind, 0])) as Record<UpKind, number>,
    dropped: { oversized: 0, foreign: 0, login: 0, malformed: 0, replayed: 0, refused: 0, failed: 0 },
  };
  private readonly queues = new Map<number, Promise<void>>();
  private readonly warn: ReturnType<typeof dropLog<DropReason>>;
  private readonly counted = new Set<() => void>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly directory: DeviceDirectory,
    private readonly handlers: Handlers,
    private readonly now: () => Date,
    private readonly log: (line: string) => void,
    /**
     * Told of every message of a known device, in the device's turn before the message is handled
     * (the offline pushes' "it is back": what it sends goes out before the answer to the message).
     */
    private readonly heard: (device: KnownDevice) => Promise<void> = () => Promise.resolve(),
  ) {
    this.warn = dropLog<DropReason>(log, { devices: 'dropped' });
  }

  /** Resolves at the next message counted, accepted or dropped (tests and the bench follow the ingest with it). */
  nextCounted(): Promise<void> {
    return new Promise((resolve) => {
      const once = () => {
        this.counted.delete(once);
        resolve();
      };
      this.counted.add(once);
    });
  }

  private tell(): void {
    for (const listener of [...this.counted]) listener();
  }

  drop(reason: DropReason, detail = ''): void {
    this.counts.dropped[reason] += 1;
    this.tell();
    this.warn(reason, detail, this.counts.dropped);
  }

  /** Resolves once every message taken so far is handled (a test that stopped its devices waits on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Takes a message from the broker; resolves once it is handled (tests and the bench wait on it). */
  receive(topic: string, payload: Buffer, sender?: string): Promise<void> {
    return this.track(this.take(topic, payload, sender));
  }

  /**
   * Takes a message another transport decoded for a device it found (the TCP gateway,
   * server/docs/field-gateway.md): the same queue per device, schema, number and clock checks,
   * handlers and counts as a message from the broker.
   */
  deliver(device: KnownDevice, kind: UpKind, message: unknown): Promise<void> {
    return this.track(this.enqueue(device, () => this.check(device, kind, message)));
  }

  /** Counts work on messages taken as in flight until it settles (`idle()` waits for it). */
  track(handled: Promise<void>): Promise<void> {
    this.inFlight.add(handled);
    void handled.finally(() => this.inFlight.delete(handled));
    return handled;
  }

  private take(topic: string, payload: Buffer, sender?: string): Promise<void> {
    if (payload.length > MAX_PAYLOAD_BYTES) return Promise.resolve(this.drop('oversized', topic));
    const up = parseUpTopic(topic);
    if (!up || (sender !== undefined && sender !== up.key)) return Promise.resolve(this.drop('foreign', topic));
    return this.directory.get(up.key).then(
      (device) => {
        // a device of the TCP gateway does not speak MQTT
        if (!device || device.transport !== 'mqtt') return this.drop('foreign', topic);
        return this.enqueue(device, () => this.handle(device, up.kind, payload));
      },
      (error: unknown) => this.drop('failed', String(error)),
    );
  }

  /** One device's messages one after the other, in the order they came, each after the device is heard. */
  private enqueue(device: KnownDevice, work: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(device.id) ?? Promise.resolve();
    const next = previous.then(async () => {
      await this.heard(device).catch((error: unknown) => this.log(`devices: heard ${device.username}: ${String(error)}`));
      await work();
    });
    this.queues.set(device.id, next);
    void next.finally(() => {
      if (this.queues.get(device.id) === next) this.queues.delete(device.id);
    });
    return next;
  }

  private async handle(device: KnownDevice, kind: UpKind, payload: Buffer): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return this.drop('malformed', `${device.username} ${kind}: not JSON`);
    }
    return this.check(device, kind, json);
  }

  private async check(device: KnownDevice, kind: UpKind, json: unknown): Promise<void> {
    const parsed = (UP_MESSAGES[kind] as z.ZodMiniType).safeParse(json);
    if (!parsed.success) return this.drop('malformed', `${device.username} ${kind}: ${parsed.error.issues[0]?.path.join('.')}`);
    const message = parsed.data as UpMessage<UpKind>;
    if (message.seq <= device.lastSeq || Math.abs(message.ts - this.now().getTime()) > MAX_CLOCK_SKEW_MS) {
      return this.drop('replayed', `${device.username} ${kind} seq ${message.seq}`);
    }
    try {
      const outcome = await (this.handlers[kind] as (d: KnownDevice, m: UpMessage<UpKind>) => Promise<'ok' | 'replayed' | 'refused'>)(
        device,
        message,
      );
      if (outcome === 'ok') {
        device.lastSeq = Math.max(device.lastSeq, message.seq);
        this.counts.accepted[kind] += 1;
        this.tell();
      } else this.drop(outcome, `${device.username} ${kind} seq ${message.seq}`);
    } catch (error) {
      this.drop('failed', `${device.username} ${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
