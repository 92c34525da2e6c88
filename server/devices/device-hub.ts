import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { downTopic } from '../../src/api/contract/device/topics';
import type { FieldConfig, MqttConfig } from '../config';
import type { Listen } from '../db/listener';
import type { Database } from '../db/schema';
import { evaluateOfflineAlarms, raiseFaultAlarm } from './alarm-rules';
import { DeviceCommands, markSilentOffline } from './commands';
import { DEVICE_CHANNEL } from './device-channel';
import { DeviceDirectory, type KnownDevice } from './device-directory';
import type { DeviceLink } from './device-link';
import { startEmbeddedBroker } from './embedded-broker';
import { FIELD_CODECS } from './field/field-codecs';
import { startFieldGateway, type FieldGateway } from './field/gateway';
import { keepConnectedOnline } from './field/keep-online';
import { Ingest } from './ingest';
import { joinOutsideBroker } from './outside-broker';
import { StatusWriter } from './status-writer';
import { OFFLINE_PUSH_CHANNEL, type OfflinePush } from '../money/card-writes';
import type { ReadingPartitions } from '../history/reading-partitions';
import { OfflinePushes } from './offline-push';
import { takeCardWrite, takeOfflineOrder } from './offline-uplinks';
import { claimSeq, startSwipeOrder, stopSwipeOrder } from './swipe-orders';

/** Messages to devices go through this channel to every process: with embedded brokers, only one holds the device's connection. */
const DOWN_CHANNEL = 'irr_down';
/** A DTU registered on one process: the others close their older socket of it (the newer wins). */
const FIELD_CHANNEL = 'irr_field';
const SWEEP_EVERY_MS = 15_000;

