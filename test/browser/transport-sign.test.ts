import { expect } from '@open-wc/testing';
import { hmacSha256, sha256 } from '../../src/api/transport/hmac-sha256-fallback';
import { createNonce, hmacHex } from '../../src/api/transport/sign';
import { independentHmac } from './support/test-session';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('transport: signature primitives', () => {
  it('the plain-script fallback matches RFC 4231 and Web Crypto on every block boundary', async () => {
    expect(hex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).to.equal(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hex(sha256(utf8('')))).to.equal('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const keys = ['irr-dev-secret', 'k'.repeat(64), 'long-key-'.repeat(12), '密钥'];
    for (const key of keys) {
      for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const text = `1700000000000\nabcdef0123456789\n${'签'.repeat(length % 7)}${'x'.repeat(length)}`;
        expect(hex(hmacSha256(utf8(key), utf8(text))), `key ${key.length}, length ${length}`).to.equal(await independentHmac(key, text));
      }
    }
  });

  it('hmacHex gives the Web Crypto signature', async () => {
    expect(await hmacHex('irr-dev-secret', 'a\nb\nc')).to.equal(await independentHmac('irr-dev-secret', 'a\nb\nc'));
  });

  it('nonces are 32 hex characters and do not repeat', () => {
    const nonces = Array.from({ length: 200 }, createNonce);
    for (const nonce of nonces) expect(nonce).to.match(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).to.equal(200);
  });
});
