import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { UP_WILDCARD } from '../../src/api/contract/device/topics';
import type { DeviceLink, Receive } from './device-link';

/**
 * An outside broker (mosquitto, EMQX) that checks the devices itself (server/docs/devices.md: its
 * password file and ACL). The server joins it as one more client and takes the uplinks through a
 * shared subscription: each message goes to one of the server processes, never to all.
 */
export async function joinOutsideBroker(url: string, receive: Receive, warn: (line: string) => void): Promise<DeviceLink> {
  const client = await mqtt.connectAsync(url, {
    clientId: `irr-server-${randomBytes(6).toString('hex')}`,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
  client.on('message', (topic, payload) => receive(topic, payload));
  client.on('error', (error) => warn(`MQTT: ${error.message}`));
  // subscriptions are lost with a clean session: take them again on every reconnect
  const subscribe = () => client.subscribeAsync(`$share/irr-server/${UP_WILDCARD}`, { qos: 1 });
  client.on('connect', () => void subscribe().catch((error: unknown) => warn(`MQTT subscribe: ${String(error)}`)));
  await subscribe();
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
