/**
 * Alarm rules (server/docs/devices.md, "Alarms"): per merchant and kind a default (no well), and
 * per well and kind an override. A fault row an alarm wrote names the rule kind that raised it, so
 * the cool-down looks only at the alarms of that kind (a user's report of the same fault type does
 * not silence it).
 */
const KINDS = `('waterLevel', 'overCurrent', 'offline', 'fault')`;

export const alarmRules: readonly string[] = [
  `create table alarm_rule (
    id serial primary key,
    merchant_id integer not null references merchant(id),
    -- null: the merchant's default of the kind
    well_id integer references well(id) on delete cascade,
    kind text not null check (kind in ${KINDS}),
    enabled char(1) not null check (enabled in ('Y', 'N')),
    cool_down_minutes integer not null default 30 check (cool_down_minutes between 1 and 10080),
    -- overCurrent: the threshold in 0.1 A (as well.current_deciamps)
    current_limit_deciamps integer check (current_limit_deciamps between 1 and 10000),
    -- offline: silent longer than this many minutes
    offline_minutes integer check (offline_minutes between 1 and 10080),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    version integer not null default 0,
    check ((kind = 'overCurrent') = (current_limit_deciamps is not null)),
    check ((kind = 'offline') = (offline_minutes is not null))
  )`,
  // one default per merchant and kind, one rule per well and kind
  `create unique index alarm_rule_default_uq on alarm_rule (merchant_id, kind) where well_id is null`,
  `create unique index alarm_rule_well_uq on alarm_rule (well_id, kind) where well_id is not null`,
  `alter table fault_feedback add column alarm_kind text check (alarm_kind in ${KINDS})`,
  // the cool-down's look-up: the well's open alarms of a kind, newest first
  `create index fault_feedback_alarm_idx on fault_feedback (well_id, alarm_kind, created_at desc) where alarm_kind is not null and processed = 'N'`,
  // the offline sweep's look-up: wells silent since before a time
  `create index well_status_at_idx on well (status_at) where status_at is not null`,
  // the operation log's trigger (migration 008) on this migration's audited tables
  `create trigger audit_change after insert or update or delete on alarm_rule for each row
    when (coalesce(current_setting('irr.actor', true), '') <> '')
    execute function audit_change('id')`,
];
