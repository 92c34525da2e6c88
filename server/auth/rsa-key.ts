import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt } from 'node:crypto';

export interface RsaKeyPair {
  /** SPKI PEM, what `login/publicKey` hands to the browser. */
  publicKeyPem: string;
  /** PKCS#8 PEM, kept on the server. */
  privateKeyPem: string;
}

/** A fresh 2048-bit RSA key pair for the login password encryption. */
export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decrypts what Web Crypto's RSA-OAEP (hash SHA-256) produced, base64 encoded.
 * Any failure (bad base64, wrong length, wrong key or padding, not UTF-8) gives null.
 */
export function decryptPassword(privateKeyPem: string, ciphertextBase64: string): string | null {
  const text = ciphertextBase64.trim();
  if (text === '' || !BASE64.test(text)) return null;
  try {
    const key = createPrivateKey(privateKeyPem);
    const modulusBits = key.asymmetricKeyDetails?.modulusLength;
    const ciphertext = Buffer.from(text, 'base64');
    if (!modulusBits || ciphertext.length !== Math.ceil(modulusBits / 8)) return null;
    const plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext);
    return utf8.decode(plain);
  } catch {
    return null;
  }
}
