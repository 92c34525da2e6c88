import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { INSPECTION_INTERVALS, planOptions, savePlan, updatePlan, type PlanRow } from '../../../api/contract/well/inspection';
import { callApi } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { CheckboxTree } from '../../../ui/checkbox-tree';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { draftOf, planInput, wellTree, type PlanDraft, type PlanOptions } from './plan-draft';

export interface PlanDialogProps {
  /** The plan to edit, null to add one. */
  row: PlanRow | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Add or edit a plan: name, inspector (the merchant's users), interval (30/60/90/120天), wells (by
 * place), enabled, an optional first due time and a remark. Mount it with a key per row.
 */
export function PlanDialog({ row, onClose, onDone }: PlanDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(row));
  const [options, setOptions] = useState<PlanOptions>({ wells: [], inspectors: [] });
  useEffect(() => {
    callApi(planOptions, {}, { loading: false }).then(setOptions, () => undefined);
  }, []);
  const tree = useMemo(() => wellTree(options.wells), [options.wells]);
  const set = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const ready = draft.name.trim() !== '' && draft.inspectorId !== '' && draft.wellIds.length > 0;
  const save = useSubmit(
    () => {
      const input = planInput(draft);
      return row ? callApi(updatePlan, { id: row.id, version: row.version, ...input }) : callApi(savePlan, input);
    },
    { onDone },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void save.run();
  };
  const field = (key: string) => `${id}-${key}`;
  const formId = field('form');
  return (
    <Dialog
      open
      title={row ? t.plans.editTitle : t.plans.addTitle}
      width={640}
      onClose={onClose}
      footer={
        <DialogFooter cancelText={t.close} onCancel={onClose} confirmText={t.confirm} form={formId} busy={save.busy} disabled={!ready} />
      }
    >
      <form id={formId} className="irr-form" aria-label={row ? t.plans.editTitle : t.plans.addTitle} noValidate onSubmit={submit}>
        <div className="irr-field" data-required="">
          <label htmlFor={field('name')}>{t.plans.name}</label>
          <input id={field('name')} maxLength={50} value={draft.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="irr-field" data-required="">
          <label htmlFor={field('inspector')}>{t.plans.inspector}</label>
          <select id={field('inspector')} value={draft.inspectorId} onChange={(e) => set('inspectorId', e.target.value)}>
            <option value="">{t.plans.pickInspector}</option>
            {options.inspectors.map((u) => (
              <option key={u.id} value={String(u.id)}>{`${u.name} ${u.mobile}`}</option>
            ))}
            {row?.inspectorId && !options.inspectors.some((u) => u.id === row.inspectorId) && (
              <option value={String(row.inspectorId)}>{`${row.inspectorName} ${row.inspectorMobile}`}</option>
            )}
          </select>
        </div>
        <div className="irr-field" data-required="">
          <label htmlFor={field('interval')}>{t.plans.interval}</label>
          <select id={field('interval')} value={draft.intervalDays} onChange={(e) => set('intervalDays', e.target.value)}>
            {INSPECTION_INTERVALS.map((d) => (
              <option key={d} value={String(d)}>
                {label('inspectionInterval', d)}
              </option>
            ))}
          </select>
        </div>
        <div className="irr-field">
          <label htmlFor={field('firstDue')}>{t.plans.firstDue}</label>
          <input id={field('firstDue')} type="datetime-local" value={draft.firstDue} onChange={(e) => set('firstDue', e.target.value)} />
          <p className="irr-form-hint">{t.plans.firstDueHint}</p>
        </div>
        <div className="irr-field">
          <label htmlFor={field('enabled')}>{t.plans.enabledLabel}</label>
          <input id={field('enabled')} type="checkbox" checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        </div>
        <div className="irr-field">
          <label htmlFor={field('remark')}>{t.plans.remark}</label>
          <input id={field('remark')} maxLength={200} value={draft.remark} onChange={(e) => set('remark', e.target.value)} />
        </div>
        <fieldset className="irr-field" data-required="">
          <legend>{`${t.plans.wellsLabel}（${t.plans.wellCount(draft.wellIds.length)}）`}</legend>
          <CheckboxTree
            nodes={tree}
            checked={draft.wellIds}
            label={t.plans.wellsLabel}
            onChange={(keys) =>
              set(
                'wellIds',
                keys.filter((k): k is number => typeof k === 'number'),
              )
            }
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
