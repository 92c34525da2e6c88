import type * as z from 'zod/mini';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { HttpError } from './business-error';
import { serverMessages } from './messages';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** The first issue as a message the console can show: the schema's own Chinese text, or one naming the field. */
function issueMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return serverMessages.fieldUnknown(issue.keys.join(', '));
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return serverMessages.fieldMissing(field);
  return `${serverMessages.fieldInvalid(field || '(请求体)')}`;
}

/** PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database. */
function hasNul(input: unknown): boolean {
  // Iterative: a body nested thousands of levels deep must not overflow the stack.
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return true;
        stack.push(v);
      }
    }
  }
  return false;
}

/** Parses with the call's schema; anything else is HTTP 400 with errorCode 1. */
export function validateInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  if (hasNul(input)) throw new HttpError(400, ErrorCode.FAILED, serverMessages.badCharacter);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new HttpError(400, ErrorCode.FAILED, first ? issueMessage(first) : serverMessages.badRequest);
}
