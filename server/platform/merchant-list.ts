import { sql } from 'kysely';
import type { ServiceLine } from '../../src/api/contract/service-lines';
import type { Db } from '../db/connect';
import { DEFAULT_SETTING } from '../money/settlements';
import { lineName } from './merchant-input';

/** A merchant as the platform lists it. */
export interface MerchantSummary {
  id: number;
  name: string;
  /** The operator's names of its lines (`well`, `fertigation`). */
  lines: string[];
  state: 'running' | 'suspended';
  suspendedAt: string | null;
  createdAt: string;
  settlement: { way: string; feePermille: number };
  users: number;
  devices: number;
}

interface Row {
  id: number;
  name: string;
  lines: ServiceLine[] | string;
  suspended_at: Date | string | null;
  created_at: Date | string;
  way: string | null;
  fee_permille: number | null;
  users: number | string;
  devices: number | string;
}

/** One statement: the merchants (all, or one) with their lines, settlement setting and counts, by id. */
async function select(db: Db, id?: number): Promise<MerchantSummary[]> {
  const { rows } = await sql<Row>`select m.id, m.name, m.suspended_at, m.created_at, s.way, s.fee_permille,
      (select coalesce(json_agg(l.line order by l.line), '[]') from merchant_service_line l where l.merchant_id = m.id) as lines,
      (select count(*) from merchant_user u where u.merchant_id = m.id) as users,
      (select count(*) from device d where d.merchant_id = m.id) as devices
    from merchant m left join settlement_setting s on s.merchant_id = m.id
    where ${id === undefined ? sql`true` : sql`m.id = ${id}`}
    order by m.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lines: (typeof r.lines === 'string' ? (JSON.parse(r.lines) as ServiceLine[]) : r.lines).map(lineName),
    state: r.suspended_at === null ? 'running' : 'suspended',
    suspendedAt: r.suspended_at === null ? null : new Date(r.suspended_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
    // without a row, the setting every merchant has by default (server/docs/settlements.md)
    settlement: { way: r.way ?? DEFAULT_SETTING.way, feePermille: r.fee_permille ?? DEFAULT_SETTING.fee_permille },
    users: Number(r.users),
    devices: Number(r.devices),
  }));
}

export const listMerchants = (db: Db): Promise<MerchantSummary[]> => select(db);

export const merchantById = async (db: Db, id: number): Promise<MerchantSummary | undefined> => (await select(db, id))[0];
