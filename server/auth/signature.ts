import { createHmac, timingSafeEqual } from 'node:crypto';
import { signaturePayload } from '../../src/api/contract/signature-payload';

/** Hex HMAC-SHA256, keyed with `secret`, of the signature payload. */
export function computeSignature(secret: string, timestamp: string, nonce: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(signaturePayload(timestamp, nonce, payload), 'utf8')
    .digest('hex');
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;
/** Milliseconds since the epoch, as digits. */
export const TIMESTAMP_SHAPE = /^\d{1,16}$/;
/** 16 to 128 visible ASCII characters: no newline, so a nonce cannot shift the payload's separators. */
export const NONCE_SHAPE = /^[\x21-\x7e]{16,128}$/;

/**
 * Timing-safe check of a `sign` header. False for anything that is not 64 hex digits, and for a
 * timestamp or nonce of the wrong shape (the signed text would be ambiguous otherwise).
 */
export function verifySignature(secret: string, timestamp: string, nonce: string, payload: string, sign: string): boolean {
  if (!HEX_SHA256.test(sign) || !TIMESTAMP_SHAPE.test(timestamp) || !NONCE_SHAPE.test(nonce)) return false;
  const expected = Buffer.from(computeSignature(secret, timestamp, nonce, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
}
