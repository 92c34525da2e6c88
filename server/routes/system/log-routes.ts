import type { ExpressionBuilder } from 'kysely';
import { logCalls } from '../../../src/api/contract';
import type { OperLogChange } from '../../../src/api/contract/system/logs';
import { toCount } from '../../db/count';
import { contains, startsWith } from '../../db/like';
import type { Database } from '../../db/schema';
import { fail } from '../../http/business-error';
import { userOf } from '../../http/context';
import { formatDateTime } from '../../http/format';
import { clampPage, pageResult, selectPage } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { dateWindow } from '../business/date-window';
import { logMessages } from './log-messages';
import { loadOperationLabels, operationLabel, operationsMatching } from './log-operation';

type OperEb = ExpressionBuilder<Database & { o: Database['oper_log'] }, 'o'>;

/** The action of an operation's first row change: a save that added its row starts with the insert. */
const firstAction = (eb: OperEb) =>
  eb.selectFrom('oper_log_change as c').select('c.action').whereRef('c.oper_id', '=', 'o.id').orderBy('c.id').limit(1);
const changeCount = (eb: OperEb) =>
  eb
    .selectFrom('oper_log_change as c')
    .select((e) => e.fn.countAll().as('n'))
    .whereRef('c.oper_id', '=', 'o.id');

/** The time filter; the end is inclusive to its whole second, as the screen shows times to the second. */
function timeWindow(input: { startTime?: string; endTime?: string }): { from?: Date; before?: Date } {
  const { from, to } = dateWindow(input);
  return { from, before: to && new Date(to.getTime() + 1000) };
}

/** plat/loginLog/findPage, plat/operLog/findPage and findById: this merchant's logs only. */
export function registerLogRoutes(route: RouteFn): void {
  route(logCalls.findLoginLogPage, async (input, ctx) => {
    const window = clampPage(input);
    const { from, before } = timeWindow(input);
    let query = ctx.db.selectFrom('login_log').where('merchant_id', '=', userOf(ctx).merchantId);
    if (input.keyword) {
      const pattern = contains(input.keyword);
      query = query.where((eb) => eb.or([eb('account', 'ilike', pattern), eb('user_name', 'ilike', pattern)]));
    }
    if (input.result) query = query.where('result', '=', input.result);
    if (from) query = query.where('created_at', '>=', from);
    if (before) query = query.where('created_at', '<', before);
    const { rows, total } = await selectPage(query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), window);
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        account: r.account,
        userName: r.user_name,
        ip: r.ip,
        method: r.method,
        result: r.result,
        reason: r.reason,
        loginTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(logCalls.findOperLogPage, async (input, ctx) => {
    const user = userOf(ctx);
    const window = clampPage(input);
    const { from, before } = timeWindow(input);
    const labels = await loadOperationLabels(ctx.db, user.userType);
    let query = ctx.db.selectFrom('oper_log as o').where('o.merchant_id', '=', user.merchantId);
    if (input.keyword) {
      const text = input.keyword;
      const pattern = contains(text);
      const matching = operationsMatching(labels, text);
      query = query.where((eb) =>
        eb.or([
          eb('o.user_name', 'ilike', pattern),
          eb('o.user_mobile', 'like', startsWith(text)),
          eb('o.path', 'ilike', pattern),
          ...matching.permissions.map(({ permission, inserted }) =>
            inserted === undefined
              ? eb('o.permission', '=', permission)
              : eb.and([eb('o.permission', '=', permission), eb(firstAction(eb), inserted ? '=' : '<>', 'insert')]),
          ),
          ...(matching.paths.length ? [eb.and([eb('o.permission', '=', ''), eb('o.path', 'in', matching.paths)])] : []),
        ]),
      );
    }
    if (from) query = query.where('o.created_at', '>=', from);
    if (before) query = query.where('o.created_at', '<', before);
    const { rows, total } = await selectPage(
      query,
      (q) =>
        q
          .selectAll('o')
          .select((eb) => [firstAction(eb).as('first_action'), changeCount(eb).as('change_count')])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc'),
      window,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        operatorName: r.user_name,
        operatorMobile: r.user_mobile,
        path: r.path,
        ip: r.ip,
        operation: operationLabel(labels, { path: r.path, permission: r.permission, inserted: r.first_action === 'insert' }),
        changeCount: toCount(r.change_count as string | number | null),
        operTime: formatDateTime(r.created_at),
      })),
      total,
      window,
    );
  });

  route(logCalls.findOperLogById, async (input, ctx) => {
    const user = userOf(ctx);
    const oper = await ctx.db
      .selectFrom('oper_log')
      .selectAll()
      .where('id', '=', input.id)
      .where('merchant_id', '=', user.merchantId)
      .executeTakeFirst();
    if (!oper) throw fail(logMessages.operNotFound);
    const changes = await ctx.db
      .selectFrom('oper_log_change')
      .select(['table_name', 'row_id', 'action', 'before', 'after'])
      .where('oper_id', '=', oper.id)
      .orderBy('id')
      .execute();
    const labels = await loadOperationLabels(ctx.db, user.userType);
    return {
      id: oper.id,
      operatorName: oper.user_name,
      operatorMobile: oper.user_mobile,
      path: oper.path,
      ip: oper.ip,
      operation: operationLabel(labels, { path: oper.path, permission: oper.permission, inserted: changes[0]?.action === 'insert' }),
      changeCount: changes.length,
      operTime: formatDateTime(oper.created_at),
      changes: changes.map((c): OperLogChange => ({
        table: c.table_name,
        rowId: c.row_id,
        action: c.action,
        before: c.before as Record<string, unknown> | null,
        after: c.after as Record<string, unknown> | null,
      })),
    };
  });
}
