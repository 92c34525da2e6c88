import { pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device secrets are kept as mosquitto keeps its passwords (`$7$<iterations>$<salt>$<hash>`,
 * PBKDF2-SHA512, base64), so an outside mosquitto can take the device table as its password file
 * (server/docs/devices.md). A secret is 24 random bytes: the few iterations guard nothing a
 * guess could reach.
 */
const ITERATIONS = 101;

export function hashSecret(secret: string): string {
  const salt = randomBytes(12);
  return `$7$${ITERATIONS}$${salt.toString('base64')}$${pbkdf2Sync(secret, salt, ITERATIONS, 64, 'sha512').toString('base64')}`;
}

export function secretMatches(secret: string, stored: string): boolean {
  const [, kind, iterations, salt, hash] = stored.split('$');
  if (kind !== '7' || !iterations || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = pbkdf2Sync(secret, Buffer.from(salt, 'base64'), Number(iterations), expected.length, 'sha512');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new secret: 32 URL-safe characters, shown once. */
export const newSecret = () => randomBytes(24).toString('base64url');

/** A well's device username: `w`, its id and a random part (no other merchant can guess it from the id). */
export const wellUsername = (wellId: number) => `w${wellId}-${randomBytes(4).toString('hex')}`;
