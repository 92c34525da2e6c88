import { ADMIN, referenceSql } from './reference-session';

/**
 * Set-up on the reference server's database for the screen tests: rows found by query (failing
 * clearly when the seed lacks them) and users holding only some permissions.
 */

/** The first row of a query; throws `what` when there is none (the seed no longer has that case). */
export async function oneRow<T = Record<string, unknown>>(what: string, text: string, params: unknown[] = []): Promise<T> {
  const [row] = await referenceSql<T>(text, params);
  if (row === undefined) throw new Error(`the reference database has no ${what}`);
  return row;
}

export { merchantOf } from './reference-session';

/**
 * A user of `like`'s merchant whose one role holds exactly the menu buttons of `permissions`, with
 * the demo accounts' password (its hash is copied from `like`), ready for `referenceLogin(mobile)`.
 */
export async function referenceUser(mobile: string, permissions: string[], like = ADMIN): Promise<void> {
  await referenceSql(
    `with src as (select merchant_id, password_hash from merchant_user where mobile = $1),
     r as (insert into role (merchant_id, name, remark, grants_all) select merchant_id, '测试角色' || $2, '', false from src returning id),
     rm as (insert into role_menu (role_id, menu_id) select r.id, m.id from r, menu m
       where m.user_type = 'merchant' and m.permission in (select jsonb_array_elements_text($3::jsonb)) returning menu_id),
     u as (insert into merchant_user (merchant_id, code, mobile, name, password_hash, enabled, user_type)
       select merchant_id, 'T' || $2, $2, '测试用户', password_hash, true, 'merchant' from src returning id)
     insert into user_role (user_id, role_id) select u.id, r.id from u, r`,
    [like, mobile, JSON.stringify(permissions)],
  );
  const granted = await referenceSql<{ permission: string }>(
    `select m.permission from merchant_user u join user_role ur on ur.user_id = u.id join role_menu rm on rm.role_id = ur.role_id
     join menu m on m.id = rm.menu_id where u.mobile = $1`,
    [mobile],
  );
  const [got, wanted] = [granted.map((g) => g.permission).sort(), [...permissions].sort()];
  if (got.join() !== wanted.join()) throw new Error(`user ${mobile} got ${got.join()} instead of ${wanted.join()}`);
}

const API = '/ref-api/cpi/';

/**
 * Watches (and passes on unchanged) the console's calls to the reference server until `stop()`:
 * `calls` lists their paths after /cpi/ in the order they were sent, `sentAt` when (performance.now()),
 * `bodies` their bodies when text (a JSON call's input), else null.
 */
export function watchCalls(): { calls: string[]; sentAt: number[]; bodies: (string | null)[]; stop: () => void } {
  const real = window.fetch;
  const calls: string[] = [];
  const sentAt: number[] = [];
  const bodies: (string | null)[] = [];
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, location.href).pathname;
    if (path.startsWith(API)) {
      calls.push(path.slice(API.length));
      sentAt.push(performance.now());
      bodies.push(typeof init?.body === 'string' ? init.body : null);
    }
    return real.call(window, input, init);
  };
  return {
    calls,
    sentAt,
    bodies,
    stop: () => {
      window.fetch = real;
    },
  };
}
