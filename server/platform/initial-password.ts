import { randomInt } from 'node:crypto';
import { passwordProblem } from '../../src/api/contract/system/password-rule';

// no 0/O, 1/l/I: the administrator types it from what the operator passed on
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#%+=';
const ALL = UPPER + LOWER + DIGITS + SYMBOLS;
const LENGTH = 14;

const pick = (from: string) => from[randomInt(from.length)]!;

/**
 * The first administrator's password, shown once to the operator who opened the merchant: 14
 * random characters holding every kind the password rule asks for (passwordProblem, the console's
 * own rule), never containing the mobile.
 */
export function initialPassword(mobile: string): string {
  for (;;) {
    const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
    while (chars.length < LENGTH) chars.push(pick(ALL));
    // shuffled (Fisher–Yates), so the kinds are not always in the same places
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordProblem(password, mobile) === null) return password;
  }
}
