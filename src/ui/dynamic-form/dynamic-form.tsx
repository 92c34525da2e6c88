import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { uiTexts } from '../../i18n/zh-CN/ui';
import { FieldControl } from '../form/field-control';
import { initialValues, type FieldSpec, type FieldValue, type FieldValues } from '../form/field-spec';
import { formStyles } from '../form/form.styles';
import { validateField, validateFields } from '../form/validate-field';
import { useStyles } from '../styles/use-styles';
import { useSubmit } from '../submit/use-submit';

export interface DynamicFormProps {
  /** The fields, described by data. */
  fields: readonly FieldSpec[];
  /** Called with every value once all fields are valid. */
  onSubmit: (values: FieldValues) => void | Promise<void>;
  /** Called after the values went back to their defaults. @default undefined */
  onReset?: () => void;
  /** Accessible name of the form. @default undefined */
  label?: string;
  /** @default '提交' */
  submitText?: string;
  /** @default '重置' */
  resetText?: string;
  /** Extra buttons beside submit and reset. @default undefined */
  actions?: ReactNode;
  /** Told every value change (a field whose choices depend on another). @default undefined */
  onValuesChange?: (values: FieldValues) => void;
  /** Controls of the screen's own, between the fields and the buttons. @default undefined */
  children?: ReactNode;
}

/**
 * A form built from field specs. A field is checked when it loses focus and again on every change
 * once it shows an error; submit checks all, shows each message under its field and focuses the
 * first invalid one. Reset restores the defaults and clears the messages. Part: `form`.
 */
export function DynamicForm({
  fields,
  onSubmit,
  onReset,
  label,
  submitText = uiTexts.submit,
  resetText = uiTexts.reset,
  actions,
  onValuesChange,
  children,
}: DynamicFormProps) {
  useStyles(formStyles);
  const idBase = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FieldValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSubmit(async (sent: FieldValues) => onSubmit(sent));
  const check = (field: FieldSpec, value: FieldValue | undefined) => {
    const message = validateField(field, value);
    setErrors((all) => {
      const { [field.name]: _old, ...rest } = all;
      return message ? { ...rest, [field.name]: message } : rest;
    });
  };
  const change = (field: FieldSpec, value: FieldValue) => {
    setValues((all) => ({ ...all, [field.name]: value }));
    onValuesChange?.({ ...values, [field.name]: value });
    if (errors[field.name] !== undefined || field.type === 'switch') check(field, value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(fields, values);
    setErrors(found);
    const first = fields.find((f) => found[f.name] !== undefined);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    void send.run(values);
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    setValues(initialValues(fields));
    setErrors({});
    onValuesChange?.(initialValues(fields));
    onReset?.();
  };
  return (
    <form ref={form} className="irr-form" aria-label={label} noValidate onSubmit={submit} onReset={reset} part="form">
      {fields.map((field) => {
        const id = `${idBase}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className="irr-field" data-required={field.required || undefined}>
            <label htmlFor={id}>{field.label}</label>
            <FieldControl
              field={field}
              id={id}
              value={values[field.name]}
              invalid={error !== undefined}
              describedBy={error !== undefined ? `${id}-error` : undefined}
              onChange={(value) => change(field, value)}
              onBlur={() => check(field, values[field.name])}
            />
            {error !== undefined && (
              <p id={`${id}-error`} className="irr-field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {children}
      <div className="irr-form-actions">
        <button type="submit" className="irr-button" data-primary="" disabled={send.busy}>
          {submitText}
        </button>
        <button type="reset" className="irr-button">
          {resetText}
        </button>
        {actions}
      </div>
    </form>
  );
}
