import { uiTexts } from '../../i18n/zh-CN/ui';
import type { FieldSpec, FieldValue, FieldValues } from './field-spec';

/** The first error of one field's value: the required check, then its rules in order. */
export function validateField(field: FieldSpec, value: FieldValue | undefined): string | null {
  if (field.type === 'switch') {
    const on = value === true;
    for (const rule of field.rules ?? []) {
      const message = rule(on);
      if (message) return message;
    }
    return null;
  }
  const text = typeof value === 'string' ? value : '';
  if (field.required && text.trim() === '') return uiTexts.required(field.label);
  for (const rule of field.rules ?? []) {
    const message = rule(text);
    if (message) return message;
  }
  return null;
}

/** Errors of every invalid field, by name. */
export function validateFields(fields: readonly FieldSpec[], values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}
