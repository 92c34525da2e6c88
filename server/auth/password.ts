import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost parameters of new hashes; stored hashes carry their own, so these can be raised later. */
/** log2 of scrypt's N: 2^17 takes 128 MiB and about 0.3 s of CPU a hash. */
export const PASSWORD_LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below that for N = 2^17. */
const MAX_MEMORY = 256 * 1024 * 1024;

const STORED_SHAPE = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function scryptAsync(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Slow salted hash, stored as `scrypt$logN$r$p$<saltB64>$<hashB64>`. `logN` is lowered only for the
 * test suites' seeded accounts (as Rails' min_cost in tests): verifying keeps each hash's own cost.
 */
export async function hashPassword(plain: string, logN = PASSWORD_LOG_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(plain, salt, KEY_BYTES, {
    N: 2 ** logN,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `plain` matches `stored`; a malformed or unsupported stored string is simply false. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const match = STORED_SHAPE.exec(stored);
  if (!match) return false;
  const [, logN, r, p, saltB64, hashB64] = match as unknown as [string, string, string, string, string, string];
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Bounds keep a tampered row from asking for gigabytes or hours of work.
  if (cost.logN < 10 || cost.logN > 20 || cost.r < 1 || cost.r > 16 || cost.p < 1 || cost.p > 4) return false;
  const salt = Buffer.from(saltB64, 'base64');
  const expected = Buffer.from(hashB64, 'base64');
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return false;
  try {
    const actual = await scryptAsync(plain, salt, expected.length, {
      N: 2 ** cost.logN,
      r: cost.r,
      p: cost.p,
      maxmem: Math.max(MAX_MEMORY, 256 * 2 ** cost.logN * cost.r),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
