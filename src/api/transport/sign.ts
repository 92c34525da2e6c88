import { signaturePayload } from '../contract/signature-payload';

/** The three signature headers of one attempt. */
export interface SignatureHeaders {
  timestamp: string;
  nonce: string;
  sign: string;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 32 hex characters of randomness; randomUUID needs a secure context, getRandomValues does not. */
export function createNonce(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** Hex HMAC-SHA256 (Web Crypto, or plain script outside a secure context), keyed with `secret`. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  if (!globalThis.crypto?.subtle) {
    // only outside a secure context (plain http on an intranet): its own chunk, off everyone else's login path
    const { hmacSha256 } = await import('./hmac-sha256-fallback');
    return hex(hmacSha256(encoder.encode(secret), encoder.encode(text)));
  }
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(text));
  return hex(signature);
}

/**
 * Signs one attempt: a fresh timestamp (ms) and nonce each time, so a retried request after
 * errorCode 1008 is not refused as a replay. `payload` is the raw body, or the query string
 * without `?` for GET and multipart.
 */
export async function signRequest(secret: string, payload: string): Promise<SignatureHeaders> {
  const timestamp = String(Date.now());
  const nonce = createNonce();
  const sign = await hmacHex(secret, signaturePayload(timestamp, nonce, payload));
  return { timestamp, nonce, sign };
}
