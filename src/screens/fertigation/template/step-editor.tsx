import { templateTexts as t } from '../../../i18n/zh-CN/fertigation-record';
import { SortableList } from '../../../ui/sortable-list';
import { newStep, type StepDraft } from './step-draft';

export interface StepEditorProps {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  /** Areas to pick from. */
  areas: readonly { id: number; name: string }[];
}

type NumberField = 'durationMinutes' | 'tankARatio' | 'tankBRatio' | 'tankCRatio';
const numberFields: [NumberField, string][] = [
  ['durationMinutes', t.minutes],
  ['tankARatio', t.tankA],
  ['tankBRatio', t.tankB],
  ['tankCRatio', t.tankC],
];

/** The template's steps in running order: drag (or keyboard) to reorder, edit each step's area, minutes and tank shares. */
export function StepEditor({ steps, onChange, areas }: StepEditorProps) {
  const areaName = (s: StepDraft) => areas.find((a) => String(a.id) === s.areaId)?.name ?? s.areaName;
  const choices = (s: StepDraft) =>
    s.areaId === '' || areas.some((a) => String(a.id) === s.areaId) ? areas : [...areas, { id: Number(s.areaId), name: s.areaName }];
  const label = (s: StepDraft) => t.stepLabel(steps.indexOf(s) + 1, areaName(s));
  const set = (key: number, patch: Partial<StepDraft>) => onChange(steps.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <fieldset>
      <legend>{t.steps}</legend>
      <SortableList
        items={steps}
        itemKey={(s) => s.key}
        itemLabel={label}
        onChange={onChange}
        label={t.steps}
        renderItem={(s) => (
          <span className="irr-template-step">
            <select
              aria-label={`${label(s)} ${t.area}`}
              className="irr-input"
              value={s.areaId}
              onChange={(e) => set(s.key, { areaId: e.target.value, areaName: e.target.selectedOptions[0]?.text ?? '' })}
            >
              <option value="" />
              {choices(s).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </select>
            {numberFields.map(([field, title]) => (
              <input
                key={field}
                type="number"
                className="irr-input"
                aria-label={`${label(s)} ${title}`}
                value={s[field]}
                onChange={(e) => set(s.key, { [field]: e.target.value })}
              />
            ))}
            <button
              type="button"
              className="irr-button"
              aria-label={`${t.removeStep} ${label(s)}`}
              disabled={steps.length === 1}
              onClick={() => onChange(steps.filter((x) => x.key !== s.key))}
            >
              {t.removeStep}
            </button>
          </span>
        )}
      />
      <button type="button" className="irr-button" onClick={() => onChange([...steps, newStep()])}>
        {t.addStep}
      </button>
    </fieldset>
  );
}
