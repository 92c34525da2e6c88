import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';

/** The parameter form's text values, by contract field name. */
export type ParamValues = Record<ParamField, string>;
export type ParamField = 'tankARatio' | 'tankBRatio' | 'tankCRatio' | 'ecMin' | 'ecMax' | 'phMin' | 'phMax' | 'flowRate' | 'pressure' | 'mixSeconds';

/** Bounds of each field (the contract's saveParam bounds). */
export const PARAM_BOUNDS: Record<ParamField, { label: string; min: number; max: number }> = {
  tankARatio: { label: t.tankA, min: 0, max: 100 }, tankBRatio: { label: t.tankB, min: 0, max: 100 },
  tankCRatio: { label: t.tankC, min: 0, max: 100 },
  ecMin: { label: t.ecMin, min: 0, max: 20 }, ecMax: { label: t.ecMax, min: 0, max: 20 },
  phMin: { label: t.phMin, min: 0, max: 14 }, phMax: { label: t.phMax, min: 0, max: 14 },
  flowRate: { label: t.flowRate, min: 0, max: 999.99 }, pressure: { label: t.pressure, min: 0, max: 1.6 },
  mixSeconds: { label: t.mixSeconds, min: 0, max: 3600 },
};

/** The first message per invalid field; shares must total 100 and each lower bound stay under its upper one. */
export function checkParams(values: ParamValues): Partial<Record<ParamField, string>> {
  const errors: Partial<Record<ParamField, string>> = {};
  for (const [field, b] of Object.entries(PARAM_BOUNDS) as [ParamField, (typeof PARAM_BOUNDS)[ParamField]][]) {
    const n = Number(values[field]);
    if (values[field].trim() === '' || !Number.isFinite(n)) errors[field] = t.notNumber(b.label);
    else if (n < b.min || n > b.max) errors[field] = t.range(b.label, b.min, b.max);
  }
  if (!errors.tankARatio && !errors.tankBRatio && !errors.tankCRatio) {
    // Tenths as integers, so 33.3 + 33.3 + 33.4 is exactly 100.
    const tenths = ['tankARatio', 'tankBRatio', 'tankCRatio'].reduce((sum, f) => sum + Math.round(Number(values[f as ParamField]) * 10), 0);
    if (tenths !== 1000) errors.tankCRatio = t.ratioTotal(String(tenths / 10));
  }
  if (!errors.ecMin && !errors.ecMax && Number(values.ecMin) > Number(values.ecMax)) errors.ecMax = t.ecOrder;
  if (!errors.phMin && !errors.phMax && Number(values.phMin) > Number(values.phMax)) errors.phMax = t.phOrder;
  return errors;
}
