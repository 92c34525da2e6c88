import { transportMessages } from '../i18n/zh-CN/errors';
import { transportHost } from './transport/host';

const OAEP_SHA256_OVERHEAD = 2 * 32 + 2;

function pemToDer(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const der = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i);
  return der.buffer;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encrypts the password for login/login: RSA-OAEP with SHA-256 (Web Crypto) under the server's
 * public key (PEM, SPKI, from login/publicKey); returns the base64 ciphertext. A text longer
 * than the key can carry raises the alert `Message too long for RSA` and rejects with that message.
 */
export async function encryptPassword(publicKeyPem: string, plain: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const data = new TextEncoder().encode(plain);
  const modulusBytes = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength / 8;
  if (data.length > modulusBytes - OAEP_SHA256_OVERHEAD) {
    transportHost().emit({ type: 'alert', text: transportMessages.rsaTooLong });
    throw new Error(transportMessages.rsaTooLong);
  }
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data));
}
