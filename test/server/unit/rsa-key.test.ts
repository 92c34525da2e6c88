import assert from 'node:assert/strict';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { describe, it } from 'node:test';
import { decryptPassword, generateRsaKeyPair } from '../../../server/auth/rsa-key';

const pair = generateRsaKeyPair();

function encrypt(text: string, oaepHash: string, publicKeyPem = pair.publicKeyPem): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, Buffer.from(text, 'utf8')).toString(
    'base64',
  );
}

describe('RSA login password encryption', () => {
  it('generates a 2048-bit pair as SPKI and PKCS#8 PEM', () => {
    assert.match(pair.publicKeyPem, /^-----BEGIN PUBLIC KEY-----\n/);
    assert.match(pair.privateKeyPem, /^-----BEGIN PRIVATE KEY-----\n/);
    assert.equal(createPublicKey(pair.publicKeyPem).asymmetricKeyDetails?.modulusLength, 2048);
  });

  it('decrypts RSA-OAEP SHA-256 ciphertext (what Web Crypto produces)', () => {
    assert.equal(decryptPassword(pair.privateKeyPem, encrypt('Irr@2026', 'sha256')), 'Irr@2026');
    assert.equal(decryptPassword(pair.privateKeyPem, encrypt('密码 with spaces', 'sha256')), '密码 with spaces');
  });

  it('refuses OAEP with SHA-1, the Node default', () => {
    assert.equal(decryptPassword(pair.privateKeyPem, encrypt('Irr@2026', 'sha1')), null);
  });

  it('refuses ciphertext for another key', () => {
    const other = generateRsaKeyPair();
    assert.equal(decryptPassword(pair.privateKeyPem, encrypt('Irr@2026', 'sha256', other.publicKeyPem)), null);
  });

  it('returns null for invalid base64, wrong length, tampering or a bad key', () => {
    const good = encrypt('Irr@2026', 'sha256');
    const bytes = Buffer.from(good, 'base64');
    const flipped = Buffer.from(bytes);
    flipped[100] = (flipped[100] ?? 0) ^ 1;
    const cases = [
      '',
      '   ',
      'not base64!',
      `${good}#`,
      good.slice(0, -4),
      Buffer.from('short').toString('base64'),
      Buffer.concat([bytes, Buffer.alloc(1)]).toString('base64'),
      flipped.toString('base64'),
      Buffer.alloc(256).toString('base64'),
      Buffer.alloc(256, 0xff).toString('base64'),
    ];
    for (const text of cases) assert.equal(decryptPassword(pair.privateKeyPem, text), null, text);
    assert.equal(decryptPassword('not a pem', good), null);
    assert.equal(decryptPassword(pair.publicKeyPem, good), null);
  });
});
