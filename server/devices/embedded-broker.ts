import { createServer, type AddressInfo } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { keyOfTopic, parseUpTopic, TOPIC_ROOT } from '../../src/api/contract/device/topics';
import { secretMatches } from './credentials';
import { stillCurrent, type DeviceDirectory, type KnownDevice } from './device-directory';
import type { DeviceLink, Receive } from './device-link';

const refused = (code: 4 | 5, message: string): AuthenticateError => Object.assign(new Error(message), { returnCode: code });

/**
 * The server's own MQTT broker (aedes): a device logs in with its username and secret, publishes
 * under `irr/<username>/up/…` only and subscribes to `irr/<username>/down/…` only. Everything else
 * is refused at the broker, counted by `onRefused`, and never reaches the ingest.
 */
export async function startEmbeddedBroker(opts: {
  host: string;
  port: number;
  directory: DeviceDirectory;
  receive: Receive;
  onRefused: (reason: 'foreign' | 'login') => void;
}): Promise<DeviceLink> {
  const users = new WeakMap<Client, string>();
  /** The device each client logged in as, as it stood then. */
  const devices = new WeakMap<Client, KnownDevice>();
  const clientsOf = new Map<string, Set<Client>>();
  const broker = await Aedes.createBroker({
    // a device's id is its own business, but not endless
    maxClientsIdLength: 64,
    authenticate: (client, username, password, done) => {
      if (!username || !password || password.length > 128) {
        opts.onRefused('login');
        return done(refused(4, 'bad username or password'), false);
      }
      opts.directory.get(username).then(
        (device) => {
          // a device of the TCP gateway has no MQTT secret anyone holds, and is refused here all the same
          if (!device || device.transport !== 'mqtt' || !secretMatches(password.toString('utf8'), device.secretHash)) {
            opts.onRefused('login');
            return done(refused(4, 'bad username or password'), false);
          }
          users.set(client, device.username);
          devices.set(client, device);
          const set = clientsOf.get(device.username) ?? new Set();
          set.add(client);
          clientsOf.set(device.username, set);
          done(null, true);
        },
        () => done(refused(4, 'server unavailable'), false),
      );
    },
    authorizePublish: (client, packet, done) => {
      const username = client ? users.get(client) : undefined;
      if (!client) return done(null);
      const up = parseUpTopic(packet.topic);
      if (!username || !up || up.key !== username) {
        opts.onRefused('foreign');
        return done(new Error('not authorised'));
      }
      opts.receive(packet.topic, packet.payload as Buffer, username);
      // the server has it: nobody else subscribes to a device's uplink, and nothing is retained
      packet.retain = false;
      done(null);
    },
    authorizeSubscribe: (client, subscription, done) => {
      const username = users.get(client);
      const parts = subscription.topic.split('/');
      const own =
        username !== undefined &&
        keyOfTopic(subscription.topic) === username &&
        parts.length === 4 &&
        parts[0] === TOPIC_ROOT &&
        parts[2] === 'down';
      if (!own) {
        opts.onRefused('foreign');
        return done(new Error('not authorised'));
      }
      done(null, subscription);
    },
  });
  broker.on('clientDisconnect', (client) => {
    const username = users.get(client);
    const set = username === undefined ? undefined : clientsOf.get(username);
    set?.delete(client);
    if (set?.size === 0) clientsOf.delete(username!);
  });
  const server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `mqtt://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`,
    get up() {
      return server.listening;
    },
    get clients() {
      return broker.connectedClients;
    },
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    drop: (username, current) => {
      const clients = clientsOf.get(username);
      for (const client of clients ?? []) {
        const held = devices.get(client);
        if (held && stillCurrent(held, current)) continue;
        client.close();
        clients!.delete(client);
      }
      if (clients?.size === 0) clientsOf.delete(username);
    },
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
