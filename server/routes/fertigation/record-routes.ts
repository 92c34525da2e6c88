import type { Kysely } from 'kysely';
import { fertigationRecordCalls as calls } from '../../../src/api/contract';
import type { Database } from '../../db/schema';
import { userOf } from '../../http/context';
import { fenToYuan, formatDateTime } from '../../http/format';
import { clampPage, pageResult } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { dateWindow, fail } from './common';
import { recordPageQuery, recordTotal } from './record-query';
import { fertigationMessages as msg } from './messages';

type OrderStatus = 'RUNNING' | 'TO_RUN' | 'FINISH' | 'CANCEL';
type OrderType = 'MAKE_AN_APPOINTMENT' | 'EVEN_THOUGH';

/** id -> name of the rows of `table` among `ids` (the page's few machines, places, areas, templates). */
async function namesOf<T extends 'place' | 'area' | 'fertigation_template'>(db: Kysely<Database>, table: T, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  // kysely cannot narrow a union of table names; each has id and name.
  const rows = await (db as unknown as Kysely<{ t: { id: number; name: string } }>).selectFrom(table as unknown as 't')
    .select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function registerRecordRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    const { from, to } = dateWindow(input);
    const total = await recordTotal(ctx.db, merchantId, input, from, to);
    const rows = await recordPageQuery(ctx.db, merchantId, input, window, from, to).execute();
    const equipIds = [...new Set(rows.map((r) => r.equip_id).filter((id): id is number => id !== null))];
    const equips = new Map((equipIds.length === 0 ? [] : await ctx.db.selectFrom('fertigation_equip').select(['id', 'cd', 'name'])
      .where('id', 'in', equipIds).execute()).map((e) => [e.id, e]));
    const [places, areas, templates] = await Promise.all([
      namesOf(ctx.db, 'place', rows.map((r) => r.place_id)),
      namesOf(ctx.db, 'area', rows.map((r) => r.area_id)),
      namesOf(ctx.db, 'fertigation_template', rows.map((r) => r.template_id)),
    ]);
    return pageResult(rows.map((r) => {
      const equip = equips.get(r.equip_id ?? 0);
      const end = r.end_at ?? (r.status === 'RUNNING' ? ctx.now : r.start_at);
      return {
        id: r.id, orderNo: r.order_no, orderType: r.order_type as OrderType, status: r.status as OrderStatus,
        equipId: r.equip_id ?? 0, equipCd: equip?.cd ?? '', equipName: equip?.name ?? '',
        placeId: r.place_id, placeName: places.get(r.place_id ?? 0) ?? '',
        areaId: r.area_id, areaName: areas.get(r.area_id ?? 0) ?? '',
        templateId: r.template_id, templateName: templates.get(r.template_id ?? 0) ?? '',
        userName: r.user_name, userMobile: r.user_mobile,
        startTime: formatDateTime(r.start_at), endTime: r.end_at ? formatDateTime(r.end_at) : null,
        durationMinutes: Math.max(0, Math.round((end.getTime() - r.start_at.getTime()) / 60_000)),
        waterM3: Math.round(r.water_liters) / 1000, powerKwh: Math.round(r.electric_wh / 10) / 100,
        fertilizerA: Math.round(r.fertilizer_a_ml / 10) / 100, fertilizerB: Math.round(r.fertilizer_b_ml / 10) / 100,
        fertilizerC: Math.round(r.fertilizer_c_ml / 10) / 100,
        amount: fenToYuan(r.amount_fen), payMode: r.pay_mode, cancelRemark: r.cancel_remark,
        cancelTime: r.cancelled_at ? formatDateTime(r.cancelled_at) : null, createTime: formatDateTime(r.created_at),
      };
    }), total, window);
  });

  route(calls.cancel, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    return ctx.db.transaction().execute(async (trx) => {
      // Conditional on the state: of two cancels (or a cancel and the finish) only one applies.
      const row = await trx.updateTable('usage_record')
        .set((eb) => ({
          status: 'CANCEL', cancel_remark: input.cancelRemark, cancelled_at: ctx.now,
          end_at: eb.fn.coalesce('end_at', eb.val(ctx.now)), version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id).where('merchant_id', '=', merchantId).where('business', '=', 'fertigation')
        .where('status', 'in', ['TO_RUN', 'RUNNING'])
        .returning(['id', 'equip_id']).executeTakeFirst();
      if (!row) {
        const current = await trx.selectFrom('usage_record').select('status')
          .where('id', '=', input.id).where('merchant_id', '=', merchantId).where('business', '=', 'fertigation').executeTakeFirst();
        if (!current) throw fail(msg.notFound('订单'));
        throw fail(current.status === 'CANCEL' ? msg.recordCancelled : msg.recordFinished);
      }
      if (row.equip_id !== null) {
        // The machine is free again once none of its orders runs.
        const running = await trx.selectFrom('usage_record').select('id')
          .where('merchant_id', '=', merchantId).where('business', '=', 'fertigation')
          .where('equip_id', '=', row.equip_id).where('status', '=', 'RUNNING').executeTakeFirst();
        if (!running) {
          await trx.updateTable('fertigation_equip').set({ run_state: 'AVAILABLE' })
            .where('id', '=', row.equip_id).where('run_state', '=', 'OCCUPY').execute();
        }
      }
      return { id: row.id, status: 'CANCEL' as const };
    });
  });
}
