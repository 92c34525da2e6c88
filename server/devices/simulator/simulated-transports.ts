import type { SimulatedDevice } from './simulator';

const TRANSPORT_NAMES = { mqtt: 'MQTT', szy206: 'SZY206', sl651: 'SL651' } as const;
export type SimulatedTransport = keyof typeof TRANSPORT_NAMES;

export const transportOf = (d: SimulatedDevice): SimulatedTransport => d.dtu?.protocol ?? 'mqtt';

/** How many devices speak each transport, e.g. `4 MQTT, 2 SZY206, 2 SL651`. */
export function transportCounts(devices: readonly SimulatedDevice[]): string {
  const counts = new Map<SimulatedTransport, number>();
  for (const d of devices) counts.set(transportOf(d), (counts.get(transportOf(d)) ?? 0) + 1);
  return (Object.keys(TRANSPORT_NAMES) as SimulatedTransport[])
    .filter((t) => counts.has(t))
    .map((t) => `${counts.get(t)} ${TRANSPORT_NAMES[t]}`)
    .join(', ');
}

/** Where a simulator on this machine reaches a server listening on `address` (all interfaces: the loopback). */
export const localAddress = (address: { host: string; port: number }) => ({
  host: ['0.0.0.0', '::', ''].includes(address.host) ? '127.0.0.1' : address.host,
  port: address.port,
});
