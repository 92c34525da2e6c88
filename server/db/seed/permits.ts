import { sql, type Kysely } from 'kysely';
import { formatDateTime } from '../../http/format';
import type { Database } from '../schema';

/**
 * The demo's water abstraction permits (取水许可, migration 029): four wells in five hold one of
 * 40,000 to 60,000 m³ a year (the seeded history takes about 47,000 m³ a year from each well, so
 * some are over), numbered by the well's county; every fifth well holds none. Deterministic.
 * Returns whether it wrote anything (no wells: nothing).
 */
export async function seedPermits(db: Kysely<Database>, now: Date): Promise<boolean> {
  const year = formatDateTime(now).slice(0, 4);
  const { numAffectedRows } = await sql`update well w set permit_liters = (40000 + (w.id * 7919) % 21 * 1000)::bigint * 1000,
      permit_no = 'D' || p.area_code || 'G' || ${year}::text || '-' || lpad(w.id::text, 4, '0')
    from place p where p.id = w.place_id and w.id % 5 <> 0 and w.permit_liters is null`.execute(db);
  return Number(numAffectedRows ?? 0) > 0;
}
