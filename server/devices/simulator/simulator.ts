import type { DownMessage } from '../../../src/api/contract/device/messages';
import type { DownKind, UpKind } from '../../../src/api/contract/device/topics';
import { connectDtuLink } from './dtu-link';
import type { DtuSettings } from './dtu-messages';
import { connectMqttLink } from './mqtt-link';
import { offlineRecord, SimulatedChips, type OfflineCard, type Outage } from './offline-field';
import type { PumpLink } from './pump-link';

export interface SimulatedDevice {
  username: string;
  /** Its MQTT secret (an MQTT device). */
  secret: string;
  /** A DTU's settings: it speaks SZY206 or SL 651 to the TCP gateway; none: MQTT. */
  dtu?: DtuSettings;
  kind: 'well' | 'fertigation';
  /** Card numbers of the device's merchant a farmer may swipe (wells). */
  cards: readonly string[];
  /** An order the well is pumping as the simulator starts, with the meters' readings now: it pumps on and stops it. */
  order?: { orderNo: string; meterWh: number; meterLiters: number };
  /** The merchant's offline cards with what their chips hold, served by the well while its network is down (wells). */
  offlineCards?: readonly OfflineCard[];
  /** The last offline record number the server holds of the well (its controller numbers on from there). */
  lastRecordNo?: number;
  /** The meters' readings now (the last the server heard: its status, or its last offline record); random when not given. */
  meters?: { wh: number; liters: number };
  /** The water level of its last report, m (a well the server heard): it goes on from there; random when not given. */
  level?: number;
}

export interface SimulatorOptions {
  /** The MQTT broker's. */
  url: string;
  /** The TCP gateway's address, for the DTUs (a DTU without one is not simulated). */
  field?: { host: string; port: number };
  /** A DTU connects again this long after a drop (doubled while its connections are refused). @default 5000 */
  reconnectMs?: number;
  /** A status every this long per device (± 20 %). @default 10_000 */
  everyMs?: number;
  /** Per status tick: chance an idle well gets a swipe, and of a fault event. */
  swipeChance?: number;
  faultChance?: number;
  /**
   * Per status tick: chance a well with offline cards loses its network (for 30 to 90 ticks; not before
   * its third report since it connected or came back), and, meanwhile, of an offline card's swipe.
   */
  outageChance?: number;
  offlineSwipeChance?: number;
  /** Connections opened at once while starting. @default 200 */
  connectBatch?: number;
  /** A well's network is back: what its controller kept and now sends (tests follow an outage with it). */
  onBack?: (device: SimulatedDevice, kept: Outage['kept']) => void;
  /** Each status sent (the bench stamps and times them). */
  onStatus?: (device: SimulatedDevice, status: Record<string, unknown>) => void;
  log?: (line: string) => void;
  /** The devices' clock, stamped on every message. @default Date.now */
  now?: () => number;
}

