import type { CallRequest } from '../../../../api/contract/define-call';
import {
  COOL_DOWN_RULE,
  CURRENT_LIMIT_RULE,
  LEVEL_JUMP_RULE,
  OFFLINE_MINUTES_RULE,
  type AlarmKind,
  type AlarmRuleRow,
  type save,
} from '../../../../api/contract/well/alarm-rule';
import { validateBoundedDecimal } from '../../../../validation/bounded-decimal';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';

/** A well as the rule dialog shows it once picked. */
export interface PickedWell {
  id: number;
  label: string;
}

/** The rule dialog's values while they are edited (numbers as their text). */
export interface RuleDraft {
  scope: 'merchant' | 'well';
  well: PickedWell | null;
  kind: AlarmKind;
  enabled: boolean;
  coolDown: string;
  currentLimit: string;
  offlineMinutes: string;
  levelJump: string;
}

export function draftOf(row: AlarmRuleRow | null): RuleDraft {
  return {
    scope: row && row.wellId === null ? 'merchant' : 'well',
    well: row?.wellId ? { id: row.wellId, label: `${row.wellName}(${row.wellCd})` } : null,
    kind: row?.kind ?? 'waterLevel',
    enabled: row ? row.enabled === 'Y' : true,
    coolDown: String(row?.coolDownMinutes ?? 30),
    currentLimit: row?.currentLimit === null || row?.currentLimit === undefined ? '' : row.currentLimit.toFixed(1),
    offlineMinutes: row?.offlineMinutes === null || row?.offlineMinutes === undefined ? '' : String(row.offlineMinutes),
    levelJump: row?.levelJump === null || row?.levelJump === undefined ? '' : row.levelJump.toFixed(2),
  };
}

type RuleInput = CallRequest<typeof save>;

/**
 * The save or update call's fields, or the first problem in words. Checked here against the
 * contract's bounds (the contract's schemas are not in the browser bundle: the server checks again).
 */
export function ruleInput(d: RuleDraft): { input: RuleInput } | { problem: string } {
  if (d.scope === 'well' && !d.well) return { problem: t.pickWell };
  // the field's label when it is empty, the server's name of the value otherwise (电流阈值最多1位小数)
  const check = (label: string, what: string, rule: { min: number; max: number; decimals?: number }, text: string) =>
    text.trim() === '' ? t.required(label) : validateBoundedDecimal(what, { decimals: 0, ...rule }, text);
  const problem =
    check(t.coolDownLabel, t.coolDownName, COOL_DOWN_RULE, d.coolDown) ??
    (d.kind === 'overCurrent' ? check(t.currentLimitLabel, t.currentLimitName, CURRENT_LIMIT_RULE, d.currentLimit) : null) ??
    (d.kind === 'offline' ? check(t.offlineMinutesLabel, t.offlineMinutesName, OFFLINE_MINUTES_RULE, d.offlineMinutes) : null) ??
    (d.kind === 'levelJump' ? check(t.levelJumpLabel, t.levelJumpName, LEVEL_JUMP_RULE, d.levelJump) : null);
  if (problem) return { problem };
  return {
    input: {
      wellId: d.scope === 'well' ? d.well!.id : null,
      kind: d.kind,
      enabled: d.enabled ? 'Y' : 'N',
      coolDownMinutes: Number(d.coolDown.trim()),
      currentLimit: d.kind === 'overCurrent' ? Number(d.currentLimit.trim()) : null,
      offlineMinutes: d.kind === 'offline' ? Number(d.offlineMinutes.trim()) : null,
      levelJump: d.kind === 'levelJump' ? Number(d.levelJump.trim()) : null,
    },
  };
}
