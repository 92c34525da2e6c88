export { DynamicForm, type DynamicFormProps } from './dynamic-form';
export type { FieldSpec, TextFieldSpec, SwitchFieldSpec, FieldRule, FieldOption, FieldValue, FieldValues } from '../form/field-spec';
