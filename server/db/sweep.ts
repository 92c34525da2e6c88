import type { Kysely } from 'kysely';
import { displayOnlyUser } from '../auth/display-account';
import type { Database } from './schema';

export interface SweepRules {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  lockout: { windowMs: number };
  sms: { codeTtlMs: number; windowMs: number; outboxKeepMs: number };
}

/** Deletes expired sessions (not a display account's), captchas, nonces, auth codes, old login failures, SMS codes, password flows and outbox messages. */
export async function sweepExpired(db: Kysely<Database>, rules: SweepRules, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('last_seen_at', '<', ago(rules.sessionIdleMs)), eb('created_at', '<', ago(rules.sessionAbsoluteMs))]))
    // a display account's sessions do not time out (auth/display-account.ts)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb.not(displayOnlyUser(eb.ref('session.user_id')))]))
    .execute();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db.deleteFrom('nonce').where('expires_at', '<', now).execute();
  await db.deleteFrom('authorization_code').where('expires_at', '<', ago(rules.sessionIdleMs)).execute();
  await db.deleteFrom('login_failure').where('created_at', '<', ago(rules.lockout.windowMs)).execute();
  // Codes outlive their use while they still count towards the sending limits.
  await db
    .deleteFrom('sms_code')
    .where('created_at', '<', ago(Math.max(rules.sms.windowMs, rules.sms.codeTtlMs)))
    .execute();
  await db.deleteFrom('password_flow').where('expires_at', '<', now).execute();
  await db.deleteFrom('sms_outbox').where('created_at', '<', ago(rules.sms.outboxKeepMs)).execute();
}
