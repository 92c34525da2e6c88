import type { Kysely, Selectable } from 'kysely';
import type { RecordRow } from '../../../src/api/contract/business/record';
import type { Database, UsageRecordTable } from '../../db/schema';
import { fenToYuan, formatDateTime } from '../../http/format';
import { lineEquip, type BusinessLine } from './line';

type OrderStatus = RecordRow['status'];
type OrderType = RecordRow['orderType'];

/** What a page of records names besides its own columns: equipment, places, areas, templates by id. */
export interface RecordNames {
  equips: Map<number, { cd: string; name: string }>;
  places: Map<number, string>;
  areas: Map<number, string>;
  templates: Map<number, string>;
}

/** id -> name of the merchant's rows of `table` among `ids` (the page's few places, areas, templates). */
async function namesOf(
  db: Kysely<Database>,
  table: 'place' | 'area' | 'fertigation_template',
  merchantId: number,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  // kysely cannot narrow a union of table names; each has id, merchant_id and name.
  const rows = await (db as unknown as Kysely<{ t: { id: number; merchant_id: number; name: string } }>)
    .selectFrom(table as unknown as 't')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names a page of the line's records shows, in four small lookups by id. */
export async function recordNames(
  db: Kysely<Database>,
  line: BusinessLine,
  merchantId: number,
  rows: Selectable<UsageRecordTable>[],
): Promise<RecordNames> {
  const equipIds = [...new Set(rows.map((r) => r[line.equipment.column]).filter((id): id is number => id !== null))];
  const equipRows =
    equipIds.length === 0
      ? []
      : await db
          .selectFrom(lineEquip(line))
          .select(['e.id', 'e.cd', 'e.name'])
          .where('e.merchant_id', '=', merchantId)
          .where('e.id', 'in', equipIds)
          .execute();
  const [places, areas, templates] = await Promise.all([
    namesOf(
      db,
      'place',
      merchantId,
      rows.map((r) => r.place_id),
    ),
    namesOf(
      db,
      'area',
      merchantId,
      rows.map((r) => r.area_id),
    ),
    namesOf(
      db,
      'fertigation_template',
      merchantId,
      rows.map((r) => r.template_id),
    ),
  ]);
  return { equips: new Map(equipRows.map((e) => [e.id, e])), places, areas, templates };
}

/** A stored record as the contract's row; a running order's duration runs up to `now`. */
export function recordRow(r: Selectable<UsageRecordTable>, line: BusinessLine, names: RecordNames, now: Date): RecordRow {
  const equipId = r[line.equipment.column];
  const equip = names.equips.get(equipId ?? 0);
  const end = r.end_at ?? (r.status === 'RUNNING' ? now : r.start_at);
  return {
    id: r.id,
    orderNo: r.order_no,
    orderType: r.order_type as OrderType,
    status: r.status as OrderStatus,
    equipId: equipId ?? 0,
    equipCd: equip?.cd ?? '',
    equipName: equip?.name ?? '',
    placeId: r.place_id,
    placeName: names.places.get(r.place_id ?? 0) ?? '',
    areaId: r.area_id,
    areaName: names.areas.get(r.area_id ?? 0) ?? '',
    templateId: r.template_id,
    templateName: names.templates.get(r.template_id ?? 0) ?? '',
    userName: r.user_name,
    userMobile: r.user_mobile,
    startTime: formatDateTime(r.start_at),
    endTime: r.end_at ? formatDateTime(r.end_at) : null,
    durationMinutes: Math.max(0, Math.round((end.getTime() - r.start_at.getTime()) / 60_000)),
    waterM3: Math.round(r.water_liters) / 1000,
    powerKwh: Math.round(r.electric_wh / 10) / 100,
    fertilizerA: Math.round(r.fertilizer_a_ml / 10) / 100,
    fertilizerB: Math.round(r.fertilizer_b_ml / 10) / 100,
    fertilizerC: Math.round(r.fertilizer_c_ml / 10) / 100,
    amount: fenToYuan(r.amount_fen),
    payMode: r.pay_mode,
    cancelRemark: r.cancel_remark,
    cancelTime: r.cancelled_at ? formatDateTime(r.cancelled_at) : null,
    createTime: formatDateTime(r.created_at),
  };
}
