/**
 * A water level that jumps between two reports of its device (server/docs/history.md,
 * "Anomalies"): a new alarm rule kind (levelJump) with its threshold, the jump in cm (as
 * well.water_level_cm keeps the level).
 */
const KINDS = `'waterLevel', 'overCurrent', 'offline', 'fault', 'meterBack', 'stuck', 'levelJump'`;

export const levelJumpAlarm: readonly string[] = [
  `alter table alarm_rule drop constraint alarm_rule_kind_check`,
  `alter table alarm_rule add constraint alarm_rule_kind_check check (kind in (${KINDS}))`,
  `alter table fault_feedback drop constraint fault_feedback_alarm_kind_check`,
  `alter table fault_feedback add constraint fault_feedback_alarm_kind_check check (alarm_kind in (${KINDS}, 'reconcile'))`,
  // levelJump: more than this many cm between two reports (0.01 m to 100.00 m)
  `alter table alarm_rule add column level_jump_cm integer check (level_jump_cm between 1 and 10000)`,
  `alter table alarm_rule add constraint alarm_rule_level_jump_check check ((kind = 'levelJump') = (level_jump_cm is not null))`,
];