interface Pump {
  device: SimulatedDevice;
  link: PumpLink;
  seq: number;
  level: number;
  staticLevel: number;
  running: boolean;
  meterWh: number;
  meterLiters: number;
  order: { orderNo: string; ticksLeft: number } | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The controller's last offline record number. */
  recordNo: number;
  /** Its network is down: it keeps what it would send. */
  outage: Outage | null;
  /** Statuses sent since it connected or its network came back (it hears the server's pushes meanwhile). */
  reports: number;
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * Drives devices as the field does (server/docs/devices.md), each over its transport (MQTT, or a
 * DTU's socket speaking SZY206 or SL 651: `pump-link.ts`): periodic status with a
 * drifting water level, card swipes that pump for a while and stop with the meters' readings, the
 * odd fault, and an answer to every pump command; now and then an MQTT well's network goes down for a
 * while and its controller serves offline cards on their chips, and sends the orders and the writes
 * it made when it is back (server/docs/offline-orders.md). `npm run simulate` and the demo under
 * `npm start` run it on the seeded wells and machines; the bench on thousands of its own.
 */
export class Simulator {
  private readonly pumps: Pump[] = [];
  private readonly chips = new SimulatedChips();
  private stopped = false;

  constructor(private readonly opts: SimulatorOptions) {}

  get connected(): number {
    return this.pumps.filter((p) => p.link.connected).length;
  }

  async start(devices: readonly SimulatedDevice[]): Promise<void> {
    for (const d of devices) this.chips.add(d.offlineCards ?? []);
    const batch = this.opts.connectBatch ?? 200;
    for (let i = 0; i < devices.length && !this.stopped; i += batch) {
      await Promise.all(devices.slice(i, i + batch).map((d) => this.connect(d)));
    }
  }

  private async connect(device: SimulatedDevice): Promise<void> {
    // what the server says before the pump is set up is not heard (as a module booting)
    const held: { pump?: Pump } = {};
    const onDown = (kind: DownKind, message: Record<string, unknown>) => {
      if (held.pump) this.onDown(held.pump, kind, message);
    };
    const link = await this.linkOf(device, onDown);
    if (!link || this.stopped) {
      await link?.close();
      return;
    }
    const pump: Pump = {
      device,
      link,
      seq: Date.now() * 1000,
      level: NaN,
      // a level heard before is kept as the resting one (within the simulated range): a jump from it
      // would be 水位突变 (levelJump) at the first report after a restart
      staticLevel: device.level === undefined ? 15 + Math.random() * 30 : Math.min(45, Math.max(15, device.level)),
      running: false,
      meterWh: device.meters?.wh ?? Math.floor(Math.random() * 1e7),
      meterLiters: device.meters?.liters ?? Math.floor(Math.random() * 5e7),
      order: null,
      timer: undefined,
      recordNo: device.lastRecordNo ?? 0,
      outage: null,
      reports: 0,
    };
    pump.level = device.level ?? pump.staticLevel;
    if (device.order) {
      pump.running = true;
      pump.meterWh = device.order.meterWh;
      pump.meterLiters = device.order.meterLiters;
      pump.order = { orderNo: device.order.orderNo, ticksLeft: 3 + Math.floor(Math.random() * 12) };
    }
    this.pumps.push(pump);
    held.pump = pump;
    // spread the first reports over one interval
    pump.timer = setTimeout(() => this.tick(pump), Math.random() * (this.opts.everyMs ?? 10_000));
  }

  private linkOf(device: SimulatedDevice, onDown: (kind: DownKind, message: Record<string, unknown>) => void): Promise<PumpLink | null> {
    if (!device.dtu) return connectMqttLink(this.opts.url, device, onDown, this.opts.log);
    if (!this.opts.field) {
      this.opts.log?.(`simulator: ${device.username} speaks ${device.dtu.protocol} and no TCP gateway is given: not simulated`);
      return Promise.resolve(null);
    }
    return connectDtuLink(device.dtu, device.username, onDown, {
      ...this.opts.field,
      now: this.opts.now ?? Date.now,
      log: this.opts.log,
      ...(this.opts.reconnectMs ? { reconnectMs: this.opts.reconnectMs } : {}),
    });
  }

  private send(pump: Pump, kind: UpKind, body: Record<string, unknown>): Record<string, unknown> {
    const message = { seq: (pump.seq += 1), ts: (this.opts.now ?? Date.now)(), ...body };
    pump.link.send(kind, message, pump.running);
    return message;
  }

  private tick(pump: Pump): void {
    if (this.stopped) return;
    const every = this.opts.everyMs ?? 10_000;
    pump.timer = setTimeout(() => this.tick(pump), every * (0.8 + Math.random() * 0.4));
    if (!pump.link.connected) return;
    if (pump.outage) return this.tickOffline(pump);
    // pumping draws the level down (a cone of depression, some 8 m deeper), resting lets it recover
    const towards = pump.staticLevel + (pump.running ? 8 : 0);
    pump.level = Math.min(95, Math.max(3, pump.level + (towards - pump.level) * 0.1 + (Math.random() - 0.5) * 0.2));
    this.pumpOn(pump);
    const status = this.send(pump, 'status', {
      sig: round(8 + Math.random() * 22, 1),
      waterLevel: round(pump.level, 2),
      running: pump.running,
      current: pump.running ? round(25 + Math.random() * 10, 1) : 0,
      voltage: round(370 + Math.random() * 20, 1),
      meterWh: pump.meterWh,
      meterLiters: pump.meterLiters,
    });
    this.opts.onStatus?.(pump.device, status);
    pump.reports += 1;
    if (pump.device.kind !== 'well') return;
    if (pump.order) {
      pump.order.ticksLeft -= 1;
      if (pump.order.ticksLeft <= 0) this.stopOrder(pump);
    } else if (!pump.running && pump.link.swipes && pump.device.cards.length > 0 && Math.random() < (this.opts.swipeChance ?? 0.01)) {
      const cardNo = pump.device.cards[Math.floor(Math.random() * pump.device.cards.length)]!;
      const orderNo = pump.link.newOrderNo();
      pump.order = { orderNo, ticksLeft: 3 + Math.floor(Math.random() * 12) };
      this.send(pump, 'swipe', { cardNo, orderNo, meterWh: pump.meterWh, meterLiters: pump.meterLiters });
    }
    const settled = pump.reports >= 3;
    if (
      settled &&
      pump.link.outages &&
      !pump.running &&
      !pump.order &&
      (pump.device.offlineCards?.length ?? 0) > 0 &&
      Math.random() < (this.opts.outageChance ?? 0.002)
    ) {
      pump.outage = { ticksLeft: 30 + Math.floor(Math.random() * 60), order: null, kept: [] };
    }
    if (Math.random() < (this.opts.faultChance ?? 0.0005)) {
      const faults = pump.link.faults;
      this.send(pump, 'event', { fault: faults[Math.floor(Math.random() * faults.length)]!, detail: '模拟设备上报' });
    }
  }

  /** A running pump moves its meters over one tick. */
  private pumpOn(pump: Pump): void {
    if (!pump.running) return;
    const every = this.opts.everyMs ?? 10_000;
    pump.meterWh += Math.round((every / 1000) * 4 * (0.9 + Math.random() * 0.2)); // about 15 kW
    pump.meterLiters += Math.round((every / 1000) * 12 * (0.9 + Math.random() * 0.2)); // about 43 m³/h
  }

  /**
   * A tick without network: no status; an offline card may be swiped (its writes taken first) and
   * pump for a few ticks, its record kept. When the outage ends the well reports again, then sends
   * what it kept, oldest first.
   */
  private tickOffline(pump: Pump): void {
    const outage = pump.outage!;
    const now = (this.opts.now ?? Date.now)();
    outage.ticksLeft -= 1;
    this.pumpOn(pump);
    if (outage.order) {
      outage.order.ticksLeft -= 1;
      if (outage.order.ticksLeft <= 0 || outage.ticksLeft <= 0) {
        const record = offlineRecord(outage.order, (pump.recordNo += 1), now, { wh: pump.meterWh, liters: pump.meterLiters });
        this.chips.spend(outage.order.cardNo, record.amountFen);
        outage.kept.push({ kind: 'order', body: record });
        outage.order = null;
        pump.running = false;
      }
    } else if (outage.ticksLeft > 3 && Math.random() < (this.opts.offlineSwipeChance ?? 0.05)) {
      const cardNo = this.chips.pick(
        (pump.device.offlineCards ?? []).map((c) => c.cardNo),
        Math.random,
      );
      if (cardNo) {
        const { confirmations, fen } = this.chips.swipe(cardNo, now);
        outage.kept.push(...confirmations.map((body) => ({ kind: 'credit' as const, body })));
        if (fen > 0) {
          outage.order = {
            cardNo,
            startedAt: now,
            startWh: pump.meterWh,
            startLiters: pump.meterLiters,
            balanceBeforeFen: fen,
            ticksLeft: 2 + Math.floor(Math.random() * 8),
          };
          pump.running = true;
        }
      }
    }
    if (outage.ticksLeft > 0) return;
    pump.outage = null;
    pump.reports = 0;
    for (const item of outage.kept) this.send(pump, item.kind, item.body);
    this.opts.onBack?.(pump.device, outage.kept);
  }

  private stopOrder(pump: Pump): void {
    if (!pump.order) return;
    this.send(pump, 'stop', { orderNo: pump.order.orderNo, meterWh: pump.meterWh, meterLiters: pump.meterLiters });
    pump.order = null;
    pump.running = false;
  }

  private onDown(pump: Pump, kind: DownKind, message: Record<string, unknown>): void {
    // its network is down: nothing reaches it (the server sends it again when it is back)
    if (pump.outage) return;
    if (kind === 'credit') this.chips.setWrites(message as DownMessage<'credit'>);
    else if (kind === 'blacklist') this.chips.setBlacklist(message as DownMessage<'blacklist'>);
    else if (kind === 'order') pump.recordNo = Math.max(pump.recordNo, Number(message.lastRecordNo) || 0);
    else if (kind === 'swipe') {
      if (pump.order && message.orderNo === pump.order.orderNo) {
        if (message.ok === true) pump.running = true;
        else pump.order = null;
      }
    } else if (kind === 'cmd') {
      const start = message.action === 'start';
      // a pump on an order stops with that order's readings; an idle one just starts or stops
      if (!start && pump.order) this.stopOrder(pump);
      else pump.running = start;
      this.send(pump, 'ack', { cmdId: message.cmdId, ok: true });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const pump of this.pumps) clearTimeout(pump.timer);
    await Promise.all(this.pumps.map((p) => p.link.close()));
  }
}
