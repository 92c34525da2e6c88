/**
 * The text the request signature covers: `timestamp + "\n" + nonce + "\n" + payload`, where payload
 * is the raw body (JSON or form text) or, for GET, the query string without `?`.
 * Shared by the browser signer and the server check so that both build exactly the same bytes.
 */
export function signaturePayload(timestamp: string, nonce: string, payload: string): string {
  return `${timestamp}\n${nonce}\n${payload}`;
}
