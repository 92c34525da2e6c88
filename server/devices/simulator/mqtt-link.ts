import mqtt from 'mqtt';
import { FAULT_TYPES } from '../../../src/api/contract/fields';
import { DOWN_KINDS, type DownKind, upTopic } from '../../../src/api/contract/device/topics';
import type { DownHandler, PumpLink } from './pump-link';

/** A device's faults over MQTT: any but the last (`other`). */
const MQTT_FAULTS = FAULT_TYPES.slice(0, -1);

/** A simulated device on MQTT as the 4G module this project programs speaks it; null when it cannot connect. */
export async function connectMqttLink(
  url: string,
  device: { username: string; secret: string },
  onDown: DownHandler,
  log?: (line: string) => void,
): Promise<PumpLink | null> {
  const client = await mqtt
    .connectAsync(url, {
      username: device.username,
      password: device.secret,
      clientId: `sim-${device.username}`,
      reconnectPeriod: 5000,
      connectTimeout: 10_000,
    })
    .catch((error: unknown) => {
      log?.(`simulator: ${device.username} cannot connect: ${String(error)}`);
      return null;
    });
  if (!client) return null;
  const prefix = `irr/${device.username}/down/`;
  client.on('message', (topic, payload) => {
    const kind = topic.slice(prefix.length) as DownKind;
    if (!topic.startsWith(prefix) || !DOWN_KINDS.includes(kind)) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(payload.toString()) as Record<string, unknown>;
    } catch {
      return;
    }
    onDown(kind, message);
  });
  await client.subscribeAsync(`${prefix}+`, { qos: 1 });
  return {
    get connected() {
      return client.connected;
    },
    send(kind, message) {
      client.publish(upTopic(device.username, kind), JSON.stringify(message), { qos: kind === 'status' ? 0 : 1 });
    },
    newOrderNo: () => `SIM${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`,
    swipes: true,
    faults: MQTT_FAULTS,
    outages: true,
    close: () => client.endAsync().catch(() => undefined),
  };
}
