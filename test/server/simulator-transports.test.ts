import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { wellMonitorCalls as monitor } from '../../src/api/contract';
import type { CommandRow, MonitorRow } from '../../src/api/contract/well/monitor';
import { loadConfig } from '../../server/config';
import { Simulator, type SimulatedDevice } from '../../server/devices/simulator/simulator';
import type { TestClient } from './support/client';
import { cardWithMoney, rotateKey } from './support/devices';
import { ok } from './support/fertigation';
import { FIELD_TEST_CONFIG, gatewayOf, nextGatewayEvent } from './support/field-dtu';
import { freeWells, linkWell, makeRegistration } from './support/field-link';
import { openLive, type LiveReader } from './support/live-stream';
import type { LiveEvent } from '../../src/api/contract/live';
import { serverSuite } from './support/suite';

/**
 * The simulator (server/devices/simulator) drives one well per transport through a real server:
 * MQTT through the embedded broker, SZY206 and SL 651 as DTUs on TCP sockets to the gateway. The
 * pump's behaviour is the same; the monitor rows change for all three, and each answers the
 * console's pump commands as its protocol does.
 */
let admin: TestClient;
let m1: number;
let wells: { mqtt: number; szy206: number; sl651: number };
const s = serverSuite({
  config: {
    field: FIELD_TEST_CONFIG,
    mqtt: { ...loadConfig({ NODE_ENV: 'test' }).mqtt, port: 0, commandTimeoutMs: 5000 },
  },
  setup: async ({ database, server }) => {
    admin = await server.loginAs('13800000000');
    m1 = (await database.db.selectFrom('merchant').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const [mqtt, szy206, sl651] = await freeWells(database.db, m1, 3);
    wells = { mqtt: mqtt!, szy206: szy206!, sl651: sl651! };
  },
});

type Transport = keyof typeof wells;

/** A match of the events to come only (a live reader also gives those it already heard). */
function fresh(reader: LiveReader, match: (e: LiveEvent) => boolean): (e: LiveEvent) => boolean {
  const heard = new Set(reader.events);
  return (e) => !heard.has(e) && match(e);
}
const TRANSPORTS: Transport[] = ['mqtt', 'szy206', 'sl651'];

/** The water levels each device reported, by username. */
const levels = new Map<string, Set<number>>();
let simulator: Simulator;
let live: LiveReader;
const usernames = {} as Record<Transport, string>;

async function devices(): Promise<SimulatedDevice[]> {
  const key = await rotateKey(admin, wells.mqtt);
  await linkWell(admin, wells.szy206, {
    transport: 'szy206',
    profile: 'ic-card-v1',
    station: '530381:00077',
    password: '4321',
    registration: { kind: 'string' },
    heartbeat: null,
  });
  const registration = await makeRegistration(admin, wells.szy206);
  await linkWell(admin, wells.sl651, {
    transport: 'sl651',
    profile: 'standard',
    station: '00410522AA',
    password: '5A5A',
    registration: { kind: 'frame' },
    heartbeat: null,
  });
  const rows = await s.database.db
    .selectFrom('device')
    .select(['well_id', 'username'])
    .where('well_id', 'in', Object.values(wells))
    .execute();
  for (const t of TRANSPORTS) usernames[t] = rows.find((r) => r.well_id === wells[t])!.username;
  const well = { kind: 'well' as const, cards: [] as string[] };
  return [
    { ...well, username: key.username, secret: key.secret },
    {
      ...well,
      username: usernames.szy206,
      secret: '',
      dtu: {
        protocol: 'szy206',
        profile: 'ic-card-v1',
        station: '530381:00077',
        password: '4321',
        registration: { kind: 'string', value: registration },
      },
    },
    {
      ...well,
      username: usernames.sl651,
      secret: '',
      dtu: { protocol: 'sl651', profile: 'standard', station: '00410522AA', password: '5A5A', registration: { kind: 'frame' } },
    },
  ];
}

describe('the simulator speaks MQTT, SZY206 and SL 651 through a real server', () => {
  before(async () => {
    live = await openLive(admin);
    simulator = new Simulator({
      url: s.server.app.services.devices.link!.url,
      field: gatewayOf(s.server).address,
      everyMs: 100,
      reconnectMs: 50,
      swipeChance: 0,
      faultChance: 0,
      now: () => s.server.clock.now().getTime(),
      onStatus: (device, status) => {
        const seen = levels.get(device.username) ?? new Set();
        seen.add(Number(status.waterLevel));
        levels.set(device.username, seen);
      },
    });
    await simulator.start(await devices());
  });
  after(async () => {
    live.close();
    await simulator.stop();
    await s.server.app.services.devices.ingest.idle();
  });

  test('each well comes online with a water level its device reported, live on the monitor', async () => {
    assert.equal(simulator.connected, 3, 'one MQTT client and two DTU sockets');
    for (const t of TRANSPORTS) {
      const event = await live.next(
        (e) =>
          e.type === 'wells' &&
          e.rows.some((r) => r.id === wells[t] && r.isOnline && (levels.get(usernames[t])?.has(r.waterLevel) ?? false)),
        10_000,
      );
      const row = (event as { rows: MonitorRow[] }).rows.find((r) => r.id === wells[t])!;
      assert.equal(row.transport, t, `${t}: the row names its transport`);
      assert.ok(row.statusTime, `${t}: a report time`);
    }
    // the SZY206 controller's meters come in reports of their own, in whole m³ and tens of Wh
    const szy = await s.database.db
      .selectFrom('well')
      .select(['meter_liters', 'meter_wh'])
      .where('id', '=', wells.szy206)
      .executeTakeFirstOrThrow();
    assert.equal(Number(szy.meter_liters) % 1000, 0, `${szy.meter_liters} L in whole m³`);
    assert.equal(Number(szy.meter_wh) % 10, 0);
  });

  test("each answers the console's start and stop as its protocol does; the row shows the pump's state", async () => {
    for (const t of TRANSPORTS) {
      for (const action of ['start', 'stop'] as const) {
        const sent = await ok<CommandRow>(admin, monitor.command, { wellId: wells[t], action });
        await live.next((e) => e.type === 'command' && e.command.id === sent.id && e.command.status === 'ACKED', 10_000);
        const running = action === 'start' ? 'use' : 'leisure';
        await live.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === wells[t] && r.running === running), 10_000);
      }
    }
  });

  test('a DTU whose socket the server closed connects again and registers', async () => {
    for (const t of ['szy206', 'sl651'] as const) {
      const again = nextGatewayEvent(s.server, 'registered');
      gatewayOf(s.server).drop(usernames[t], null);
      assert.deepEqual(await again, [usernames[t]]);
      await live.next(
        fresh(live, (e) => e.type === 'wells' && e.rows.some((r) => r.id === wells[t] && r.isOnline)),
        10_000,
      );
    }
  });
});

