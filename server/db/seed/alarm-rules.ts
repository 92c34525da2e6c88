import type { Insertable, Kysely } from 'kysely';
import { ALARM_KINDS, ALARM_RULE_DEFAULTS } from '../../../src/api/contract/well/alarm-rule';
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
        enabled: d.enabled,
        cool_down_minutes: d.coolDownMinutes,
        current_limit_deciamps: d.currentLimit === null ? null : Math.round(d.currentLimit * 10),
        offline_minutes: d.offlineMinutes,
        level_jump_cm: d.levelJump === null ? null : Math.round(d.levelJump * 100),
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
      enabled: 'Y',
      cool_down_minutes: 60,
      current_limit_deciamps: 450,
      offline_minutes: null,
      level_jump_cm: null,
      created_at: now,
      updated_at: now,
    });
  }
  await db.insertInto('alarm_rule').values(rows).execute();
  return true;
}
