import type { CallRequest } from '../../../../api/contract/define-call';
import { save, type AlarmKind, type AlarmRuleRow } from '../../../../api/contract/well/alarm-rule';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';

/** A well as the rule dialog shows it once picked. */
export interface PickedWell { id: number; label: string }

/** The rule dialog's values while they are edited (numbers as their text). */
export interface RuleDraft {
  scope: 'merchant' | 'well';
  well: PickedWell | null;
  kind: AlarmKind;
  enabled: boolean;
  coolDown: string;
  currentLimit: string;
  offlineMinutes: string;
}

export function draftOf(row: AlarmRuleRow | null): RuleDraft {
  return {
    scope: row && row.wellId === null ? 'merchant' : 'well',
    well: row?.wellId ? { id: row.wellId, label: `${row.wellName}(${row.wellCd})` } : null,
    kind: row?.kind ?? 'waterLevel', enabled: row ? row.enabled === 'Y' : true, coolDown: String(row?.coolDownMinutes ?? 30),
    currentLimit: row?.currentLimit === null || row?.currentLimit === undefined ? '' : row.currentLimit.toFixed(1),
    offlineMinutes: row?.offlineMinutes === null || row?.offlineMinutes === undefined ? '' : String(row.offlineMinutes),
  };
}

type RuleInput = CallRequest<typeof save>;

/**
 * The save or update call's fields, or the first problem in words (the contract's own message where
 * it has one, so the dialog says what the server would).
 */
export function ruleInput(d: RuleDraft): { input: RuleInput } | { problem: string } {
  if (d.scope === 'well' && !d.well) return { problem: t.pickWell };
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const input: RuleInput = {
    wellId: d.scope === 'well' ? d.well!.id : null, kind: d.kind, enabled: d.enabled ? 'Y' : 'N', coolDownMinutes: number(d.coolDown),
    currentLimit: d.kind === 'overCurrent' ? number(d.currentLimit) : null, offlineMinutes: d.kind === 'offline' ? number(d.offlineMinutes) : null,
  };
  if (Number.isNaN(input.coolDownMinutes)) return { problem: t.required(t.coolDownLabel) };
  if (Number.isNaN(input.currentLimit)) return { problem: t.required(t.currentLimitLabel) };
  if (Number.isNaN(input.offlineMinutes)) return { problem: t.required(t.offlineMinutesLabel) };
  const parsed = save.request.safeParse(input);
  return parsed.success ? { input } : { problem: parsed.error.issues[0]?.message ?? t.required('') };
}
