import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { UP_WILDCARD } from '../../src/api/contract/device/topics';
import type { DeviceLink, Receive } from './device-link';

/**
 * An outside broker (mosquitto, EMQX) that checks the devices itself (server/docs/devices.md: its
 * password file and ACL). The server joins it as one more client and takes the uplinks through a
 * shared subscription: each message goes to one of the server processes, never to all.
 *
 * A broker that is not there yet does not keep the server from starting: the console serves, the
 * link says it is down (`/readyz` too) and joins it once it answers (every second), as after a
 * drop. Resolves once subscribed, or at the first failure to connect.
 */
export async function joinOutsideBroker(url: string, receive: Receive, warn: (line: string) => void): Promise<DeviceLink> {
  const client = mqtt.connect(url, {
    clientId: `irr-server-${randomBytes(6).toString('hex')}`,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
  // one line per new trouble, not one a second while the broker is away
  let said = '';
  const warnOnce = (line: string) => {
    if (line !== said) warn(line);
    said = line;
  };
  client.on('message', (topic, payload) => receive(topic, payload));
  client.on('error', (error) => warnOnce(`MQTT: ${error.message}`));
  // subscriptions are lost with a clean session: take them again on every (re)connect
  const subscribe = () => client.subscribeAsync(`$share/irr-server/${UP_WILDCARD}`, { qos: 1 });
  const subscribed = new Promise<void>((resolve) => {
    client.on('connect', () => {
      said = '';
      subscribe().then(
        () => resolve(),
        (error: unknown) => warnOnce(`MQTT subscribe: ${String(error)}`),
      );
    });
    client.once('error', () => resolve());
  });
  await subscribed;
  return {
    url: url.replace(/\/\/[^@/]*@/, '//'),
    get up() {
      return client.connected;
    },
    publish: async (topic, payload) => {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    close: () => client.endAsync(),
  };
}
