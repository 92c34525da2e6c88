import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionRow } from './session-store';
import { hashToken } from './tokens';
import { identityOf, type IdentityRole, type UserIdentity } from './user-identity';

interface CallerRow {
  token_hash: string; user_id: number | null; created_at: Date; last_seen_at: Date; ip: string;
  u_id: number | null; merchant_id: number; code: string; name: string; mobile: string; user_type: string; enabled: boolean | null;
  roles: IdentityRole[] | string; permissions: string[] | null;
}

/**
 * A token's session with its user, the user's roles and their menus' permissions, in one statement
 * (every signed call's first read; loadUserIdentity reads the same in three). `user` is undefined
 * for an anonymous session and for a user that is gone or disabled.
 */
export async function findCaller(db: Kysely<Database>, token: string): Promise<{ session: SessionRow; user: UserIdentity | undefined } | undefined> {
  const { rows } = await sql<CallerRow>`
    select s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.ip,
      u.id as u_id, u.merchant_id, u.code, u.name, u.mobile, u.user_type, u.enabled, r.roles, p.permissions
    from session s
    left join merchant_user u on u.id = s.user_id
    left join lateral (
      select coalesce(json_agg(json_build_object('id', ro.id, 'name', ro.name, 'grants_all', ro.grants_all, 'version', ro.version) order by ro.id), '[]') as roles
      from user_role ur join role ro on ro.id = ur.role_id where ur.user_id = u.id and ro.merchant_id = u.merchant_id) r on true
    left join lateral (
      select array(select distinct m.permission from user_role ur join role ro on ro.id = ur.role_id
        join role_menu rm on rm.role_id = ro.id join menu m on m.id = rm.menu_id
        where ur.user_id = u.id and ro.merchant_id = u.merchant_id and not ro.grants_all and m.user_type = u.user_type and m.permission <> ''
        order by 1) as permissions) p on true
    where s.token_hash = ${hashToken(token)}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const session: SessionRow = { token_hash: row.token_hash, user_id: row.user_id, created_at: row.created_at, last_seen_at: row.last_seen_at, ip: row.ip };
  if (row.u_id === null || !row.enabled) return { session, user: undefined };
  const roles = typeof row.roles === 'string' ? JSON.parse(row.roles) as IdentityRole[] : row.roles;
  return { session, user: identityOf({ ...row, id: row.u_id }, roles, row.permissions ?? []) };
}
