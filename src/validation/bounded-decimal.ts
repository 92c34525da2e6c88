import { paramTexts as t } from '../i18n/zh-CN/validation-param';
import type { ParamRule } from '../api/contract/fertigation/param-rules';

const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The first message of a number typed into a bounded field named `what`: required, a plain
 * decimal (no exponent), at most the rule's decimals, then within its bounds; null when valid.
 */
export function validateBoundedDecimal(what: string, rule: ParamRule, value: string | null | undefined): string | null {
  const { min, max, decimals } = rule;
  const v = (value ?? '').trim();
  if (v === '') return t.required(what);
  if (!DECIMAL.test(v)) return t.notNumber(what);
  const fraction = v.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return decimals === 0 ? t.integer(what) : t.decimals(what, decimals);
  const n = Number(v);
  return n < min || n > max ? t.range(what, min, max) : null;
}
