import { formatFen, parseYuanToFen } from './money';
import { formatScaled, toScaledInteger } from './scaled-decimal';

/** Spec section 9. */
export const SIGNAL_DECIMALS = 1;
export const SCIENTIFIC_THRESHOLD_DIGITS = 7;

type Shown = string | number | null | undefined;

/** Amount with 2 decimals, rounded half away from zero on the decimal value ('1.005' is '1.01'); '' when not a number. */
export function formatAmount(value: Shown): string {
  if (value === null || value === undefined) return '';
  const fen = parseYuanToFen(value);
  return fen === null ? '' : formatFen(fen);
}

/** Signal strength with 1 decimal (23 is '23.0'); '' when not a number. */
export function formatSignal(value: Shown): string {
  if (value === null || value === undefined) return '';
  const scaled = toScaledInteger(value, SIGNAL_DECIMALS);
  return scaled === null ? '' : formatScaled(scaled, SIGNAL_DECIMALS);
}

/**
 * Numbers whose whole part has more than 7 digits (10,000,000 and up) are shown in scientific
 * notation with `fractionDigits` digits ('1.23e+8') so they fit a cell or a chart axis; smaller
 * ones as fixed text with `fractionDigits` decimals.
 */
export function formatLargeNumber(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  if (Math.abs(value) >= 10 ** SCIENTIFIC_THRESHOLD_DIGITS) return value.toExponential(fractionDigits);
  const scaled = toScaledInteger(value, fractionDigits);
  return scaled === null ? value.toFixed(fractionDigits) : formatScaled(scaled, fractionDigits);
}
