import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type SessionRow = Selectable<SessionTable>;

export interface SessionLimits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

/** Starts a session (anonymous when userId is null) and returns its token, which is never stored. */
export async function createSession(db: Kysely<Database>, userId: number | null, ip: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, last_seen_at: now, ip })
    .execute();
  return token;
}

export async function findSession(db: Kysely<Database>, token: string): Promise<SessionRow | undefined> {
  return db.selectFrom('session').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Idle for too long, or older than the absolute limit. */
export function isExpired(session: SessionRow, now: Date, limits: SessionLimits): boolean {
  const at = now.getTime();
  return at - session.last_seen_at.getTime() > limits.sessionIdleMs || at - session.created_at.getTime() > limits.sessionAbsoluteMs;
}

/** Keeps an active session alive; written at most every few seconds per session. */
export async function touchSession(db: Kysely<Database>, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.last_seen_at.getTime() < 5000) return;
  await db.updateTable('session').set({ last_seen_at: now }).where('token_hash', '=', session.token_hash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
}
