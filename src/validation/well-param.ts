import { WELL_PARAM_RULES } from '../api/contract/well/param-rules';
import { wellParamFieldNames as names, wellValidationTexts as t } from '../i18n/zh-CN/validation-well';
import { validateBoundedDecimal } from './bounded-decimal';

export type WellParamField = keyof typeof WELL_PARAM_RULES;
/** The numeric fields of the parameter form as typed, by saveParam field name. */
export type WellParamValues = Record<WellParamField, string>;

/** Bounds and decimals of each field: the saveParam contract's own. */
export { WELL_PARAM_RULES };

export const WELL_PARAM_FIELDS = Object.keys(WELL_PARAM_RULES) as WellParamField[];

/** One field's first message: required, a plain decimal (no exponent), its decimals, then its bounds. */
export function validateWellParamField(field: WellParamField, value: string | null | undefined): string | null {
  return validateBoundedDecimal(names[field], WELL_PARAM_RULES[field], value);
}

/**
 * Every invalid field's first message. Once both water levels are valid, the lower must stay
 * under the upper (the server refuses equal ones too), reported on the lower as the server does.
 */
export function validateWellParams(values: WellParamValues): Partial<Record<WellParamField, string>> {
  const errors: Partial<Record<WellParamField, string>> = {};
  for (const field of WELL_PARAM_FIELDS) {
    const message = validateWellParamField(field, values[field]);
    if (message) errors[field] = message;
  }
  if (!errors.waterLevelMin && !errors.waterLevelMax && Number(values.waterLevelMin) >= Number(values.waterLevelMax)) {
    errors.waterLevelMin = t.levelOrder;
  }
  return errors;
}
