import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { CallDef } from '../../../src/api/contract/define-call';
import { IDEMPOTENCY_HEADER } from '../../../src/api/contract/headers';
import type { Envelope } from '../../../src/api/contract/error-codes';
import { computeSignature } from '../../../server/auth/signature';

export interface ApiResponse<T = unknown> {
  status: number;
  /** The parsed envelope (undefined when the answer is not JSON). */
  body: Envelope<T>;
  text: string;
  /** The body as it came (text() drops a UTF-8 BOM; a file export keeps it). */
  bytes: Buffer;
  headers: Headers;
  /** With `stream`: the response, its body unread. */
  response?: Response;
}

export interface CallOptions {
  /** Answer at once with the response unread (`response`), for a stream. */
  stream?: boolean;
  signal?: AbortSignal;
  /** Authorization token; default the client's token; null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Signature overrides (all signed with the client's secret unless `sign` is given). */
  timestamp?: string;
  nonce?: string;
  sign?: string;
  unsigned?: boolean;
  /** Sends this body text instead of encoding the input. */
  rawBody?: string;
  contentType?: string;
  /** Multipart calls: the form to send. */
  form?: FormData;
  /**
   * A money call's Idempotency-Key: by default a new one per call, as the console sends; null sends
   * none (to see the refusal).
   */
  idempotencyKey?: string | null;
}

export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/** RSA-OAEP SHA-256, base64: what the console's Web Crypto produces. */
export function encryptPassword(publicKeyPem: string, plain: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
}

function encode(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined) params.append(k, String(v));
  return params.toString();
}

/** Real HTTP calls to a test server, signed like the console signs them. */
export class TestClient {
  token: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly secret: string,
    readonly now: () => Date,
  ) {}

  async call<T = unknown>(call: CallDef, input: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    const isGet = call.method === 'GET';
    const inQuery = isGet || call.mode === 'query';
    const query = inQuery ? encode(input) : '';
    let body: string | FormData | undefined;
    let contentType: string | undefined;
    if (!inQuery) {
      if (call.mode === 'multipart') body = opts.form ?? new FormData();
      else if (call.mode === 'form') {
        body = opts.rawBody ?? encode(input);
        contentType = 'application/x-www-form-urlencoded';
      } else {
        body = opts.rawBody ?? JSON.stringify(input);
        contentType = 'application/json';
      }
    }
    const payload = inQuery || call.mode === 'multipart' ? query : (body as string);
    const key = call.idempotent && opts.idempotencyKey !== null ? (opts.idempotencyKey ?? newNonce()) : undefined;
    const headers = key ? { [IDEMPOTENCY_HEADER]: key, ...opts.headers } : opts.headers;
    return this.request<T>(call.method, `/cpi/${call.path}${query ? `?${query}` : ''}`, {
      ...opts,
      headers,
      body,
      contentType: opts.contentType ?? contentType,
      payload,
    });
  }

  /** Any request; signs `payload` (default: the body text, or the query for GET). */
  async request<T = unknown>(
    method: string,
    path: string,
    opts: CallOptions & { body?: string | FormData | Buffer; payload?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { separate: 'Y', ...opts.headers };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = token;
    if (opts.contentType) headers['content-type'] = opts.contentType;
    if (!opts.unsigned) {
      const timestamp = opts.timestamp ?? String(this.now().getTime());
      const nonce = opts.nonce ?? newNonce();
      const q = path.indexOf('?');
      const payload =
        opts.payload ?? (method === 'GET' ? (q < 0 ? '' : path.slice(q + 1)) : typeof opts.body === 'string' ? opts.body : '');
      headers.timestamp = timestamp;
      headers.nonce = nonce;
      headers.sign = opts.sign ?? computeSignature(this.secret, timestamp, nonce, payload);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: opts.body, signal: opts.signal });
    if (opts.stream)
      return {
        status: response.status,
        body: undefined as unknown as Envelope<T>,
        text: '',
        bytes: Buffer.alloc(0),
        headers: response.headers,
        response,
      };
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let body: Envelope<T>;
    try {
      body = JSON.parse(text) as Envelope<T>;
    } catch {
      body = undefined as unknown as Envelope<T>;
    }
    return { status: response.status, body, text, bytes, headers: response.headers };
  }
}
