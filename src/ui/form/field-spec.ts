/** A validation rule: the error message for a value, or null when it is valid (src/validation's shape). */
export type FieldRule<V> = (value: V) => string | null;

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** Key of the value in the form's values. */
  name: string;
  /** Visible label, also the accessible name. */
  label: string;
  /** Empty values fail with `{label}不能为空` before the rules run. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** @default '' */
  placeholder?: string;
}

/** A field whose value is text: number, date (yyyy-MM-dd) and select values are kept as the input's text. */
export interface TextFieldSpec extends FieldBase {
  type: 'text' | 'number' | 'date' | 'textarea' | 'select';
  /** Run in order; the first message is shown. @default [] */
  rules?: readonly FieldRule<string>[];
  /** Choices of a select. @default [] */
  options?: readonly FieldOption[];
  /** @default '' */
  defaultValue?: string;
}

export interface SwitchFieldSpec extends FieldBase {
  type: 'switch';
  /** @default [] */
  rules?: readonly FieldRule<boolean>[];
  /** @default false */
  defaultValue?: boolean;
}

/** One field described by data. */
export type FieldSpec = TextFieldSpec | SwitchFieldSpec;

export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

/** The values the fields start with (their `defaultValue`, else '' or false). */
export function initialValues(fields: readonly FieldSpec[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'switch' ? (f.defaultValue ?? false) : (f.defaultValue ?? '')]));
}
