import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeSignature, verifySignature } from '../../../server/auth/signature';
import { signaturePayload } from '../../../src/api/contract/signature-payload';

// Expected values computed independently with Python's hmac module (hmac.new(key, msg, sha256)).
const vectors = [
  {
    secret: 'irr-dev-secret',
    timestamp: '1700000000000',
    nonce: 'abcdefghijklmnop',
    payload: '{"mobile":"13800000000"}',
    sign: '6bff35d53eec9ed8a8156a8a133518dc15207c8b114367ca3a4506d4400ce678',
  },
  {
    secret: 'irr-dev-secret',
    timestamp: '1700000000000',
    nonce: 'abcdefghijklmnop',
    payload: '',
    sign: '5cf41f6c39df5492c6cb6550db4ea89e7a61fe5641c1023c44da941930334a1d',
  },
  {
    secret: 'irr-dev-secret',
    timestamp: '1700000000000',
    nonce: 'abcdefghijklmnop',
    payload: '{"name":"东城区"}',
    sign: '8fddfd054c29448ed75b98c8b48a803566ebb69707ddde98cb4ca0f57385d36f',
  },
  {
    secret: '秘密',
    timestamp: '1763800000000',
    nonce: 'nonce-nonce-nonce',
    payload: 'page=1&size=10&name=%E4%BA%95',
    sign: '7084834d21ef0fd95864d396ad8b238bac6ad655e308655dbe082737a1721db2',
  },
];

describe('request signature', () => {
  it('builds the payload as timestamp, nonce and payload on separate lines', () => {
    assert.equal(signaturePayload('1', 'n', 'a=1\nb'), '1\nn\na=1\nb');
  });

  it('matches independently computed HMAC-SHA256 vectors', () => {
    for (const v of vectors) {
      assert.equal(computeSignature(v.secret, v.timestamp, v.nonce, v.payload), v.sign);
      assert.equal(verifySignature(v.secret, v.timestamp, v.nonce, v.payload, v.sign), true);
      assert.equal(verifySignature(v.secret, v.timestamp, v.nonce, v.payload, v.sign.toUpperCase()), true);
    }
  });

  it('fails when any signed part or the secret changes', () => {
    const v = vectors[0]!;
    assert.equal(verifySignature('other', v.timestamp, v.nonce, v.payload, v.sign), false);
    assert.equal(verifySignature(v.secret, '1700000000001', v.nonce, v.payload, v.sign), false);
    assert.equal(verifySignature(v.secret, v.timestamp, 'abcdefghijklmnoq', v.payload, v.sign), false);
    assert.equal(verifySignature(v.secret, v.timestamp, v.nonce, `${v.payload} `, v.sign), false);
  });

  it('refuses a nonce or timestamp that could move the separators', () => {
    const secret = 'irr-dev-secret';
    const timestamp = '1700000000000';
    const nonce = 'abcdefghijklmnop';
    const sign = computeSignature(secret, timestamp, nonce, 'a=1\nb=2');
    assert.equal(verifySignature(secret, timestamp, nonce, 'a=1\nb=2', sign), true);
    // The same signed text, split differently: only the shape checks tell them apart.
    assert.equal(computeSignature(secret, timestamp, `${nonce}\na=1`, 'b=2'), sign);
    assert.equal(verifySignature(secret, timestamp, `${nonce}\na=1`, 'b=2', sign), false);
    const shifted = computeSignature(secret, `${timestamp}\n${nonce}`, 'a=1', 'b=2');
    assert.equal(shifted, sign);
    assert.equal(verifySignature(secret, `${timestamp}\n${nonce}`, 'a=1', 'b=2', sign), false);
    const short = computeSignature(secret, timestamp, 'short', '');
    assert.equal(verifySignature(secret, timestamp, 'short', '', short), false);
    const spaced = computeSignature(secret, timestamp, `${nonce} x`, '');
    assert.equal(verifySignature(secret, timestamp, `${nonce} x`, '', spaced), false);
  });

  it('is false for malformed signs', () => {
    const v = vectors[0]!;
    for (const sign of [
      '',
      'abc',
      v.sign.slice(0, 63),
      `${v.sign}00`,
      `${v.sign.slice(0, 63)}g`,
      ` ${v.sign}`,
      `${v.sign.slice(0, 62)}==`,
    ]) {
      assert.equal(verifySignature(v.secret, v.timestamp, v.nonce, v.payload, sign), false, sign);
    }
  });
});
