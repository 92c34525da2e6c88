import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { downTopic } from '../../src/api/contract/device/topics';
import type { MqttConfig } from '../config';
import type { Listen } from '../db/listener';
import type { Database } from '../db/schema';
import { evaluateOfflineAlarms, raiseFaultAlarm } from './alarm-rules';
import { DeviceCommands, markSilentOffline } from './commands';
import { DeviceDirectory } from './device-directory';
import type { DeviceLink } from './device-link';
import { startEmbeddedBroker } from './embedded-broker';
import { Ingest } from './ingest';
import { joinOutsideBroker } from './outside-broker';
import { StatusWriter } from './status-writer';
import { OFFLINE_PUSH_CHANNEL, type OfflinePush } from '../money/card-writes';
import { OfflinePushes } from './offline-push';
import { takeCardWrite, takeOfflineOrder } from './offline-uplinks';
import { claimSeq, startSwipeOrder, stopSwipeOrder } from './swipe-orders';

/** Messages to devices go through this channel to every process: with embedded brokers, only one holds the device's connection. */
const DOWN_CHANNEL = 'irr_down';
/** A device's credentials changed: every process forgets what it kept of them. */
const DEVICE_CHANNEL = 'irr_device';
const SWEEP_EVERY_MS = 15_000;

export interface DeviceHub {
  readonly ingest: Ingest;
  readonly commands: DeviceCommands;
  readonly status: StatusWriter;
  /** The broker devices connect to (undefined: MQTT off). */
  readonly link: DeviceLink | undefined;
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
  listen: Listen;
  mqtt: MqttConfig;
  host: string;
  now: () => Date;
  log: (line: string) => void;
}): Promise<DeviceHub> {
  const { db, now, log } = opts;
  const directory = new DeviceDirectory(db);
  const status = new StatusWriter(db, { flushMs: opts.mqtt.statusFlushMs, now });
  let link: DeviceLink | undefined;
  const publish = async (topic: string, payload: string) => {
    await link?.publish(topic, payload);
  };
  // with an outside broker any process reaches every device; with embedded ones each process its
  // own, so the others are told to send it too (a process knows its own notifications by `origin`)
  const sendDown = async (topic: string, payload: string) => {
    await publish(topic, payload);
    if (!opts.mqtt.url) await sql`select pg_notify(${DOWN_CHANNEL}, ${JSON.stringify({ from: origin, topic, payload })})`.execute(db);
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
      link?.drop?.(username);
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
        if (from !== origin) void publish(topic, payload).catch(() => undefined);
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

  const sweep = async () => {
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
    sweep,
    forget: async (q, username) => {
      directory.forget(username);
      await sql`select pg_notify(${DEVICE_CHANNEL}, ${username})`.execute(q);
    },
    async close() {
      clearInterval(timer);
      commands.close();
      await link?.close();
      await status.flush();
      for (const u of unlisten) await u();
    },
  };
}
