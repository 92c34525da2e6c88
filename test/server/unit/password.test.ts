import assert from 'node:assert/strict';
import { scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { hashPassword, verifyPassword } from '../../../server/auth/password';

/** The lowest cost the server accepts (IRR_PASSWORD_LOG_N, 10–20), as the test suites' accounts have. */
const LOW = 10;

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, and verifies the same password', async () => {
    const stored = await hashPassword('Irr@2026');
    const parts = stored.split('$');
    assert.deepEqual(parts.slice(0, 4), ['scrypt', '17', '8', '1']);
    assert.equal(Buffer.from(parts[4] ?? '', 'base64').length, 16);
    assert.equal(Buffer.from(parts[5] ?? '', 'base64').length, 32);
    assert.equal(await verifyPassword('Irr@2026', stored), true);
    assert.equal(await verifyPassword('Irr@2027', stored), false);
    assert.equal(await verifyPassword('', stored), false);
  });

  // The server's own cost (2^17, half a second of CPU a hash) is the first test's; the others are
  // not about the cost, and hash at the lowest one the server accepts.
  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same', LOW), hashPassword('same', LOW)]);
    assert.notEqual(a, b);
  });

  it('verifies a hash made elsewhere with other (lower) parameters, so costs can change', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('密码Irr', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$14$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    assert.equal(await verifyPassword('密码Irr', stored), true);
    assert.equal(await verifyPassword('密码irr', stored), false);
  });

  it('returns false, without throwing, for malformed stored strings', async () => {
    const good = await hashPassword('x', LOW);
    const [, , , , salt, hash] = good.split('$');
    const malformed = [
      '',
      'x',
      'scrypt',
      'Irr@2026',
      `bcrypt$${LOW}$8$1$${salt}$${hash}`,
      `scrypt$${LOW}$8$1$${salt}`,
      `scrypt$${LOW}$8$1$${salt}$${hash}$extra`,
      `scrypt$abc$8$1$${salt}$${hash}`,
      `scrypt$${LOW}$8$1$***$${hash}`,
      `scrypt$${LOW}$8$1$${salt}$`,
      `scrypt$40$8$1$${salt}$${hash}`,
      `scrypt$${LOW}$0$1$${salt}$${hash}`,
      `scrypt$${LOW}$8$1$$${hash}`,
      `scrypt$${LOW}$8$1$${salt}$AAAA`,
    ];
    for (const stored of malformed) {
      assert.equal(await verifyPassword('x', stored), false, stored);
    }
    assert.equal(await verifyPassword('x', good), true);
  });
});
