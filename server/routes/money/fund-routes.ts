import { sql } from 'kysely';
import { fundCalls as calls, ledgerCalls } from '../../../src/api/contract';
import { ACCOUNT_KINDS } from '../../../src/api/contract/money/fields';
import { toCount } from '../../db/count';
import { RawResponse } from '../../http/context';
import { fenToYuan } from '../../http/format';
import { clampPage, pageResult } from '../../http/paging';
import type { RouteFn } from '../../http/route';
import { dateWindow } from '../business/date-window';
import { actorOf } from './actor';
import { MAX_EXPORT_ROWS } from '../../../src/api/contract/export';
import { exportedColumns } from '../../../src/api/contract/column-def';
import { flowColumnDefs } from '../../../src/api/contract/money/fund-columns';
import { csvFile } from '../../export/csv';
import { flowPage, flowRows, toFlowRow } from './fund-query';

/** irrigationWell/fund/* (every posting of the merchant) and irrigationWell/ledger/trialBalance. */
export function registerFundRoutes(route: RouteFn): void {
  route(calls.findPage, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const { from, to } = dateWindow(input);
    const window = clampPage(input);
    const { rows, total } = await flowPage(ctx.db, merchantId, input, window, from, to);
    return pageResult(rows.map(toFlowRow), total, window);
  });

  route(calls.exportCsv, async (input, ctx) => {
    const { from, to } = dateWindow(input);
    const rows = await flowRows(ctx.db, actorOf(ctx).merchantId, input, from, to).limit(MAX_EXPORT_ROWS).execute();
    const columns = exportedColumns(flowColumnDefs);
    const header = columns.map((c) => c.title as string);
    return new RawResponse(
      'text/csv; charset=utf-8',
      csvFile(
        header,
        rows.map(toFlowRow).map((r) => columns.map((c) => c.text(r))),
      ),
    );
  });

  route(ledgerCalls.trialBalance, async (input, ctx) => {
    const merchantId = actorOf(ctx).merchantId;
    const groups = await ctx.db
      .selectFrom('ledger_account')
      .select(['kind', 'source'])
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<string | number>('balance_fen').as('fen')])
      .where('merchant_id', '=', merchantId)
      .groupBy(['kind', 'source'])
      .execute();
    const accounts = groups
      .map((g) => ({
        kind: g.kind as (typeof ACCOUNT_KINDS)[number],
        fundSource: g.source,
        accounts: toCount(g.n as number | string),
        fen: Number(g.fen),
      }))
      .sort((a, b) => ACCOUNT_KINDS.indexOf(a.kind) - ACCOUNT_KINDS.indexOf(b.kind) || a.fundSource.localeCompare(b.fundSource));
    let mismatches: number | null = null;
    if (input.verify) {
      // accounts whose kept balance, or kept count of postings (the fund flows' totals), is not their postings'
      const { n } = await ctx.db
        .selectFrom('ledger_account as a')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('posting as p')
              .whereRef('p.account_id', '=', 'a.id')
              .select((s) => [s.fn.sum<number>('p.amount_fen').as('fen'), s.fn.countAll().as('postings')])
              .as('t'),
          (join) => join.onTrue(),
        )
        .select((eb) => eb.fn.countAll().as('n'))
        .where('a.merchant_id', '=', merchantId)
        .where((eb) =>
          eb.or([eb('a.balance_fen', '<>', eb.fn.coalesce('t.fen', eb.lit(0))), eb(sql`a.posting_count`, '<>', eb.ref('t.postings'))]),
        )
        .executeTakeFirstOrThrow();
      mismatches = toCount(n as number | string);
    }
    return {
      accounts: accounts.map(({ fen, ...a }) => ({ ...a, balance: fenToYuan(fen) })),
      total: fenToYuan(accounts.reduce((sum, a) => sum + a.fen, 0)),
      mismatches,
    };
  });
}
