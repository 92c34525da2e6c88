import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface SweepRules { sessionIdleMs: number; sessionAbsoluteMs: number; lockout: { windowMs: number } }

/** Deletes expired sessions, captchas, nonces, auth codes and old login failures. */
export async function sweepExpired(db: Kysely<Database>, rules: SweepRules, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db.deleteFrom('session').where((eb) => eb.or([
    eb('last_seen_at', '<', ago(rules.sessionIdleMs)),
    eb('created_at', '<', ago(rules.sessionAbsoluteMs)),
  ])).execute();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db.deleteFrom('nonce').where('expires_at', '<', now).execute();
  await db.deleteFrom('authorization_code').where('expires_at', '<', ago(rules.sessionIdleMs)).execute();
  await db.deleteFrom('login_failure').where('created_at', '<', ago(rules.lockout.windowMs)).execute();
}
