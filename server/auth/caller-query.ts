import { sql, type Kysely } from 'kysely';
import type { ServiceLine } from '../../src/api/contract/service-lines';
import type { Database } from '../db/schema';
import type { SessionLimits, SessionRow } from './session-store';
import { hashToken } from './tokens';
import type { IdentityRole, IdentityUser } from './user-identity';

/** A signed request's nonce, until when it is kept (see nonceExpiry), and a token of the request that takes it. */
export interface RequestNonce {
  value: string;
  expiresAt: Date;
  takenBy: string;
}

interface CallerRow {
  n: number;
  token_hash: string;
  user_id: number | null;
  created_at: Date;
  last_seen_at: Date;
  ip: string;
  u_id: number | null;
  merchant_id: number;
  code: string;
  name: string;
  mobile: string;
  user_type: string;
  enabled: boolean | null;
  suspended: boolean | null;
  roles: IdentityRole[] | string;
  lines: ServiceLine[] | string;
  fresh: boolean;
}

export interface FoundCaller {
  session: SessionRow;
  /** The enabled user with its roles (ordered by id); undefined for an anonymous session or a user gone or disabled. */
  user: { row: IdentityUser; roles: IdentityRole[]; lines: ServiceLine[] } | undefined;
  /** The session's user belongs to a merchant the platform suspended (server/docs/platform.md): `user` is undefined. */
  suspended: boolean;
  /** The nonce was taken now (false: no nonce given, or a replay). */
  fresh: boolean;
}

/** When the nonce is taken: for a session still live at `now` (and with an enabled user of a running merchant, unless `anonymous`). */
export interface NonceTerms extends RequestNonce {
  now: Date;
  limits: SessionLimits;
  /** The call admits an anonymous session (the login screens' calls). */
  anonymous: boolean;
}

/** One caller to find: the request's token, and the nonce its statement takes if the caller is let in. */
export interface CallerLookup {
  token: string;
  nonce?: NonceTerms | undefined;
}

/**
 * Callers' sessions with their users, the users' roles and their merchants' business lines, in one
 * statement that also takes each request's nonce when one is given and its caller will be let in
 * (a refused caller writes nothing): a signed call's only statement before its own work, shared
 * by the calls that arrive together (caller-batches.ts). A nonce taken by another request is a
 * replay (fresh false); the same request may run it again (onceMoreIfLost). The nonces of one
 * statement must differ.
 */
export async function findCallers(db: Kysely<Database>, lookups: readonly CallerLookup[]): Promise<(FoundCaller | undefined)[]> {
  const wanted = lookups.map(({ token, nonce }, n) => ({
    n,
    token_hash: hashToken(token),
    nonce: nonce?.value ?? null,
    expires_at: nonce?.expiresAt.toISOString() ?? null,
    taken_by: nonce?.takenBy ?? null,
    idle_since: nonce ? new Date(nonce.now.getTime() - nonce.limits.sessionIdleMs).toISOString() : null,
    absolute_since: nonce ? new Date(nonce.now.getTime() - nonce.limits.sessionAbsoluteMs).toISOString() : null,
    anonymous: nonce?.anonymous ?? false,
  }));
  const { rows } = await sql<CallerRow>`
    with r as (select * from json_to_recordset(${JSON.stringify(wanted)}::json) as r(n int, token_hash text, nonce text,
      expires_at timestamptz, taken_by text, idle_since timestamptz, absolute_since timestamptz, anonymous boolean)),
    s as (select r.n, se.token_hash, se.user_id, se.created_at, se.last_seen_at, se.ip from r join session se on se.token_hash = r.token_hash),
    u as (select s.n, mu.id, mu.merchant_id, mu.code, mu.name, mu.mobile, mu.user_type, mu.enabled, m.suspended_at is not null as suspended
      from s join merchant_user mu on mu.id = s.user_id join merchant m on m.id = mu.merchant_id),
    taken as (
      insert into nonce (value, expires_at, taken_by)
      select r.nonce, r.expires_at, r.taken_by from r join s on s.n = r.n left join u on u.n = r.n
      where r.nonce is not null and s.last_seen_at >= r.idle_since and s.created_at >= r.absolute_since and (r.anonymous or (u.enabled and not u.suspended))
      -- taken by this request's own first try, whose answer was lost with its connection: not a replay
      on conflict (value) do update set taken_by = excluded.taken_by where nonce.taken_by = excluded.taken_by
      returning value)
    select s.n, s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.ip,
      u.id as u_id, u.merchant_id, u.code, u.name, u.mobile, u.user_type, u.enabled, u.suspended,
      (select coalesce(json_agg(json_build_object('id', ro.id, 'name', ro.name, 'grants_all', ro.grants_all, 'version', ro.version,
          'stamp', coalesce(gs.stamp, 0)) order by ro.id), '[]')
        from user_role ur join role ro on ro.id = ur.role_id left join role_grants_stamp gs on gs.role_id = ro.id
        where ur.user_id = u.id and ro.merchant_id = u.merchant_id) as roles,
      (select coalesce(json_agg(sl.line order by sl.line), '[]') from merchant_service_line sl where sl.merchant_id = u.merchant_id) as lines,
      exists (select 1 from taken where taken.value = r.nonce) as fresh
    from s join r on r.n = s.n left join u on u.n = s.n`.execute(db);
  const found: (FoundCaller | undefined)[] = lookups.map(() => undefined);
  for (const row of rows) {
    const session: SessionRow = {
      token_hash: row.token_hash,
      user_id: row.user_id,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      ip: row.ip,
    };
    const user =
      row.u_id === null || !row.enabled || row.suspended
        ? undefined
        : {
            row: {
              id: row.u_id,
              merchant_id: row.merchant_id,
              code: row.code,
              name: row.name,
              mobile: row.mobile,
              user_type: row.user_type,
            },
            roles: typeof row.roles === 'string' ? (JSON.parse(row.roles) as IdentityRole[]) : row.roles,
            lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as ServiceLine[]) : row.lines,
          };
    found[row.n] = { session, user, suspended: row.suspended === true, fresh: row.fresh };
  }
  return found;
}
