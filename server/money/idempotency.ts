import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IDEMPOTENCY_HEADER } from '../../src/api/contract/headers';
import { ErrorCode } from '../../src/api/contract/error-codes';
import { HttpError, fail } from '../http/business-error';
import { userOf, type CallContext } from '../http/context';
import { moneyMessages as msg } from './money-messages';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Stable JSON of the validated input: the same input hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs a money call once per Idempotency-Key (merchant-wide): the same key with the same input
 * answers the first answer again and moves nothing; with another input or call it is refused. The
 * key's row is written in the call's transaction, so a call that fails keeps no key (its retry runs
 * again), and a second request with the key waits on the first's row until that one commits.
 */
export async function idempotent<T>(ctx: CallContext, path: string, input: unknown, work: () => Promise<T>): Promise<T> {
  const header = ctx.request.headers[IDEMPOTENCY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (!key) throw new HttpError(400, ErrorCode.FAILED, msg.idempotencyKeyMissing);
  if (!KEY.test(key)) throw new HttpError(400, ErrorCode.FAILED, msg.idempotencyKeyInvalid);
  const merchantId = userOf(ctx).merchantId;
  const hash = createHash('sha256')
    .update(`${path}\n${canonical(input)}`)
    .digest('hex');
  const { rows } = await sql<{ key: string }>`
    insert into idempotency_key (merchant_id, key, path, request_hash, response, created_at)
    values (${merchantId}, ${key}, ${path}, ${hash}, 'null'::jsonb, ${ctx.now})
    on conflict (merchant_id, key) do nothing returning key`.execute(ctx.db);
  if (rows.length === 0) {
    const first = await ctx.db
      .selectFrom('idempotency_key')
      .select(['path', 'request_hash', 'response'])
      .where('merchant_id', '=', merchantId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (first.path !== path || first.request_hash !== hash) throw fail(msg.idempotencyKeyReused);
    ctx.message = msg.replayed;
    return first.response as T;
  }
  const answer = await work();
  const store = (db: Kysely<Database>, response: unknown) =>
    db
      .updateTable('idempotency_key')
      .set({ response: JSON.stringify(response) })
      .where('merchant_id', '=', merchantId)
      .where('key', '=', key)
      .execute();
  await store(ctx.db, answer);
  // work that finishes after the commit (a payout) answers in the end: a replay answers that too
  const after = ctx.afterCommit;
  if (after) {
    ctx.afterCommit = async () => {
      const final = await after();
      if (final !== undefined) await store(ctx.services.db, final);
      return final;
    };
  }
  return answer;
}
