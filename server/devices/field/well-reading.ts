import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WellReading } from './field-uplink';

/** A well's readings as its columns keep them (0.1 of a signal step, cm, 0.1 A, 0.1 V), as a status message has them. */
export async function lastWellReading(db: Kysely<Database>, wellId: number): Promise<WellReading | null> {
  const w = await db
    .selectFrom('well')
    .select(['sig_tenths', 'water_level_cm', 'running', 'current_deciamps', 'voltage_decivolts', 'meter_wh', 'meter_liters'])
    .where('id', '=', wellId)
    .executeTakeFirst();
  if (!w) return null;
  return {
    sig: w.sig_tenths / 10,
    waterLevel: w.water_level_cm / 100,
    running: w.running === 'use',
    current: w.current_deciamps / 10,
    voltage: w.voltage_decivolts / 10,
    meterWh: Number(w.meter_wh),
    meterLiters: Number(w.meter_liters),
  };
}
