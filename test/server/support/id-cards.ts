import { idCardCheckDigit } from '../../../src/api/contract/money/id-card-rule';

/** A valid resident ID of someone born in Shijiazhuang (130102) in `year`, different for each n below 9000. */
export function validIdCard(n: number, year = 1980): string {
  const first17 = `130102${year}01${String(10 + (n % 18)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}
