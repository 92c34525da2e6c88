import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { toCount } from '../db/count';
import type { Database } from '../db/schema';

export interface LockoutRules {
  windowMs: number;
  maxPerAccountAndIp: number;
  maxPerAccount: number;
}

/**
 * The address failures are counted under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64,
 * since one subscriber holds a whole /64 and could otherwise pose as any number of addresses.
 */
export function lockoutAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const groups = (s: string) => (s === '' ? [] : s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [head = '', tail] = bare.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Locked when this address failed too often for the account, or when the account failed too
 * often from everywhere. Towards the account's limit each address counts at most its own limit,
 * so one address can never lock the owner out at another, not even with parallel requests that
 * all pass the check before the first failure is written.
 */
export async function isLockedOut(db: Kysely<Database>, account: string, ip: string, now: Date, rules: LockoutRules): Promise<boolean> {
  const since = new Date(now.getTime() - rules.windowMs);
  const address = lockoutAddress(ip);
  const { rows } = await sql<{ total: string | number | null; from_ip: string | number | null }>`
    select coalesce(sum(least(n, ${rules.maxPerAccountAndIp})), 0) as total,
           coalesce(max(case when ip = ${address} then n end), 0) as from_ip
    from (select ip, count(*) as n from login_failure
          where account = ${account} and created_at > ${since} group by ip) per_address`.execute(db);
  const row = rows[0];
  return toCount(row?.from_ip) >= rules.maxPerAccountAndIp || toCount(row?.total) >= rules.maxPerAccount;
}

export async function recordFailure(db: Kysely<Database>, account: string, ip: string, now: Date): Promise<void> {
  await db
    .insertInto('login_failure')
    .values({ account, ip: lockoutAddress(ip), created_at: now })
    .execute();
}

/** A successful login forgets this address's failures for the account. */
export async function clearFailures(db: Kysely<Database>, account: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failure').where('account', '=', account).where('ip', '=', lockoutAddress(ip)).execute();
}
