import type { Insertable, Kysely } from 'kysely';
import { ALARM_KINDS, ALARM_RULE_DEFAULTS } from '../../../src/api/contract/well/alarm-rule';
import { alarmRuleColumns } from '../../devices/alarm-rules';
import type { AlarmRuleTable, Database } from '../schema';

/**
 * Alarm rules of the demo merchants: each kind's default as ALARM_RULE_DEFAULTS has it (so the
 * dialog shows what is in force), and on the first merchant's last well a tighter over-current
 * limit (45.0 A) with a 60 minute cool-down, to show a well's rule overriding the default.
 * Returns false, writing nothing, unless both merchants are there.
 */
export async function seedAlarmRules(db: Kysely<Database>, merchantIds: readonly number[], now: Date): Promise<boolean> {
  if (merchantIds.length < 2) return false;
  const rows: Insertable<AlarmRuleTable>[] = merchantIds.flatMap((merchantId) =>
    ALARM_KINDS.map((kind) => {
      const d = ALARM_RULE_DEFAULTS[kind];
      return {
        merchant_id: merchantId,
        well_id: null,
        kind,
        ...alarmRuleColumns(d),
        created_at: now,
        updated_at: now,
      };
    }),
  );
  const well = await db.selectFrom('well').select('id').where('merchant_id', '=', merchantIds[0]!).orderBy('cd', 'desc').executeTakeFirst();
  if (well) {
    rows.push({
      merchant_id: merchantIds[0]!,
      well_id: well.id,
      kind: 'overCurrent',
      ...alarmRuleColumns({ enabled: 'Y', coolDownMinutes: 60, currentLimit: 45, offlineMinutes: null, levelJump: null }),
      created_at: now,
      updated_at: now,
    });
  }
  await db.insertInto('alarm_rule').values(rows).execute();
  return true;
}
