import { sql, type Expression, type RawBuilder } from 'kysely';
import type { SessionLimits } from './session-store';
import type { UserIdentity } from './user-identity';

/** The one permission of a display account: the control room's wall, showing the big screen (大屏监控) all day. */
export const DISPLAY_PERMISSION = 'bigScreen:home:view';

/**
 * A display account may do nothing but watch the big screen: no role granting all, and 查看大屏 the
 * only permission its roles give (within its merchant's business lines). Its sessions do not time
 * out, idle or absolute: a wall shows the screen for weeks, and its token opens nothing else. A
 * role given more later makes it an ordinary user again at its next call (the identity is read
 * with every call), and an expired session then ends as any other.
 */
export function isDisplayOnly(user: UserIdentity): boolean {
  return !user.grantsAll && user.permissions.length === 1 && user.permissions[0] === DISPLAY_PERMISSION;
}

/** Limits no session reaches by `now`: a display account's session is looked up again with them, to take its request's nonce. */
export const unlimitedAt = (now: Date): SessionLimits => ({ sessionIdleMs: now.getTime(), sessionAbsoluteMs: now.getTime() });

/**
 * The same rule in SQL for the user `userId` (a qualified column: the subqueries have a user_id of their own) (the sweep keeps such users' sessions): a role of it
 * gives 查看大屏, and none grants all or gives another permission. The merchant's business lines are
 * not read: a display account of a merchant without wells keeps its session rows, which let it in
 * nowhere (isDisplayOnly refuses it).
 */
export function displayOnlyUser(userId: Expression<number | null>): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from user_role ur join role_menu rm on rm.role_id = ur.role_id join menu m on m.id = rm.menu_id
      where ur.user_id = ${userId} and m.permission = ${DISPLAY_PERMISSION})
    and not exists (select 1 from user_role ur join role ro on ro.id = ur.role_id
      left join role_menu rm on rm.role_id = ro.id left join menu m on m.id = rm.menu_id
      where ur.user_id = ${userId} and (ro.grants_all or (m.permission <> '' and m.permission <> ${DISPLAY_PERMISSION}))))`;
}
