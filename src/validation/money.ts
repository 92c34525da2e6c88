import { formatScaled, toScaledInteger } from './scaled-decimal';

/** Spec section 9: amounts have 2 decimals; the server stores and sends integer fen. */
export const AMOUNT_DECIMALS = 2;

/** Yuan (text or number) to integer fen, rounding half away from zero; null when not a number. */
export function parseYuanToFen(value: string | number): number | null {
  return toScaledInteger(value, AMOUNT_DECIMALS);
}

/** Integer fen to yuan text with 2 decimals: 1000 is '10.00'. */
export function formatFen(fen: number): string {
  return formatScaled(fen, AMOUNT_DECIMALS);
}
