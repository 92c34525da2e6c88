import { fileURLToPath } from 'node:url';
import { ConfigError, DEFAULT_SIGN_SECRET, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationEditedError } from './db/migration-checksum';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/index';
import { registerStaticFiles } from './http/static-files';
import { DEV_MONEY_PATH } from './money/dev-money-page';
import { SMS_OUTBOX_PATH } from './sms/outbox-page';
import { startServer, type RunningServer } from './start';
import { ensureSimulatedDevices } from './devices/simulator/demo-devices';
import { localAddress, transportCounts } from './devices/simulator/simulated-transports';
import { Simulator } from './devices/simulator/simulator';

const root = fileURLToPath(new URL('..', import.meta.url));

let server: RunningServer | undefined;
let simulator: Simulator | undefined;
let stopping = false;
/** The stop's limit for requests in flight (IRR_STOP_SECONDS), once the configuration is read. */
let stopLimitMs = 10_000;

function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  // A signal during start-up is handled once the server is up (see main).
  void simulator?.stop();
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, stopLimitMs).unref());
  server?.close(deadline).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

// Installed first: a signal must never find the process without its handler.
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));

async function main(): Promise<void> {
  const config = loadConfig();
  stopLimitMs = config.stopLimitMs;
  const signSecret = config.signSecret === DEFAULT_SIGN_SECRET ? undefined : config.signSecret;
  server = await startServer(config, { beforeListen: (app) => registerStaticFiles(app, { root, signSecret }) });
  if (stopping) {
    await server.close();
    process.exit(0);
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  // before the server's line, which tests and scripts wait for
  const broker = server.app.services.devices.link;
  if (broker) console.log(`devices (MQTT): ${broker.url}${config.mqtt.url ? ' (outside broker)' : ' (embedded broker)'}`);
  const gateway = server.app.services.devices.field;
  if (gateway) console.log(`devices (TCP, SZY206 / SL 651 DTUs): ${gateway.address.host}:${gateway.address.port}`);
  console.log(`irr-console server: ${server.url}  (database: ${where})`);
  // only where the demo was seeded: a production database starts without them (config.demoSeed)
  if (config.demoSeed)
    console.log(
      `demo accounts: ${DEMO_ACCOUNTS.admin.mobile} / ${DEMO_PASSWORD} (administrator), ` +
        `${DEMO_ACCOUNTS.operator.mobile} / ${DEMO_PASSWORD} (operator), ${DEMO_ACCOUNTS.otherAdmin.mobile} / ${DEMO_PASSWORD} (second merchant), ` +
        `${DEMO_ACCOUNTS.fertigationAdmin.mobile} / ${DEMO_PASSWORD} (third merchant, fertigation only)`,
    );
  if (broker && !config.production && process.env.IRR_SIMULATE !== 'off') {
    // the demo's wells and machines report, get swiped and pumped (IRR_SIMULATE=off for none)
    const devices = await ensureSimulatedDevices(server.database.db, config.dataDir, new Date(), { dtus: Boolean(gateway) });
    simulator = new Simulator({ url: broker.url, field: gateway && localAddress(gateway.address), log: (line) => console.warn(line) });
    void simulator.start(devices);
    console.log(
      `simulating ${devices.length} devices (${transportCounts(devices)}; IRR_SIMULATE=off to stop; npm run simulate drives them from another process)`,
    );
  }
  if (!config.production) {
    console.log(`SMS codes (development outbox, nothing is sent): ${server.url}${SMS_OUTBOX_PATH}`);
    console.log(`payments and a well's card swipe (development, nothing is paid): ${server.url}${DEV_MONEY_PATH}`);
  }
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MigrationEditedError)
    console.error(error.message);
  else console.error(error);
  await server?.close().catch(() => undefined);
  process.exit(1);
});
