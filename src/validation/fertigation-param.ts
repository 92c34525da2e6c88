import { paramFieldNames as names, paramTexts as t } from '../i18n/zh-CN/validation-param';
import { toScaledInteger } from './scaled-decimal';
import { validateBoundedDecimal } from './bounded-decimal';
import { FERTIGATION_PARAM_RULES, type ParamRule } from '../api/contract/fertigation/param-rules';

export type FertigationParamField = keyof typeof names;
/** The parameter form's values as typed, by saveParam field name. */
export type FertigationParamValues = Record<FertigationParamField, string>;

export type { ParamRule };
/** Bounds and decimals of each field: the saveParam contract's own. */
export { FERTIGATION_PARAM_RULES };

export const FERTIGATION_PARAM_FIELDS = Object.keys(FERTIGATION_PARAM_RULES) as FertigationParamField[];

/** One field's first message: required, a plain decimal (no exponent), its decimals, then its bounds. */
export function validateParamField(field: FertigationParamField, value: string | null | undefined): string | null {
  return validateBoundedDecimal(names[field], FERTIGATION_PARAM_RULES[field], value);
}

/**
 * Every invalid field's first message. Once the fields are valid: the tank shares must total
 * exactly 100 (compared in tenths, so 33.3 + 33.3 + 33.4 passes), reported on C; each lower
 * bound must stay under its upper one, reported on the upper.
 */
export function validateFertigationParams(values: FertigationParamValues): Partial<Record<FertigationParamField, string>> {
  const errors: Partial<Record<FertigationParamField, string>> = {};
  for (const field of FERTIGATION_PARAM_FIELDS) {
    const message = validateParamField(field, values[field]);
    if (message) errors[field] = message;
  }
  const tanks = ['tankARatio', 'tankBRatio', 'tankCRatio'] as const;
  if (tanks.every((f) => !errors[f])) {
    const tenths = tanks.reduce((sum, f) => sum + (toScaledInteger(values[f], 1) ?? 0), 0);
    if (tenths !== 1000) errors.tankCRatio = t.ratioTotal(String(tenths / 10));
  }
  if (!errors.ecMin && !errors.ecMax && Number(values.ecMin) >= Number(values.ecMax)) errors.ecMax = t.ecOrder;
  if (!errors.phMin && !errors.phMax && Number(values.phMin) >= Number(values.phMax)) errors.phMax = t.phOrder;
  return errors;
}
