import { uiTexts } from '../../i18n/zh-CN/ui';
import type { FieldSpec, FieldValue } from './field-spec';

export interface FieldControlProps {
  field: FieldSpec;
  value: FieldValue | undefined;
  /** Id of the control, for its label. */
  id: string;
  onChange: (value: FieldValue) => void;
  /** @default undefined */
  onBlur?: () => void;
  /** Id of the element describing it (its error). @default undefined */
  describedBy?: string;
  /** @default false */
  invalid?: boolean;
}

/** The input of one field spec: text, number, date, textarea, select or switch. */
export function FieldControl({ field, value, id, onChange, onBlur, describedBy, invalid = false }: FieldControlProps) {
  const common = {
    id,
    name: field.name,
    disabled: field.disabled,
    onBlur,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
  };
  if (field.type === 'switch') {
    const on = value === true;
    return (
      <button type="button" role="switch" aria-checked={on} className="irr-switch" onClick={() => onChange(!on)} {...common}>
        <span className="irr-switch-knob" aria-hidden="true" />
        <span className="irr-switch-text">{on ? uiTexts.switchOn : uiTexts.switchOff}</span>
      </button>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const change = (e: { target: { value: string } }) => onChange(e.target.value);
  if (field.type === 'select') {
    return (
      <select value={text} onChange={change} {...common}>
        <option value="">{field.placeholder || uiTexts.choose}</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'textarea') {
    return <textarea value={text} rows={3} placeholder={field.placeholder} onChange={change} {...common} />;
  }
  // number fields stay text inputs with a decimal keyboard: the float rules of spec section 5 work on the text
  const inputType = field.type === 'date' ? 'date' : 'text';
  const mode = field.type === 'number' ? 'decimal' : undefined;
  return <input type={inputType} inputMode={mode} value={text} placeholder={field.placeholder} onChange={change} {...common} />;
}
