import type { BodyMode } from '../contract/define-call';

/** One input value as text; objects (rare in queries) travel as JSON. */
function text(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `a=1&b=x` from a flat input; undefined and null fields are left out, arrays repeat the key. */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input === null || typeof input !== 'object') return params;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, text(item));
    else params.append(key, text(value));
  }
  return params;
}

/** What goes on the wire for one call, and the text the signature covers. */
export interface EncodedRequest {
  /** Query string without `?` (may be empty). */
  query: string;
  body: string | FormData | undefined;
  contentType: string | undefined;
  /** Raw body text, or the query string for GET, multipart and query mode. */
  payload: string;
}

function toFormData(input: unknown): FormData {
  if (input instanceof FormData) return input;
  const form = new FormData();
  if (input !== null && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      form.append(key, value instanceof Blob ? value : text(value));
    }
  }
  return form;
}

export function encodeRequest(method: 'GET' | 'POST', mode: BodyMode, input: unknown): EncodedRequest {
  if (method === 'GET' || mode === 'query') {
    const query = toSearchParams(input).toString();
    return { query, body: undefined, contentType: undefined, payload: query };
  }
  switch (mode) {
    case 'form': {
      const body = toSearchParams(input).toString();
      return { query: '', body, contentType: 'application/x-www-form-urlencoded;charset=UTF-8', payload: body };
    }
    case 'multipart':
      // the browser writes the boundary into the content type; the multipart body is not signed
      return { query: '', body: toFormData(input), contentType: undefined, payload: '' };
    default: {
      const body = JSON.stringify(input ?? {});
      return { query: '', body, contentType: 'application/json;charset=UTF-8', payload: body };
    }
  }
}
