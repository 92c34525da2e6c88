import { randomBytes } from 'node:crypto';
import { loginCalls } from '../../src/api/contract';
import { computeSignature } from '../auth/signature';

export interface CodeSource {
  /** Origin of the reference server, e.g. `http://127.0.0.1:8080`. */
  referenceOrigin: string;
  /** The portal's merchant key (`X-Merchant-Key`). */
  merchantKey: string;
  /** The request signature's secret (every call is signed). */
  signSecret: string;
}

export interface IssuedCode {
  authorizationCode: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export class CodeRequestError extends Error {
  override name = 'CodeRequestError';
}

/**
 * What a merchant portal's server does before it renders a page with the elements: POST
 * /cpi/open/authorizationCode `{ mobile }` with its merchant key, signed, and hands the one-time
 * code to the page. The key and the secret never reach the browser.
 */
export async function requestAuthorizationCode(source: CodeSource, mobile: string): Promise<IssuedCode> {
  const body = JSON.stringify({ mobile });
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const response = await fetch(`${source.referenceOrigin}/cpi/${loginCalls.authorizationCode.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-merchant-key': source.merchantKey,
      separate: 'Y',
      timestamp,
      nonce,
      sign: computeSignature(source.signSecret, timestamp, nonce, body),
    },
    body,
  });
  const envelope = (await response.json().catch(() => null)) as { errorCode?: number; message?: string; data?: IssuedCode | null } | null;
  if (!envelope || envelope.errorCode !== 0 || !envelope.data) {
    throw new CodeRequestError(`${envelope?.message ?? 'no answer'} (errorCode ${String(envelope?.errorCode)}, HTTP ${response.status})`);
  }
  return envelope.data;
}
