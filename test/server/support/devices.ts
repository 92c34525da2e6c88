import type { Kysely } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import type { Database } from '../../../server/db/schema';
import type { DownKind, UpKind } from '../../../src/api/contract/device/topics';
import { downTopic, upTopic } from '../../../src/api/contract/device/topics';
import { wellMonitorCalls } from '../../../src/api/contract';
import type { TestClient } from './client';
import type { TestServer } from './test-server';

export interface TestDevice {
  client: MqttClient;
  username: string;
  /** Publishes an uplink and resolves once the server has handled it (or dropped it). */
  send(kind: UpKind, payload: unknown): Promise<void>;
  /** The next message of `kind` the server sends this device. */
  nextDown(kind: DownKind, ms?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** New credentials for a well, through the console's call. */
export async function rotateKey(admin: TestClient, wellId: number): Promise<{ username: string; secret: string }> {
  const res = await admin.call<{ username: string; secret: string }>(wellMonitorCalls.rotateDeviceKey, { id: wellId });
  if (res.body.errorCode !== 0) throw new Error(`rotate failed: ${res.text}`);
  return res.body.data;
}

/** An `up/status` of a well at rest (the readings devices.test.ts starts from), with the message's number and clock. */
export const restingStatus = (head: { seq: number; ts: number }, extra: Record<string, unknown> = {}) => ({
  ...head,
  sig: 18.5,
  waterLevel: 42.35,
  running: false,
  current: 12.3,
  voltage: 380.5,
  meterWh: 1_000_000,
  meterLiters: 5_000_000,
  ...extra,
});

/** The server's ingest counts (accepted and dropped). */
export const ingestCounts = (server: TestServer) => server.app.services.devices.ingest.counts;

/**
 * A device connected to the test server's embedded broker, subscribed to its downlinks. `send`
 * waits for the server to have taken the message: the broker hands it to the ingest, and the
 * counts move.
 */
export async function connectDevice(server: TestServer, username: string, secret: string): Promise<TestDevice> {
  const url = server.app.services.devices.link!.url;
  const client = await mqtt.connectAsync(url, {
    username,
    password: secret,
    reconnectPeriod: 0,
    connectTimeout: 3000,
    clientId: `${username}-${Date.now()}`,
  });
  const inbox: { topic: string; payload: Record<string, unknown> }[] = [];
  const waiters = new Set<() => void>();
  client.on('message', (topic, payload) => {
    inbox.push({ topic, payload: JSON.parse(payload.toString()) as Record<string, unknown> });
    for (const wake of waiters) wake();
  });
  await client.subscribeAsync(`irr/${username}/down/+`, { qos: 1 });
  return {
    client,
    username,
    async send(kind, payload) {
      const counted = server.app.services.devices.ingest.nextCounted();
      await client.publishAsync(
        upTopic(username, kind),
        typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
        { qos: 0 },
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        counted,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${kind} from ${username} never reached the ingest`)), 5000);
        }),
      ]).finally(() => clearTimeout(timer));
    },
    nextDown: (kind, ms = 5000) =>
      new Promise((resolve, reject) => {
        const topic = downTopic(username, kind);
        const check = () => {
          const i = inbox.findIndex((m) => m.topic === topic);
          if (i < 0) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(inbox.splice(i, 1)[0]!.payload);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${kind} for ${username} in ${ms} ms`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
    close: () => client.endAsync(),
  };
}

/** A normal card of the merchant with more than `fen` on it, and its balance. */
export async function cardWithMoney(
  db: Kysely<Database>,
  merchantId: number,
  fen: number,
): Promise<{ id: number; cardNo: string; fen: number }> {
  const card = await db
    .selectFrom('card')
    .innerJoin('ledger_account as a', 'a.card_id', 'card.id')
    .select(['card.id', 'card.card_no'])
    .select((eb) => eb.fn.sum<string>('a.balance_fen').as('fen'))
    .where('card.merchant_id', '=', merchantId)
    .where('card.status', '=', 'normal')
    // an offline card's money is on its chip: its controller reports the order (offline-orders.test.ts)
    .where('card.card_type', '<>', 'offline')
    .groupBy(['card.id', 'card.card_no'])
    .having((eb) => eb.fn.sum('a.balance_fen'), '>', fen)
    .orderBy('card.id')
    .executeTakeFirstOrThrow();
  return { id: card.id, cardNo: card.card_no, fen: Number(card.fen) };
}
