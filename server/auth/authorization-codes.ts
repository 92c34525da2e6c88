import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** A one-time code a portal exchanges for a session of the user (forced entry). */
export async function issueAuthorizationCode(db: Kysely<Database>, userId: number, now: Date, ttlMs: number): Promise<string> {
  const code = newToken();
  await db
    .insertInto('authorization_code')
    .values({ code_hash: hashToken(code), user_id: userId, expires_at: new Date(now.getTime() + ttlMs), used_at: null })
    .execute();
  return code;
}

export type Redeemed = { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the code used (atomically, so two requests cannot both redeem it) and gives its user. */
export async function redeemAuthorizationCode(db: Kysely<Database>, code: string, now: Date): Promise<Redeemed> {
  const codeHash = hashToken(code);
  const taken = await db
    .updateTable('authorization_code')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (taken) return { ok: true, userId: taken.user_id };
  const row = await db.selectFrom('authorization_code').select(['used_at']).where('code_hash', '=', codeHash).executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: row.used_at ? 'used' : 'expired' };
}
