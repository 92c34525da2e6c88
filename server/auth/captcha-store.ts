import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

/** Captchas are compared trimmed and case-insensitive, and stored only as this hash. */
function captchaHash(text: string): string {
  return createHash('sha256').update(text.trim().toLowerCase(), 'utf8').digest('hex');
}

/** Binds a captcha text to a session, replacing the one shown before. */
export async function saveCaptcha(db: Kysely<Database>, sessionHash: string, text: string, expiresAt: Date): Promise<void> {
  const textHash = captchaHash(text);
  await db
    .insertInto('captcha')
    .values({ session_hash: sessionHash, text_hash: textHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('session_hash').doUpdateSet({ text_hash: textHash, expires_at: expiresAt }))
    .execute();
}

/** Checks and always consumes the session's captcha: one guess per image. */
export async function consumeCaptcha(db: Kysely<Database>, sessionHash: string, answer: string, now: Date): Promise<CaptchaCheck> {
  const row = await db
    .deleteFrom('captcha')
    .where('session_hash', '=', sessionHash)
    .returning(['text_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return 'expired';
  return timingSafeEqual(Buffer.from(row.text_hash, 'hex'), Buffer.from(captchaHash(answer), 'hex')) ? 'ok' : 'wrong';
}
