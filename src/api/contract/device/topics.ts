/**
 * MQTT topics of a device (server/docs/devices.md). A device's key is its MQTT username; it
 * publishes under `irr/<key>/up/…` and subscribes to `irr/<key>/down/…`, and the broker lets it
 * touch nothing else.
 */
export const TOPIC_ROOT = 'irr';

/** What a device publishes: its status, a fault event, a card swipe, a command's answer, an order it finished offline, a write it put on a card. */
export const UP_KINDS = ['status', 'event', 'swipe', 'stop', 'ack', 'order', 'credit'] as const;
export type UpKind = (typeof UP_KINDS)[number];

/** What the server sends a device: a command, the answer to a swipe, the last offline order it holds, a card's writes, the lost cards. */
export const DOWN_KINDS = ['cmd', 'swipe', 'order', 'credit', 'blacklist'] as const;
export type DownKind = (typeof DOWN_KINDS)[number];

/** A device key: what the server generates (`w` or `f`, then 4 to 40 letters, digits, `-`). */
export const DEVICE_KEY = /^[a-z][a-z0-9-]{4,40}$/;

export const upTopic = (key: string, kind: UpKind) => `${TOPIC_ROOT}/${key}/up/${kind}`;
export const downTopic = (key: string, kind: DownKind) => `${TOPIC_ROOT}/${key}/down/${kind}`;

/** Every device's uplink, for the server's subscription. */
export const UP_WILDCARD = `${TOPIC_ROOT}/+/up/+`;

/** The device key and kind of an uplink topic, or null for any other topic. */
export function parseUpTopic(topic: string): { key: string; kind: UpKind } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== TOPIC_ROOT || parts[2] !== 'up') return null;
  const [, key, , kind] = parts as [string, string, string, string];
  if (!DEVICE_KEY.test(key) || !(UP_KINDS as readonly string[]).includes(kind)) return null;
  return { key, kind: kind as UpKind };
}

/** The device key a topic belongs to (up or down), or null. */
export function keyOfTopic(topic: string): string | null {
  const parts = topic.split('/');
  if (parts.length < 3 || parts[0] !== TOPIC_ROOT || !DEVICE_KEY.test(parts[1]!)) return null;
  return parts[1]!;
}
