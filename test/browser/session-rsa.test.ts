import { expect } from '@open-wc/testing';
import { encryptPassword } from '../../src/api/rsa-encrypt';
import { recordEvents } from './support/test-session';

function toPem(der: ArrayBuffer): string {
  const base64 = btoa(String.fromCharCode(...new Uint8Array(der)));
  const lines = base64.match(/.{1,64}/g)!.join('\n');
  return `-----BEGIN PUBLIC KEY-----\n${lines}\n-----END PUBLIC KEY-----\n`;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

describe('session: password encryption (RSA-OAEP SHA-256)', () => {
  let keys: CryptoKeyPair;
  let pem: string;
  before(async () => {
    keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    pem = toPem(await crypto.subtle.exportKey('spki', keys.publicKey));
  });

  it('encrypts with the PEM public key; the private key reads it back', async () => {
    const cipher = await encryptPassword(pem, 'Irr@2026');
    expect(cipher).to.match(/^[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(cipher)).to.have.length(256);
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, fromBase64(cipher));
    expect(new TextDecoder().decode(plain)).to.equal('Irr@2026');
    expect(await encryptPassword(pem, 'Irr@2026'), 'OAEP is randomised').not.to.equal(cipher);
  });

  it('refuses a text longer than the key carries with the alert Message too long for RSA', async () => {
    const recorder = recordEvents();
    const longest = 'x'.repeat(256 - 66);
    expect(await encryptPassword(pem, longest)).to.be.a('string');
    let error: unknown;
    try {
      await encryptPassword(pem, `${longest}y`);
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(Error).and.have.property('message', 'Message too long for RSA');
    expect(recorder.ofType('alert').map((a) => a.text)).to.deep.equal(['Message too long for RSA']);
    recorder.stop();
  });
});
