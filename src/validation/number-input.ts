import { formatScaled, toScaledInteger } from './scaled-decimal';

export interface NumberInputOptions {
  /** Digits allowed after the point; 0 means an integer input. @default 2 */
  decimals?: number;
  /** Applied by finalizeNumberInput only: typing "1" on the way to "15" must stay possible. */
  min?: number;
  /** Typing past it replaces the value with the maximum. */
  max?: number;
}

const FULL_WIDTH = /[０-９．。]/g;

/** Chinese input methods type full-width digits and 。 for the point. */
function toHalfWidth(raw: string): string {
  return raw.replace(FULL_WIDTH, (c) => (c === '．' || c === '。' ? '.' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

/** A bound written with `decimals` decimals, rounded towards the allowed side (up for min, down for max). */
function limitText(limit: number, decimals: number, toward: 'up' | 'down'): string {
  let scaled = toScaledInteger(limit, decimals);
  if (scaled === null) return String(limit);
  const shown = scaled / 10 ** decimals;
  if (toward === 'down' && shown > limit) scaled -= 1;
  if (toward === 'up' && shown < limit) scaled += 1;
  const text = formatScaled(scaled, decimals);
  return decimals > 0 ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Filters what the user types into a non-negative number field (spec section 5): digits and one
 * point, at most `decimals` decimals (cut, not rounded), leading zeros stripped. '007.5' gives
 * '7.5', '0.5' stays, '.5' gives '0.5', '00.10' gives '0.10', '1..2' gives '1.2', 'abc' gives ''.
 * A minus sign is dropped, so these fields hold no negative numbers.
 */
export function sanitizeNumberInput(raw: string, options: NumberInputOptions = {}): string {
  const decimals = Math.max(0, options.decimals ?? 2);
  let text = toHalfWidth(raw).replace(/[^\d.]/g, '');
  if (decimals === 0) text = text.replace(/\./g, '');
  const point = text.indexOf('.');
  let whole = (point < 0 ? text : text.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point >= 0 && whole === '') whole = '0';
  const out =
    point < 0
      ? whole
      : `${whole}.${text
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, decimals)}`;
  if (options.max !== undefined && out !== '' && Number(out) > options.max) return limitText(options.max, decimals, 'down');
  return out;
}

/** On blur or submit: drops a trailing point and clamps to min and max. Empty stays empty. */
export function finalizeNumberInput(raw: string, options: NumberInputOptions = {}): string {
  const decimals = Math.max(0, options.decimals ?? 2);
  const text = sanitizeNumberInput(raw, { decimals }).replace(/\.$/, '');
  if (text === '') return '';
  const value = Number(text);
  if (options.min !== undefined && value < options.min) return limitText(options.min, decimals, 'up');
  if (options.max !== undefined && value > options.max) return limitText(options.max, decimals, 'down');
  return text;
}

/** Float input: two decimals. */
export function sanitizeFloat(raw: string, options: Omit<NumberInputOptions, 'decimals'> = {}): string {
  return sanitizeNumberInput(raw, { ...options, decimals: 2 });
}

/** One-decimal variant. */
export function sanitizeOneDecimal(raw: string, options: Omit<NumberInputOptions, 'decimals'> = {}): string {
  return sanitizeNumberInput(raw, { ...options, decimals: 1 });
}

/** Integer input: digits only ('1.5' gives '15'), leading zeros stripped ('007' gives '7', '0' stays). */
export function sanitizeInteger(raw: string, options: Omit<NumberInputOptions, 'decimals'> = {}): string {
  return sanitizeNumberInput(raw, { ...options, decimals: 0 });
}
