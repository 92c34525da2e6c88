import { ErrorCode } from '../../src/api/contract/error-codes';
import { HttpError } from './business-error';
import { serverMessages } from './messages';

const bad = () => new HttpError(400, ErrorCode.FAILED, serverMessages.badRequest);

/** A JSON object body; an empty body is `{}`. Arrays, scalars and broken JSON are 400. */
export function parseJsonBody(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad();
  return value as Record<string, unknown>;
}

/** A form body; a repeated key becomes an array, which the strict schemas then refuse. */
export function parseFormBody(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  let params: URLSearchParams;
  try {
    // URLSearchParams replaces broken %-escapes instead of throwing; refuse them ourselves.
    decodeURIComponent(raw.replace(/\+/g, ' '));
    params = new URLSearchParams(raw);
  } catch {
    throw bad();
  }
  for (const [key, value] of params) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return { ...out };
}

/** The query object fastify parsed, as a plain object (no prototype tricks). */
export function plainQuery(query: unknown): Record<string, unknown> {
  return query && typeof query === 'object' ? { ...(query as Record<string, unknown>) } : {};
}
