/** The refund dialog's amount rule (spec section 5), shared by the console's form and the server's refund. */

/**
 * count x (amountFen / originalCount) in integer fen, rounded half up to the fen
 * (10.00 over 3 pieces: 1 piece 3.33, 2 pieces 6.67, 3 pieces 10.00 exactly). Null when the
 * inputs are not a non-negative amount and whole counts with originalCount >= 1.
 */
export function refundAmountFen(amountFen: number, originalCount: number, count: number): number | null {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) return null;
  if (!Number.isSafeInteger(originalCount) || originalCount < 1) return null;
  if (!Number.isSafeInteger(count) || count < 0) return null;
  const numerator = 2 * count * amountFen + originalCount;
  if (!Number.isSafeInteger(numerator)) return null;
  return Math.floor(numerator / (2 * originalCount));
}
