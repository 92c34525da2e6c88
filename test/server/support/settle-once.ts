// A second process for test/server/settlements.test.ts: runs the settlement job twice on
// DATABASE_URL with its clock at NOW (ms since the epoch), then prints `settled N` (the
// settlements it saw made) and exits.
import { openDatabase } from '../../../server/db/connect';
import { ReferencePaymentProvider } from '../../../server/money/reference-payment-provider';
import { settlementJob } from '../../../server/money/settlement-job';

const handle = await openDatabase({ dataDir: '/nonexistent', databaseUrl: process.env.DATABASE_URL });
const now = new Date(Number(process.env.NOW));
const job = settlementJob(handle.db, new ReferencePaymentProvider(), {
  now: () => now,
  everyMs: 0,
  log: (line) => process.stderr.write(`${line}\n`),
});
await job.runOnce();
await job.runOnce();
const { n } = await handle.db
  .selectFrom('settlement')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
await handle.close();
process.stdout.write(`settled ${n}\n`);