describe("the simulator's SZY206 vendor controller: a card swiped, pumped and stopped, billed", () => {
  test('the swipe is answered, the order runs and its stop is billed', async () => {
    const card = await cardWithMoney(s.database.db, m1, 5_000);
    const [well] = await freeWells(s.database.db, m1, 1);
    await linkWell(admin, well!, {
      transport: 'szy206',
      profile: 'ic-card-v1',
      station: '530381:00078',
      password: '4321',
      registration: { kind: 'frame' },
      heartbeat: null,
    });
    const { id: deviceId, username } = await s.database.db
      .selectFrom('device')
      .select(['id', 'username'])
      .where('well_id', '=', well!)
      .executeTakeFirstOrThrow();
    const swiper = new Simulator({
      url: s.server.app.services.devices.link!.url,
      field: gatewayOf(s.server).address,
      everyMs: 50,
      swipeChance: 1,
      faultChance: 0,
      now: () => s.server.clock.now().getTime(),
    });
    const reader = await openLive(admin);
    try {
      await swiper.start([
        {
          username,
          secret: '',
          kind: 'well',
          cards: [card.cardNo],
          dtu: { protocol: 'szy206', profile: 'ic-card-v1', station: '530381:00078', registration: { kind: 'frame' } },
        },
      ]);
      const started = (await reader.next((e) => e.type === 'wells' && e.rows.some((r) => r.id === well && r.order !== null), 10_000)) as {
        rows: MonitorRow[];
      };
      const orderNo = started.rows.find((r) => r.id === well)!.order!.orderNo;
      assert.match(orderNo, new RegExp(`^T${deviceId}-\\d{10}$`), "the controller's number with its device in front");
      await reader.next(
        fresh(reader, (e) => e.type === 'wells' && e.rows.some((r) => r.id === well && r.order === null)),
        15_000,
      );
      const order = await s.database.db
        .selectFrom('usage_record')
        .select(['id', 'status'])
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      assert.equal(order.status, 'FINISH');
      const bill = await s.database.db
        .selectFrom('bill')
        .select('card_id')
        .where('usage_record_id', '=', order.id)
        .executeTakeFirstOrThrow();
      assert.equal(bill.card_id, card.id);
    } finally {
      reader.close();
      await swiper.stop();
      await s.server.app.services.devices.ingest.idle();
    }
  });
});
