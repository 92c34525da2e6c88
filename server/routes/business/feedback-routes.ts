import type { FAULT_TYPES, REPORTER_IDENTITIES } from '../../../src/api/contract';
import { contains, startsWith } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { FILES_URL_PREFIX } from '../file-routes';
import { dateWindow } from './date-window';
import { lineEquip, type BusinessLine } from './line';
import { businessMessages as msg } from './messages';
import { keysOf, merchantPictures } from './pictures';

/** `{line}/feedback/findPage`, `process` and `picturePrefix`. */
export function registerFeedbackRoutes(route: RouteFn, line: BusinessLine): void {
  const {
    calls: { feedback: calls },
    business,
    equipment: { column },
  } = line;

  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    const { from, to } = dateWindow(input);
    let query = ctx.db
      .selectFrom('fault_feedback as f')
      .innerJoin(lineEquip(line), 'e.id', `f.${column}` as const)
      .innerJoin('place', 'place.id', 'e.place_id')
      .where('f.merchant_id', '=', merchantId)
      .where('f.business', '=', business);
    if (input.keyword) {
      const text = input.keyword;
      query = query.where((eb) =>
        eb.or([
          eb('f.reporter_name', 'ilike', contains(text)),
          eb('f.reporter_mobile', 'like', startsWith(text)),
          eb('e.cd', 'ilike', contains(text)),
        ]),
      );
    }
    if (input.placeId !== undefined) query = query.where('e.place_id', '=', input.placeId);
    if (input.equipId !== undefined) query = query.where(`f.${column}`, '=', input.equipId);
    if (input.processed) query = query.where('f.processed', '=', input.processed);
    if (input.faultType) query = query.where('f.fault_type', '=', input.faultType);
    if (input.reporterIdentity) query = query.where('f.reporter_identity', '=', input.reporterIdentity);
    if (from) query = query.where('f.created_at', '>=', from);
    if (to) query = query.where('f.created_at', '<=', to);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('f')
          .select(['e.cd as equip_cd', 'e.name as equip_name', 'e.place_id', 'place.name as place_name'])
          .orderBy('f.created_at', 'desc')
          .orderBy('f.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        equipId: r[column] ?? 0,
        equipCd: r.equip_cd,
        equipName: r.equip_name,
        placeId: r.place_id,
        placeName: r.place_name,
        faultType: r.fault_type as (typeof FAULT_TYPES)[number],
        description: r.description,
        pictures: keysOf(r.pictures),
        reporterIdentity: r.reporter_identity as (typeof REPORTER_IDENTITIES)[number],
        reporterName: r.reporter_name,
        reporterMobile: r.reporter_mobile,
        processed: r.processed,
        processResult: r.process_remark,
        processPictures: keysOf(r.process_pictures),
        processedBy: r.processed_by_name,
        processTime: r.processed_at ? formatDateTime(r.processed_at) : null,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.process, async (input, ctx) => {
    const user = userOf(ctx);
    const keys = await merchantPictures(ctx.db, user.merchantId, input.pictures);
    // Conditional on N: of two operators processing at once, the second is told it is done.
    const row = await ctx.db
      .updateTable('fault_feedback')
      .set((eb) => ({
        processed: 'Y',
        process_remark: input.processResult,
        process_pictures: keys.join(','),
        processed_at: ctx.now,
        processed_by_name: user.name,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('merchant_id', '=', user.merchantId)
      .where('business', '=', business)
      .where('processed', '=', 'N')
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: row.id, processed: 'Y' as const };
    const current = await ctx.db
      .selectFrom('fault_feedback')
      .select('id')
      .where('id', '=', input.id)
      .where('merchant_id', '=', user.merchantId)
      .where('business', '=', business)
      .executeTakeFirst();
    throw fail(current ? msg.feedbackProcessed : msg.notFound('故障'));
  });

  route(calls.picturePrefix, async () => FILES_URL_PREFIX);
}
