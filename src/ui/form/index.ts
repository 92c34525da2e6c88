/** Field primitives shared by the dynamic form and the table page's filter bar. */
export {
  initialValues,
  type FieldSpec,
  type TextFieldSpec,
  type SwitchFieldSpec,
  type FieldRule,
  type FieldOption,
  type FieldValue,
  type FieldValues,
} from './field-spec';
export { FieldControl, type FieldControlProps } from './field-control';
export { validateField, validateFields } from './validate-field';
export { formStyles } from './form.styles';
