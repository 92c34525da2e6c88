// npm run simulate: drives the development server's wells and machines over MQTT from this process
// (server/devices/simulator). The server writes their credentials to <IRR_DATA_DIR>/simulated-devices.json
// at its start (not in production); start it with IRR_SIMULATE=off so that it does not drive them itself.
// MQTT_URL (or mqtt://127.0.0.1:<IRR_MQTT_PORT or 1883>) names the broker; SIMULATE_EVERY_SECONDS (default 10) the status interval.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { simulatedDevices, simulatedDevicesFile, type SimulatedDevicesFile } from '../server/devices/simulator/demo-devices';
import { Simulator } from '../server/devices/simulator/simulator';

const file = simulatedDevicesFile(resolve(process.env.IRR_DATA_DIR ?? './data'));
if (!existsSync(file)) {
  console.error(
    `${file} not found: start the server once (npm start, not in production) so that it writes the simulated devices' credentials.`,
  );
  process.exit(1);
}
const devices = simulatedDevices(JSON.parse(readFileSync(file, 'utf8')) as SimulatedDevicesFile);
const url = process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.IRR_MQTT_PORT ?? 1883}`;
const simulator = new Simulator({
  url,
  everyMs: Number(process.env.SIMULATE_EVERY_SECONDS ?? 10) * 1000,
  log: (line) => console.warn(line),
});
await simulator.start(devices);
console.log(`simulating ${simulator.connected} of ${devices.length} devices on ${url}; Ctrl+C stops`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void simulator.stop().then(() => process.exit(0)));
