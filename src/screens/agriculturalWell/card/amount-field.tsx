import { sanitizeFloat } from '../../../validation';

export interface AmountFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** @default false */
  required?: boolean;
  /** @default undefined */
  error?: string;
}

/** A yuan amount typed with the float-input rule of spec section 5 (digits, one point, 2 decimals), its message under it. */
export function AmountField({ id, name, label, value, onChange, required = false, error }: AmountFieldProps) {
  return (
    <div className="irr-field" data-required={required || undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const typed = sanitizeFloat(e.currentTarget.value);
          // Preact skips the render when the state does not change, so the DOM is cleaned here too
          if (typed !== e.currentTarget.value) e.currentTarget.value = typed;
          onChange(typed);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="irr-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
