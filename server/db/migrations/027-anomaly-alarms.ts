/**
 * Alarms found from the field's history (server/docs/history.md, "Anomalies"): a meter that went
 * back between two reports (meterBack), a water level that has not moved for a day while its
 * device kept reporting (stuck). New alarm rule kinds, with nothing to set but on/off and the
 * cool-down.
 */
const KINDS = `'waterLevel', 'overCurrent', 'offline', 'fault', 'meterBack', 'stuck'`;

export const anomalyAlarms: readonly string[] = [
  `alter table alarm_rule drop constraint alarm_rule_kind_check`,
  `alter table alarm_rule add constraint alarm_rule_kind_check check (kind in (${KINDS}))`,
  `alter table fault_feedback drop constraint fault_feedback_alarm_kind_check`,
  `alter table fault_feedback add constraint fault_feedback_alarm_kind_check check (alarm_kind in (${KINDS}, 'reconcile'))`,
];
