import { useId, useState, type FormEvent } from 'react';
import type { CallRequest } from '../../../../api/contract/define-call';
import { ALARM_KINDS, ALARM_KIND_LABELS, save, update, type AlarmRuleRow } from '../../../../api/contract/well/alarm-rule';
import { callApi } from '../../../../api/transport';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';
import { Dialog, DialogFooter } from '../../../../ui/dialog';
import { formStyles } from '../../../../ui/form';
import { useStyles } from '../../../../ui/styles/use-styles';
import { useSubmit } from '../../../../ui/submit';
import { draftOf, ruleInput, type RuleDraft } from './rule-draft';
import { RuleWellPicker } from './rule-well-picker';

export interface RuleDialogProps {
  /** The rule to edit, null to add one. */
  row: AlarmRuleRow | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Add or edit a rule: the merchant's default or one well, the kind and what it needs (the current
 * threshold, the offline minutes, the level jump's metres; the water level takes the well's own
 * bounds), enabled and the cool-down. Mount it with a key per row.
 */
export function RuleDialog({ row, onClose, onDone }: RuleDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(row));
  const [problem, setProblem] = useState('');
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const send = useSubmit(
    (input: CallRequest<typeof save>) => (row ? callApi(update, { id: row.id, version: row.version, ...input }) : callApi(save, input)),
    { onDone },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ruleInput(draft);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem('');
    void send.run(checked.input);
  };
  const field = (key: string) => `${id}-${key}`;
  const formId = field('form');
  const title = row ? t.editTitle : t.addTitle;
  return (
    <Dialog
      open
      title={title}
      width={560}
      onClose={onClose}
      minimisable={false}
      footer={<DialogFooter cancelText={t.cancel} onCancel={onClose} confirmText={t.confirm} form={formId} busy={send.busy} />}
    >
      <form id={formId} className="irr-form" aria-label={title} noValidate onSubmit={submit}>
        <div className="irr-field" data-required="">
          <label htmlFor={field('scope')}>{t.scopeLabel}</label>
          <select id={field('scope')} value={draft.scope} onChange={(e) => set('scope', e.target.value as RuleDraft['scope'])}>
            <option value="merchant">{t.scopeMerchant}</option>
            <option value="well">{t.scopeWell}</option>
          </select>
        </div>
        {draft.scope === 'well' && (
          <div className="irr-field" data-required="">
            <RuleWellPicker value={draft.well} onChange={(well) => set('well', well)} />
          </div>
        )}
        <div className="irr-field" data-required="">
          <label htmlFor={field('kind')}>{t.kind}</label>
          <select id={field('kind')} value={draft.kind} onChange={(e) => set('kind', e.target.value as RuleDraft['kind'])}>
            {ALARM_KINDS.map((k) => (
              <option key={k} value={k}>
                {ALARM_KIND_LABELS[k]}
              </option>
            ))}
          </select>
          {draft.kind === 'waterLevel' && <p className="irr-form-hint">{t.waterLevelHint}</p>}
          {draft.kind === 'fault' && <p className="irr-form-hint">{t.faultHint}</p>}
          {draft.kind === 'meterBack' && <p className="irr-form-hint">{t.meterBackHint}</p>}
          {draft.kind === 'stuck' && <p className="irr-form-hint">{t.stuckHint}</p>}
          {draft.kind === 'levelJump' && <p className="irr-form-hint">{t.levelJumpHint}</p>}
        </div>
        {draft.kind === 'overCurrent' && (
          <div className="irr-field" data-required="">
            <label htmlFor={field('current')}>{t.currentLimitLabel}</label>
            <input
              id={field('current')}
              inputMode="decimal"
              value={draft.currentLimit}
              onChange={(e) => set('currentLimit', e.target.value)}
            />
          </div>
        )}
        {draft.kind === 'offline' && (
          <div className="irr-field" data-required="">
            <label htmlFor={field('offline')}>{t.offlineMinutesLabel}</label>
            <input
              id={field('offline')}
              inputMode="numeric"
              value={draft.offlineMinutes}
              onChange={(e) => set('offlineMinutes', e.target.value)}
            />
          </div>
        )}
        {draft.kind === 'levelJump' && (
          <div className="irr-field" data-required="">
            <label htmlFor={field('levelJump')}>{t.levelJumpLabel}</label>
            <input id={field('levelJump')} inputMode="decimal" value={draft.levelJump} onChange={(e) => set('levelJump', e.target.value)} />
          </div>
        )}
        <div className="irr-field" data-required="">
          <label htmlFor={field('coolDown')}>{t.coolDownLabel}</label>
          <input id={field('coolDown')} inputMode="numeric" value={draft.coolDown} onChange={(e) => set('coolDown', e.target.value)} />
          <p className="irr-form-hint">{t.coolDownHint}</p>
        </div>
        <div className="irr-field">
          <label htmlFor={field('enabled')}>{t.enabledLabel}</label>
          <input id={field('enabled')} type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        </div>
        {problem && (
          <p className="irr-field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
