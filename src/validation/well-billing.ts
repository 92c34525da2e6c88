import type { BILLING_MODES } from '../api/contract/fields';
import { WELL_PRICE_RULE } from '../api/contract/well/param-rules';
import { wellValidationTexts as t } from '../i18n/zh-CN/validation-well';
import { validateBoundedDecimal } from './bounded-decimal';

export interface WellBillingValues {
  billingMode: (typeof BILLING_MODES)[number];
  /** Yuan per kWh and per m³ as typed. */
  electricPrice: string;
  waterPrice: string;
}

export { WELL_PRICE_RULE };

/**
 * Each price's first message: required, at most 2 decimals, within 0 to 99.99 (saveBilling's
 * bounds); then the price the mode charges by must be above 0 (电价 for electric, 水价 for
 * water, both for electricAndWater).
 */
export function validateWellBilling(values: WellBillingValues): Partial<Record<'electricPrice' | 'waterPrice', string>> {
  const errors: Partial<Record<'electricPrice' | 'waterPrice', string>> = {};
  const charged = { electricPrice: values.billingMode !== 'water', waterPrice: values.billingMode !== 'electric' };
  for (const field of ['electricPrice', 'waterPrice'] as const) {
    const what = t[field];
    const message = validateBoundedDecimal(what, WELL_PRICE_RULE, values[field]);
    if (message) errors[field] = message;
    else if (charged[field] && Number(values[field]) <= 0) errors[field] = t.pricePositive(what);
  }
  return errors;
}
