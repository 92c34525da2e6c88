import { sql, type Kysely } from 'kysely';
import { MigrationEditedError, migrationChecksum } from './migration-checksum';
import type { Database } from './schema';
import { platform } from './migrations/001-platform';
import { business } from './migrations/002-business';
import { fertigation } from './migrations/003-fertigation';
import { recordTally } from './migrations/004-record-tally';
import { fertigationHome } from './migrations/005-fertigation-home';
import { wells } from './migrations/006-wells';
import { wellLines } from './migrations/007-well-lines';
import { system } from './migrations/008-system';
import { money } from './migrations/009-money';
import { rechargeRefund } from './migrations/010-recharge-refund';
import { accountSlots } from './migrations/011-account-slots';
import { tallyMoves } from './migrations/012-tally-moves';
import { nonceUnlogged } from './migrations/013-nonce-unlogged';
import { roleGrantsStamp } from './migrations/014-role-grants-stamp';
import { nonceTaker } from './migrations/015-nonce-taker';
import { serviceLines } from './migrations/016-service-lines';
import { settlements } from './migrations/017-settlements';
import { reports } from './migrations/018-reports';
import { devices } from './migrations/019-devices';
import { inspection } from './migrations/020-inspection';
import { alarmRules } from './migrations/021-alarm-rules';
import { fieldGateway } from './migrations/022-field-gateway';
import { offlineOrders } from './migrations/023-offline-orders';
import { reconciliation } from './migrations/024-reconciliation';
import { cardWrites } from './migrations/025-card-writes';
import { wellHistory } from './migrations/026-well-history';
import { anomalyAlarms } from './migrations/027-anomaly-alarms';
import { wellHourIndex } from './migrations/028-well-hour-index';
import { wellReports } from './migrations/029-well-reports';
import { blankChips } from './migrations/030-blank-chips';
import { levelJumpAlarm } from './migrations/031-level-jump-alarm';
import { readingCoveringIndex } from './migrations/032-reading-covering-index';
import { packedHours } from './migrations/033-packed-hours';
import { merchantSuspension } from './migrations/034-merchant-suspension';

/** A migration: its name as schema_migration keeps it, and its frozen SQL (server/docs/database.md). */
export interface Migration {
  name: string;
  statements: readonly string[];
}

/**
 * Ordered, append-only: a released migration is never edited, a change is a new entry (an applied
 * one whose statements changed stops the start: its checksum).
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: '001-platform', statements: platform },
  { name: '002-business', statements: business },
  { name: '003-fertigation', statements: fertigation },
  { name: '004-record-tally', statements: recordTally },
  { name: '005-fertigation-home', statements: fertigationHome },
  { name: '006-wells', statements: wells },
  { name: '007-well-lines', statements: wellLines },
  { name: '008-system', statements: system },
  { name: '009-money', statements: money },
  { name: '010-recharge-refund', statements: rechargeRefund },
  { name: '011-account-slots', statements: accountSlots },
  { name: '012-tally-moves', statements: tallyMoves },
  { name: '013-nonce-unlogged', statements: nonceUnlogged },
  { name: '014-role-grants-stamp', statements: roleGrantsStamp },
  { name: '015-nonce-taker', statements: nonceTaker },
  { name: '016-service-lines', statements: serviceLines },
  { name: '017-settlements', statements: settlements },
  { name: '018-reports', statements: reports },
  { name: '019-devices', statements: devices },
  { name: '020-inspection', statements: inspection },
  { name: '021-alarm-rules', statements: alarmRules },
  { name: '022-field-gateway', statements: fieldGateway },
  { name: '023-offline-orders', statements: offlineOrders },
  { name: '024-reconciliation', statements: reconciliation },
  { name: '025-card-writes', statements: cardWrites },
  { name: '026-well-history', statements: wellHistory },
  { name: '027-anomaly-alarms', statements: anomalyAlarms },
  { name: '028-well-hour-index', statements: wellHourIndex },
  { name: '029-well-reports', statements: wellReports },
  { name: '030-blank-chips', statements: blankChips },
  { name: '031-level-jump-alarm', statements: levelJumpAlarm },
  { name: '032-reading-covering-index', statements: readingCoveringIndex },
  { name: '033-packed-hours', statements: packedHours },
  { name: '034-merchant-suspension', statements: merchantSuspension },
];

/** Serialises migrations and seeds of several processes sharing one PostgreSQL server. */
export const SCHEMA_LOCK_KEY = 7_270_001;

/**
 * Applies the migrations not applied yet, each in its own transaction, and checks that those
 * applied before are unchanged (their checksums; MigrationEditedError names the first that is not).
 * Safe to run from several processes at once (advisory lock) and again on every start. Returns
 * the names applied now.
 */
export async function migrate(db: Kysely<Database>, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    // Two processes creating the table at once would collide on PostgreSQL's catalog.
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migration (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    // a table of a server from before the checksums: each applied migration's is filled in below
    await sql`alter table schema_migration add column if not exists checksum text`.execute(trx);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const checksum = migrationChecksum(migration.statements);
    const done = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(trx);
      const existing = await trx.selectFrom('schema_migration').select('checksum').where('name', '=', migration.name).executeTakeFirst();
      if (existing) {
        if (existing.checksum === null) {
          // its statements are those it was applied with: released migrations were frozen before the checksums came
          await trx.updateTable('schema_migration').set({ checksum }).where('name', '=', migration.name).execute();
        } else if (existing.checksum !== checksum) {
          throw new MigrationEditedError(migration.name, existing.checksum, checksum);
        }
        return false;
      }
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migration').values({ name: migration.name, checksum }).execute();
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
