import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionLimits, SessionRow } from './session-store';
import { hashToken } from './tokens';
import type { IdentityRole, IdentityUser } from './user-identity';

/** A signed request's nonce, until when it is kept (see nonceExpiry), and a token of the request that takes it. */
export interface RequestNonce { value: string; expiresAt: Date; takenBy: string }

interface CallerRow {
  token_hash: string; user_id: number | null; created_at: Date; last_seen_at: Date; ip: string;
  u_id: number | null; merchant_id: number; code: string; name: string; mobile: string; user_type: string; enabled: boolean | null;
  roles: IdentityRole[] | string; fresh: boolean;
}

export interface FoundCaller {
  session: SessionRow;
  /** The enabled user with its roles (ordered by id); undefined for an anonymous session or a user gone or disabled. */
  user: { row: IdentityUser; roles: IdentityRole[] } | undefined;
  /** The nonce was taken now (false: no nonce given, or a replay). */
  fresh: boolean;
}

/** When the nonce is taken: for a session still live at `now` (and with an enabled user, unless `anonymous`). */
export interface NonceTerms extends RequestNonce {
  now: Date;
  limits: SessionLimits;
  /** The call admits an anonymous session (the login screens' calls). */
  anonymous: boolean;
}

/**
 * A token's session with its user and the user's roles, in one statement that also takes the
 * request's nonce when one is given and the caller will be let in (a refused caller writes
 * nothing): a signed call's only statement before its own work. A nonce taken by another request
 * is a replay (fresh false); the same request may run it again (onceMoreIfLost).
 */
export async function findCaller(db: Kysely<Database>, token: string, nonce?: NonceTerms): Promise<FoundCaller | undefined> {
  const at = nonce?.now.getTime() ?? 0;
  const { rows } = await sql<CallerRow>`
    with s as (select token_hash, user_id, created_at, last_seen_at, ip from session where token_hash = ${hashToken(token)}),
    u as (select id, merchant_id, code, name, mobile, user_type, enabled from merchant_user where id = (select user_id from s)),
    taken as (
      insert into nonce (value, expires_at, taken_by) select ${nonce?.value ?? ''}, ${nonce?.expiresAt ?? new Date(0)}, ${nonce?.takenBy ?? ''}
      where ${nonce !== undefined}
        and exists (select 1 from s where s.last_seen_at >= ${new Date(at - (nonce?.limits.sessionIdleMs ?? 0))}
          and s.created_at >= ${new Date(at - (nonce?.limits.sessionAbsoluteMs ?? 0))})
        and (${nonce?.anonymous ?? false} or exists (select 1 from u where u.enabled))
      -- taken by this request's own first try, whose answer was lost with its connection: not a replay
      on conflict (value) do update set taken_by = excluded.taken_by where nonce.taken_by = excluded.taken_by
      returning 1)
    select s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.ip,
      u.id as u_id, u.merchant_id, u.code, u.name, u.mobile, u.user_type, u.enabled,
      (select coalesce(json_agg(json_build_object('id', ro.id, 'name', ro.name, 'grants_all', ro.grants_all, 'version', ro.version,
          'stamp', coalesce(gs.stamp, 0)) order by ro.id), '[]')
        from user_role ur join role ro on ro.id = ur.role_id left join role_grants_stamp gs on gs.role_id = ro.id
        where ur.user_id = u.id and ro.merchant_id = u.merchant_id) as roles,
      exists (select 1 from taken) as fresh
    from s left join u on true`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const session: SessionRow = { token_hash: row.token_hash, user_id: row.user_id, created_at: row.created_at, last_seen_at: row.last_seen_at, ip: row.ip };
  const user = row.u_id === null || !row.enabled ? undefined : {
    row: { id: row.u_id, merchant_id: row.merchant_id, code: row.code, name: row.name, mobile: row.mobile, user_type: row.user_type },
    roles: typeof row.roles === 'string' ? JSON.parse(row.roles) as IdentityRole[] : row.roles,
  };
  return { session, user, fresh: row.fresh };
}
