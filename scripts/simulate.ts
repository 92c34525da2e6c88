// npm run simulate [-- --protocol mqtt|szy206|sl651]: drives the development server's wells and machines
// from this process (server/devices/simulator), each over its own transport: MQTT, or a DTU speaking SZY206
// or SL 651 to the TCP gateway. --protocol drives only the devices of that transport. The server writes
// their credentials to <IRR_DATA_DIR>/simulated-devices.json at its start (not in production); start it
// with IRR_SIMULATE=off so that it does not drive them itself. MQTT_URL (or mqtt://127.0.0.1:<IRR_MQTT_PORT
// or 1883>) names the broker, IRR_FIELD_PORT (default 7651) the gateway's port on 127.0.0.1 (FIELD_HOST
// another host); SIMULATE_EVERY_SECONDS (default 10) the status interval.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_FIELD_PORT } from '../server/config';
import { simulatedDevices, simulatedDevicesFile, type SimulatedDevicesFile } from '../server/devices/simulator/demo-devices';
import { transportCounts, transportOf, type SimulatedTransport } from '../server/devices/simulator/simulated-transports';
import { Simulator } from '../server/devices/simulator/simulator';

const TRANSPORTS: readonly SimulatedTransport[] = ['mqtt', 'szy206', 'sl651'];
const { values } = parseArgs({ options: { protocol: { type: 'string' } } });
const protocol = values.protocol as SimulatedTransport | undefined;
if (protocol !== undefined && !TRANSPORTS.includes(protocol)) {
  console.error(`--protocol is one of ${TRANSPORTS.join(', ')}; without it each device speaks its own`);
  process.exit(1);
}
const fieldPort = process.env.IRR_FIELD_PORT ?? String(DEFAULT_FIELD_PORT);
if (fieldPort !== 'off' && !/^\d{1,5}$/.test(fieldPort)) {
  console.error(`IRR_FIELD_PORT=${fieldPort}: a port number, or off`);
  process.exit(1);
}

const file = simulatedDevicesFile(resolve(process.env.IRR_DATA_DIR ?? './data'));
if (!existsSync(file)) {
  console.error(
    `${file} not found: start the server once (npm start, not in production) so that it writes the simulated devices' credentials.`,
  );
  process.exit(1);
}
const all = simulatedDevices(JSON.parse(readFileSync(file, 'utf8')) as SimulatedDevicesFile);
const devices = protocol ? all.filter((d) => transportOf(d) === protocol) : all;
if (devices.length === 0) {
  console.error(`no ${protocol} device in ${file} (${transportCounts(all) || 'none at all'})`);
  process.exit(1);
}
const url = process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.IRR_MQTT_PORT ?? 1883}`;
const field = fieldPort === 'off' ? undefined : { host: process.env.FIELD_HOST ?? '127.0.0.1', port: Number(fieldPort) };
const simulator = new Simulator({
  url,
  field,
  everyMs: Number(process.env.SIMULATE_EVERY_SECONDS ?? 10) * 1000,
  log: (line) => console.warn(line),
});
await simulator.start(devices);
console.log(
  `simulating ${simulator.connected} of ${devices.length} devices (${transportCounts(devices)}) on ${url}` +
    `${field ? ` and ${field.host}:${field.port}` : ''}; Ctrl+C stops`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void simulator.stop().then(() => process.exit(0)));
