import { WELL_PERMIT_RULE } from '../api/contract/well/param-rules';
import { wellValidationTexts as t } from '../i18n/zh-CN/validation-well';
import { validateBoundedDecimal } from './bounded-decimal';

/** The longest permit number irrigationWell/equip/edit takes. */
export const PERMIT_NO_MAX = 50;

/** A permit's annual volume as typed: empty (no permit) or whole m³ within WELL_PERMIT_RULE. */
export function validatePermitVolume(value: string): string | null {
  return value.trim() === '' ? null : validateBoundedDecimal(t.permitVolume, WELL_PERMIT_RULE, value);
}

/** A permit's number as typed: empty or at most PERMIT_NO_MAX characters. */
export function validatePermitNo(value: string): string | null {
  return value.trim().length > PERMIT_NO_MAX ? t.tooLong(t.permitNo, PERMIT_NO_MAX) : null;
}
