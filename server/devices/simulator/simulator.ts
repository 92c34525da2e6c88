import mqtt, { type MqttClient } from 'mqtt';
import { FAULT_TYPES } from '../../../src/api/contract/fields';
import { downTopic, upTopic, type UpKind } from '../../../src/api/contract/device/topics';

export interface SimulatedDevice {
  username: string;
  secret: string;
  kind: 'well' | 'fertigation';
  /** Card numbers of the device's merchant a farmer may swipe (wells). */
  cards: readonly string[];
  /** An order the well is pumping as the simulator starts, with the meters' readings now: it pumps on and stops it. */
  order?: { orderNo: string; meterWh: number; meterLiters: number };
}

export interface SimulatorOptions {
  url: string;
  /** A status every this long per device (± 20 %). @default 10_000 */
  everyMs?: number;
  /** Per status tick: chance an idle well gets a swipe, and of a fault event. */
  swipeChance?: number;
  faultChance?: number;
  /** Connections opened at once while starting. @default 200 */
  connectBatch?: number;
  /** Each status sent (the bench stamps and times them). */
  onStatus?: (device: SimulatedDevice, status: Record<string, unknown>) => void;
  log?: (line: string) => void;
  /** The devices' clock, stamped on every message. @default Date.now */
  now?: () => number;
}

interface Pump {
  device: SimulatedDevice;
  client: MqttClient;
  seq: number;
  level: number;
  staticLevel: number;
  running: boolean;
  meterWh: number;
  meterLiters: number;
  order: { orderNo: string; ticksLeft: number } | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * Drives devices over MQTT as the field does (server/docs/devices.md): periodic status with a
 * drifting water level, card swipes that pump for a while and stop with the meters' readings, the
 * odd fault, and an answer to every pump command. `npm run simulate` and the demo under `npm start`
 * run it on the seeded wells and machines; the bench on thousands of its own.
 */
export class Simulator {
  private readonly pumps: Pump[] = [];
  private stopped = false;

  constructor(private readonly opts: SimulatorOptions) {}

  get connected(): number {
    return this.pumps.filter((p) => p.client.connected).length;
  }

  async start(devices: readonly SimulatedDevice[]): Promise<void> {
    const batch = this.opts.connectBatch ?? 200;
    for (let i = 0; i < devices.length && !this.stopped; i += batch) {
      await Promise.all(devices.slice(i, i + batch).map((d) => this.connect(d)));
    }
  }

  private async connect(device: SimulatedDevice): Promise<void> {
    const client = await mqtt
      .connectAsync(this.opts.url, {
        username: device.username,
        password: device.secret,
        clientId: `sim-${device.username}`,
        reconnectPeriod: 5000,
        connectTimeout: 10_000,
      })
      .catch((error: unknown) => {
        this.opts.log?.(`simulator: ${device.username} cannot connect: ${String(error)}`);
        return null;
      });
    if (!client) return;
    const pump: Pump = {
      device,
      client,
      seq: Date.now() * 1000,
      level: NaN,
      staticLevel: 15 + Math.random() * 30,
      running: false,
      meterWh: Math.floor(Math.random() * 1e7),
      meterLiters: Math.floor(Math.random() * 5e7),
      order: null,
      timer: undefined,
    };
    pump.level = pump.staticLevel;
    if (device.order) {
      pump.running = true;
      pump.meterWh = device.order.meterWh;
      pump.meterLiters = device.order.meterLiters;
      pump.order = { orderNo: device.order.orderNo, ticksLeft: 3 + Math.floor(Math.random() * 12) };
    }
    this.pumps.push(pump);
    client.on('message', (topic, payload) => this.onDown(pump, topic, payload));
    await client.subscribeAsync(`irr/${device.username}/down/+`, { qos: 1 });
    // spread the first reports over one interval
    pump.timer = setTimeout(() => this.tick(pump), Math.random() * (this.opts.everyMs ?? 10_000));
  }

  private send(pump: Pump, kind: UpKind, body: Record<string, unknown>): Record<string, unknown> {
    const message = { seq: (pump.seq += 1), ts: (this.opts.now ?? Date.now)(), ...body };
    pump.client.publish(upTopic(pump.device.username, kind), JSON.stringify(message), { qos: kind === 'status' ? 0 : 1 });
    return message;
  }

  private tick(pump: Pump): void {
    if (this.stopped) return;
    const every = this.opts.everyMs ?? 10_000;
    pump.timer = setTimeout(() => this.tick(pump), every * (0.8 + Math.random() * 0.4));
    if (!pump.client.connected) return;
    // pumping draws the level down (a cone of depression, some 8 m deeper), resting lets it recover
    const towards = pump.staticLevel + (pump.running ? 8 : 0);
    pump.level = Math.min(95, Math.max(3, pump.level + (towards - pump.level) * 0.1 + (Math.random() - 0.5) * 0.2));
    if (pump.running) {
      pump.meterWh += Math.round((every / 1000) * 4 * (0.9 + Math.random() * 0.2)); // about 15 kW
      pump.meterLiters += Math.round((every / 1000) * 12 * (0.9 + Math.random() * 0.2)); // about 43 m³/h
    }
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
    if (pump.device.kind !== 'well') return;
    if (pump.order) {
      pump.order.ticksLeft -= 1;
      if (pump.order.ticksLeft <= 0) this.stopOrder(pump);
    } else if (!pump.running && pump.device.cards.length > 0 && Math.random() < (this.opts.swipeChance ?? 0.01)) {
      const cardNo = pump.device.cards[Math.floor(Math.random() * pump.device.cards.length)]!;
      const orderNo = `SIM${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
      pump.order = { orderNo, ticksLeft: 3 + Math.floor(Math.random() * 12) };
      this.send(pump, 'swipe', { cardNo, orderNo, meterWh: pump.meterWh, meterLiters: pump.meterLiters });
    }
    if (Math.random() < (this.opts.faultChance ?? 0.0005)) {
      this.send(pump, 'event', { fault: FAULT_TYPES[Math.floor(Math.random() * (FAULT_TYPES.length - 1))]!, detail: '模拟设备上报' });
    }
  }

  private stopOrder(pump: Pump): void {
    if (!pump.order) return;
    this.send(pump, 'stop', { orderNo: pump.order.orderNo, meterWh: pump.meterWh, meterLiters: pump.meterLiters });
    pump.order = null;
    pump.running = false;
  }

  private onDown(pump: Pump, topic: string, payload: Buffer): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(payload.toString()) as Record<string, unknown>;
    } catch {
      return;
    }
    if (topic === downTopic(pump.device.username, 'swipe')) {
      if (pump.order && message.orderNo === pump.order.orderNo) {
        if (message.ok === true) pump.running = true;
        else pump.order = null;
      }
    } else if (topic === downTopic(pump.device.username, 'cmd')) {
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
    await Promise.all(this.pumps.map((p) => p.client.endAsync().catch(() => undefined)));
  }
}
