import { fertigationEquipTypeCalls as calls } from '../../../src/api/contract';
import { toCount } from '../../db/count';
import { contains } from '../../db/like';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { refuseDuplicates, staleOrMissing } from '../business/write-refusals';
import { fertigationMessages as msg } from './messages';
import { inTransaction } from '../../db/transaction';

const TYPE = '设备类型';
type Kind = 'slow_charge' | 'quick_charge' | 'tanker' | 'car_charge' | 'yun_charge' | 'farm' | 'fertigation' | 'countdown' | 'flowmeter';

export function registerEquipTypeRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const window = clampPage(input);
    let query = ctx.db.selectFrom('equip_type').where('merchant_id', '=', merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('model', 'ilike', pattern)]));
    }
    if (input.kind) query = query.where('kind', '=', input.kind);
    if (input.enabled) query = query.where('enabled', '=', input.enabled);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll()
          .select((eb) =>
            eb
              .selectFrom('fertigation_equip')
              .select((e) => e.fn.countAll().as('c'))
              .whereRef('fertigation_equip.equip_type_id', '=', 'equip_type.id')
              .as('equip_count'),
          )
          .orderBy('id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        kind: r.kind as Kind,
        model: r.model,
        tankCount: r.tank_count,
        valveLimit: r.valve_limit,
        enabled: r.enabled,
        remark: r.remark,
        equipCount: toCount(r.equip_count as number | string | null),
        version: r.version,
        createTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(calls.listEquipType, async (input, ctx) => {
    let query = ctx.db
      .selectFrom('equip_type')
      .select(['id', 'name', 'kind', 'tank_count', 'enabled'])
      .where('merchant_id', '=', userOf(ctx).merchantId);
    if (!input.includeDisabled) query = query.where('enabled', '=', 'Y');
    const rows = await query.orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as Kind, tankCount: r.tank_count, enabled: r.enabled }));
  });

  route(calls.add, async (input, ctx) =>
    refuseDuplicates({ equip_type_name_uq: msg.duplicateName(TYPE, input.name) }, () =>
      ctx.db
        .insertInto('equip_type')
        .values({
          merchant_id: userOf(ctx).merchantId,
          name: input.name,
          kind: input.kind,
          model: input.model,
          tank_count: input.tankCount,
          valve_limit: input.valveLimit,
          remark: input.remark,
          created_at: ctx.now,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow(),
    ),
  );

  route(calls.opt, async (input, ctx) => {
    const merchantId = userOf(ctx).merchantId;
    const exists = () =>
      ctx.db
        .selectFrom('equip_type')
        .select(['id', 'enabled'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    if (input.action === 'delete') {
      return inTransaction(ctx.db, async (trx) => {
        const type = await trx
          .selectFrom('equip_type')
          .select('version')
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchantId)
          .forUpdate()
          .executeTakeFirst();
        if (!type) throw fail(msg.notFound(TYPE));
        if (type.version !== input.version) throw fail(msg.stale);
        const { n } = await trx
          .selectFrom('fertigation_equip')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('equip_type_id', '=', input.id)
          .executeTakeFirstOrThrow();
        if (toCount(n as number | string) > 0) throw fail(msg.typeInUse(toCount(n as number | string)));
        await trx.deleteFrom('equip_type').where('id', '=', input.id).execute();
        return null;
      });
    }
    let update;
    if (input.action === 'edit') {
      const { action: _action, id: _id, version: _version, tankCount, valveLimit, ...rest } = input;
      update = ctx.db
        .updateTable('equip_type')
        .set((eb) => ({ ...rest, tank_count: tankCount, valve_limit: valveLimit, version: eb('version', '+', 1) }));
    } else {
      const enabled = input.action === 'enable' ? 'Y' : 'N';
      const current = await exists();
      if (current?.enabled === enabled) throw fail(msg.typeAlready(enabled === 'Y'));
      update = ctx.db.updateTable('equip_type').set((eb) => ({ enabled, version: eb('version', '+', 1) }));
    }
    const name = input.action === 'edit' ? input.name : '';
    const row = await refuseDuplicates({ equip_type_name_uq: msg.duplicateName(TYPE, name) }, () =>
      update
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchantId)
        .where('version', '=', input.version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    );
    return row ?? staleOrMissing(exists, TYPE);
  });
}