export interface DeviceHub {
  readonly ingest: Ingest;
  readonly commands: DeviceCommands;
  readonly status: StatusWriter;
  /** The broker devices connect to (undefined: MQTT off). */
  readonly link: DeviceLink | undefined;
  /** The TCP gateway DTUs connect to (undefined: off). */
  readonly field: FieldGateway | undefined;
  /** After a rotation commits: every process drops the old credentials (and the device's connection fails its next login). */
  forget(db: Kysely<Database>, username: string): Promise<void>;
  /** Wells gone silent go offline (and alarm past their offline rule), commands left unanswered by a process that went away time out (also on a timer). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server's side of its devices (server/docs/devices.md): the broker link, the ingest and its
 * handlers, the status writer, the pump commands, and the sweeps.
 */
export async function startDeviceHub(opts: {
  db: Kysely<Database>;
  /** The history's day partitions, made before a status batch writes into a new day. */
  partitions: ReadingPartitions;
  listen: Listen;
  mqtt: MqttConfig;
  field: FieldConfig;
  host: string;
  now: () => Date;
  log: (line: string) => void;
}): Promise<DeviceHub> {
  const { db, now, log } = opts;
  const directory = new DeviceDirectory(db);
  const status = new StatusWriter(db, { flushMs: opts.mqtt.statusFlushMs, now }, opts.partitions);
  let link: DeviceLink | undefined;
  let field: FieldGateway | undefined;
  const publish = async (topic: string, payload: string) => {
    await link?.publish(topic, payload);
    await field?.publish(topic, payload);
  };
  // with an outside broker any process reaches every MQTT device; with embedded ones, and for the
  // DTUs of the TCP gateway, each process its own, so the others are told to send it too (a
  // process knows its own notifications by `origin`)
  const relayed = !opts.mqtt.url || opts.field.port !== null;
  const sendDown = async (topic: string, payload: string) => {
    await publish(topic, payload);
    if (relayed) await sql`select pg_notify(${DOWN_CHANNEL}, ${JSON.stringify({ from: origin, topic, payload })})`.execute(db);
  };
  const origin = randomUUID();
  const commands = new DeviceCommands(db, sendDown, { timeoutMs: opts.mqtt.commandTimeoutMs, now, log });
  const offline = new OfflinePushes(db, publish, { silentMs: opts.mqtt.offlineAfterMs, now });
  const wellOnly =
    <T>(handler: (d: Parameters<typeof startSwipeOrder>[1], m: T) => Promise<'ok' | 'replayed' | 'refused'>) =>
    (d: Parameters<typeof startSwipeOrder>[1], m: T) =>
      d.wellId === null ? Promise.resolve('refused' as const) : handler(d, m);
  const ingest = new Ingest(
    directory,
    {
      status: (device, m) => status.add(device, m),
      event: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        await db
          .transaction()
          .execute((trx) =>
            raiseFaultAlarm(
              trx,
              { merchantId: device.merchantId, wellId: device.wellId!, fault: m.fault, detail: m.detail ?? '设备上报故障' },
              now(),
            ),
          );
        return 'ok';
      }),
      swipe: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        const answer = await startSwipeOrder(db, device, m, now());
        await publish(downTopic(device.username, 'swipe'), JSON.stringify(answer));
        return 'ok';
      }),
      stop: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        return stopSwipeOrder(db, device, m, now());
      }),
      ack: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        return commands.ack(device, m);
      }),
      order: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        return takeOfflineOrder(db, { ...device, wellId: device.wellId! }, m, now(), (answer) =>
          publish(downTopic(device.username, 'order'), JSON.stringify(answer)),
        );
      }),
      credit: wellOnly(async (device, m) => {
        if (!(await claimSeq(db, device, m.seq))) return 'replayed';
        return takeCardWrite(db, device, m, now());
      }),
    },
    now,
    log,
    (device) => offline.heard(device),
  );
  const receive = (topic: string, payload: Buffer, sender?: string) => void ingest.receive(topic, payload, sender);

  const unlisten = [
    await opts.listen(DEVICE_CHANNEL, (username) => {
      directory.forget(username);
      // read again: a connection made since the change, with the new row, stays (stillCurrent)
      const drop = (current: KnownDevice | null) => {
        link?.drop?.(username, current);
        field?.drop(username, current);
      };
      directory.get(username).then(drop, () => drop(null));
    }),
    await opts.listen(OFFLINE_PUSH_CHANNEL, (text) => {
      let push: OfflinePush;
      try {
        push = JSON.parse(text) as OfflinePush;
      } catch {
        return;
      }
      offline
        .changed(push)
        .catch((error: unknown) =>
          log(JSON.stringify({ time: new Date().toISOString(), level: 'error', devices: 'offline push', error: String(error) })),
        );
    }),
    await opts.listen(DOWN_CHANNEL, (text) => {
      try {
        const { from, topic, payload } = JSON.parse(text) as { from: string; topic: string; payload: string };
        if (from === origin) return;
        // an outside broker already had it from the sending process
        if (!opts.mqtt.url) void link?.publish(topic, payload).catch(() => undefined);
        void field?.publish(topic, payload).catch(() => undefined);
      } catch {
        /* not ours */
      }
    }),
    await opts.listen(FIELD_CHANNEL, (text) => {
      try {
        const { from, username, at } = JSON.parse(text) as { from: string; username: string; at: number };
        if (from !== origin) field?.takenElsewhere(username, at);
      } catch {
        /* not ours */
      }
    }),
  ];
  if (opts.mqtt.url) link = await joinOutsideBroker(opts.mqtt.url, receive, log);
  else if (opts.mqtt.port !== null) {
    try {
      link = await startEmbeddedBroker({
        host: opts.host,
        port: opts.mqtt.port,
        directory,
        receive,
        onRefused: (reason) => ingest.drop(reason),
      });
    } catch (error) {
      // the console still serves; only the devices cannot reach this process
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      log(
        `MQTT port ${opts.mqtt.port} is taken (another broker?): devices cannot connect to this server. Set IRR_MQTT_PORT to a free port, or MQTT_URL to that broker.`,
      );
    }
  }

  if (opts.field.port !== null) {
    try {
      field = await startFieldGateway({
        config: opts.field,
        host: opts.host,
        db,
        directory,
        ingest,
        codecs: FIELD_CODECS,
        announce: async (username) => {
          const { rows } = await sql<{ at: number }>`with t as (select extract(epoch from clock_timestamp()) * 1000 as at)
            select t.at::float8 as at, pg_notify(${FIELD_CHANNEL}, json_build_object('from', ${origin}::text, 'username', ${username}::text, 'at', t.at)::text)
            from t`.execute(db);
          return Number(rows[0]!.at);
        },
        now,
        log,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      log(`TCP port ${opts.field.port} for DTUs is taken: they cannot connect to this server. Set IRR_FIELD_PORT to a free port, or off.`);
    }
  }

  const sweep = async () => {
    // a connected DTU's well stays online; then the silent ones go offline
    if (field) await keepConnectedOnline(db, field.connectedWells(), now(), opts.mqtt.offlineAfterMs / 2);
    await markSilentOffline(db, now(), opts.mqtt.offlineAfterMs);
    await db.transaction().execute((trx) => evaluateOfflineAlarms(trx, now()));
    await commands.expire('overdue');
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      log(JSON.stringify({ time: new Date().toISOString(), level: 'error', devices: 'sweep', error: String(error) })),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    ingest,
    commands,
    status,
    link,
    field,
    sweep,
    forget: async (q, username) => {
      directory.forget(username);
      await sql`select pg_notify(${DEVICE_CHANNEL}, ${username})`.execute(q);
    },
    async close() {
      clearInterval(timer);
      commands.close();
      await link?.close();
      await field?.close();
      await status.flush();
      for (const u of unlisten) await u();
    },
  };
}
