// Runs on both engines: an export streams through each engine's cursor.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { cardCalls, billCalls, fundCalls, roleCalls, settlementCalls, wellEquipCalls, wellRecordCalls } from '../../src/api/contract';
import { CALL_TABLE } from '../../src/api/contract/call-table';
import { columnTitle } from '../../src/api/contract/export-columns';
import { EXPORT_TABLE, exportColumnsOf } from '../../src/api/contract/export-table';
import { label } from '../../src/api/contract/enum-labels';
import type { SettlementRow } from '../../src/api/contract/money/settlement';
import { settlementJob } from '../../server/money/settlement-job';
import { csvLine } from '../../server/export/csv';
import { isFindPage } from '../../server/export/page-handlers';
import { personalizedNamesOf } from '../../server/routes/personalized-names';
import type { CallDef } from '../../src/api/contract/define-call';
import { EXPORT_CAPPED_HEADER, MAX_EXPORT_ROWS, exportRows } from '../../src/api/contract/export';
import { wellPermissions } from '../../src/api/contract/well/permissions';
import type { TestClient } from './support/client';
import { ok, stopFertigationSuite, type Page } from './support/fertigation';
import { startWellSuite, userWith, type WellSuite } from './support/well';
import { streamExport } from './support/stream-export';
import { TABLE_PAGE_EXPORTS } from './support/export-cases';

let s: WellSuite;
before(async () => {
  s = await startWellSuite();
});
after(async () => stopFertigationSuite(s));

type Cells = string[];

/** Every row of a findPage, page after page of 50, as the console's table would show them. */
async function allPages<T>(c: TestClient, call: CallDef, filters: Record<string, unknown> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const got = await ok<Page<T>>(c, call, { ...filters, page, size: 50 });
    rows.push(...got.records);
    if (rows.length >= got.total || got.records.length === 0) return rows;
  }
}

async function csvOf(c: TestClient, call: CallDef, filters: Record<string, unknown> = {}): Promise<Cells[]> {
  const res = await c.call(exportRows, { call: call.path, filters, format: 'csv' });
  assert.equal(res.status, 200, res.text.slice(0, 200));
  assert.match(res.headers.get('content-type') ?? '', /text\/csv/);
  assert.deepEqual([...res.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
  const text = res.bytes.toString('utf8');
  assert.ok(!/[^\r]\n/.test(text), 'CRLF line ends');
  return parse(text, { bom: true }) as Cells[];
}

async function xlsxOf(c: TestClient, call: CallDef, filters: Record<string, unknown> = {}): Promise<Cells[]> {
  const res = await c.call(exportRows, { call: call.path, filters, format: 'xlsx' });
  assert.equal(res.status, 200, res.text.slice(0, 200));
  assert.match(res.headers.get('content-type') ?? '', /spreadsheetml/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: Cells[] = [];
  // a figure is a number cell shown with its format's decimals (#,##0.00): read as the definition writes it
  const shown = (cell: ExcelJS.Cell) => {
    const decimals = /^#,##0\.(0+)$/.exec(cell.numFmt ?? '')?.[1]?.length;
    return typeof cell.value === 'number' && decimals ? cell.value.toFixed(decimals) : String(cell.value ?? '');
  };
  sheet.eachRow((row) => {
    const cells: Cells = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(shown(cell)));
    rows.push(cells);
  });
  // a row's empty cells at its end are not stored: as long as the header, as in the CSV
  const width = rows[0]?.length ?? 0;
  return rows.map((r) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill('')]);
}

async function refusedExport(c: TestClient, input: Record<string, unknown>, status: number, errorCode: number, message?: RegExp) {
  const res = await c.call(exportRows, input);
  assert.equal(res.status, status, res.text);
  assert.equal(res.body.errorCode, errorCode, res.text);
  if (message) assert.match(res.body.message, message);
}

describe('common/export: a findPage as a file', () => {
  test("wells as CSV: the table's headers, then every row of the findPage's pages, in their order", async () => {
    const [header, ...rows] = await csvOf(s.admin, wellEquipCalls.findPage);
    assert.deepEqual(header!.slice(0, 4), ['机井编号', '机井名称', '村镇', '设备状态']);
    const pages = await allPages<{ cd: string; name: string; placeName: string }>(s.admin, wellEquipCalls.findPage);
    assert.ok(pages.length > 10, `${pages.length} wells`);
    assert.deepEqual(
      rows.map((r) => r.slice(0, 3)),
      pages.map((w) => [w.cd, w.name, w.placeName]),
    );
  });

  test("cards as XLSX, opened with exceljs, are the findPage's rows; the other merchant gets only its own", async () => {
    const [header, ...rows] = await xlsxOf(s.admin, cardCalls.findPage);
    assert.deepEqual(header!.slice(0, 3), ['卡号', '卡状态', '余额(元)']);
    const pages = await allPages<{ cardNo: string; farmerName: string; balance: number }>(s.admin, cardCalls.findPage);
    assert.ok(pages.length > 0);
    assert.deepEqual(
      rows.map((r) => [r[0], r[4], r[2]]),
      pages.map((c) => [c.cardNo, c.farmerName, c.balance.toFixed(2)]),
    );

    const [, ...others] = await xlsxOf(s.other, cardCalls.findPage);
    const otherPages = await allPages<{ cardNo: string }>(s.other, cardCalls.findPage);
    assert.deepEqual(
      others.map((r) => r[0]),
      otherPages.map((c) => c.cardNo),
    );
    const mine = new Set(pages.map((c) => c.cardNo));
    assert.ok(
      others.every((r) => !mine.has(r[0]!)),
      'no card of merchant 1',
    );

    const named = await s.admin.call(exportRows, { call: cardCalls.findPage.path, format: 'xlsx', title: '用户卡管理' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(named.bytes as unknown as ArrayBuffer);
    assert.deepEqual(
      book.worksheets.map((w) => w.name),
      ['用户卡管理'],
      'the sheet is named after the table',
    );
  });

  test('filters go through the findPage: records by status, bills by keyword, flows of a range, as CSV and XLSX alike', async () => {
    const records = await allPages<{ orderNo: string }>(s.admin, wellRecordCalls.findPage, { status: 'FINISH' });
    const [, ...recordRows] = await csvOf(s.admin, wellRecordCalls.findPage, { status: 'FINISH' });
    assert.deepEqual(
      recordRows.map((r) => r[0]),
      records.map((r) => r.orderNo),
    );
    assert.ok(recordRows.every((r) => r[1] === '已完成'));

    const bill = (await ok<Page<{ orderNo: string }>>(s.admin, billCalls.findPage, { size: 10 })).records[0]!;
    const [, ...billRows] = await xlsxOf(s.admin, billCalls.findPage, { keyword: bill.orderNo });
    assert.deepEqual(
      billRows.map((r) => r[0]),
      (await allPages<{ orderNo: string }>(s.admin, billCalls.findPage, { keyword: bill.orderNo })).map((b) => b.orderNo),
    );

    const card = (await ok<Page<{ id: number }>>(s.admin, cardCalls.findPage, { size: 10 })).records[0]!;
    const range = { startTime: '2000-01-01 00:00:00', endTime: '2100-01-01 00:00:00', cardId: card.id };
    const flows = await allPages<{ id: number }>(s.admin, fundCalls.findPage, range);
    const [csvHeader, ...csvRows] = await csvOf(s.admin, fundCalls.findPage, range);
    const [xlsxHeader, ...xlsxRows] = await xlsxOf(s.admin, fundCalls.findPage, range);
    assert.deepEqual(csvHeader, xlsxHeader);
    assert.ok(flows.length > 0);
    assert.deepEqual(
      csvRows.map((r) => Number(r[0])),
      flows.map((f) => f.id),
    );
    // the same cells, but for the CSV's ="…" around digits Excel would mangle (card numbers)
    assert.deepEqual(
      xlsxRows,
      csvRows.map((r) => r.map((cell) => (/^="\d+"$/.test(cell) ? cell.slice(2, -1) : cell))),
    );
    assert.ok(
      csvRows.some((r) => /^="\d{12,}"$/.test(r[5] ?? '')),
      'a card number guarded in the CSV',
    );
  });

  test("settlements as CSV: the table's headers and the findPage's rows, amounts and statuses as the screen shows them", async () => {
    await settlementJob(s.database.db, s.server.payments, { now: s.server.clock.now, everyMs: 0, log: () => {} }).runOnce();
    const pages = await allPages<SettlementRow>(s.admin, settlementCalls.findPage);
    assert.ok(pages.length >= 10, `${pages.length} settlements of the seeded days`);
    const [header, ...rows] = await csvOf(s.admin, settlementCalls.findPage);
    assert.deepEqual(header!.slice(0, 3), ['结算单号', '结算金额(元)', '结算状态']);
    assert.deepEqual(
      rows.map((r) => [r[0], r[1], r[2]]),
      pages.map((p) => [p.settlementNo, p.amount.toFixed(2), label('payStatus', p.status)]),
    );
    const [, ...paid] = await csvOf(s.admin, settlementCalls.findPage, { status: 'paid' });
    assert.deepEqual(
      paid.map((r) => r[0]),
      pages.filter((p) => p.status === 'paid').map((p) => p.settlementNo),
    );
  });

  test("a caller needs the findPage's permission (and the page's export button where the menu has one)", async () => {
    const cardsOnly = await userWith(s, '16600001001', [wellPermissions.card.view]);
    await refusedExport(cardsOnly, { call: wellEquipCalls.findPage.path, format: 'csv' }, 200, 1007);
    await refusedExport(cardsOnly, { call: fundCalls.findPage.path, format: 'csv' }, 200, 1007);
    assert.equal((await cardsOnly.call(exportRows, { call: cardCalls.findPage.path, format: 'csv' })).status, 200);
    const fundViewer = await userWith(s, '16600001002', [wellPermissions.fund.view]);
    await refusedExport(fundViewer, { call: fundCalls.findPage.path, format: 'xlsx' }, 200, 1007);
    const fundExporter = await userWith(s, '16600001003', [wellPermissions.fund.view, wellPermissions.fund.export]);
    assert.equal((await fundExporter.call(exportRows, { call: fundCalls.findPage.path, format: 'xlsx' })).status, 200);
    const res = await s.admin.call(exportRows, { call: cardCalls.findPage.path, format: 'csv' }, { token: null });
    assert.equal(res.status, 401);
  });

  test('bad input: 400 with a Chinese message, never a file and never 500', async () => {
    await refusedExport(s.admin, { call: 'irrigationWell/nothing/findPage', format: 'csv' }, 400, 1, /没有这个列表/);
    await refusedExport(s.admin, { call: wellEquipCalls.findById.path, format: 'csv' }, 400, 1, /不是分页列表/);
    await refusedExport(s.admin, { call: wellEquipCalls.findPage.path, format: 'pdf' }, 400, 1, /导出格式只能是 csv 或 xlsx/);
    await refusedExport(s.admin, { call: wellEquipCalls.findPage.path, format: 'csv', filters: { status: 'melted' } }, 400, 1, /status/);
    await refusedExport(
      s.admin,
      { call: wellEquipCalls.findPage.path, format: 'csv', filters: { merchantId: 2 } },
      400,
      1,
      /不支持的参数: merchantId/,
    );
    await refusedExport(s.admin, { call: fundCalls.findPage.path, format: 'csv', filters: { startTime: 'yesterday' } }, 400, 1);
    await refusedExport(s.admin, { call: '', format: 'csv' }, 400, 1, /请选择要导出的列表/);
    await refusedExport(s.admin, { call: cardCalls.findPage.path, format: 'csv', extra: 1 }, 400, 1, /不支持的参数: extra/);
  });
});

/**
 * Table pages whose findPage does not export, with the reason (common/export answers 暂不支持导出).
 * None today: every findPage of the contract is a table page of the console that exports.
 */
const NOT_EXPORTED: ReadonlyMap<string, string> = new Map();

describe('common/export: every table page', () => {
  test('every findPage of the contract exports (but the listed exceptions), and every export is a findPage', () => {
    const findPages = [...CALL_TABLE.values()].filter(isFindPage).map((c) => c.path);
    assert.ok(findPages.length >= 20, `${findPages.length} findPages`);
    assert.deepEqual(
      findPages.filter((path) => !EXPORT_TABLE.has(path) && !NOT_EXPORTED.has(path)),
      [],
      'findPages without an export',
    );
    assert.deepEqual(
      [...EXPORT_TABLE.keys()].filter((path) => !findPages.includes(path)),
      [],
      'exports of no findPage',
    );
    assert.deepEqual(
      [...NOT_EXPORTED.keys()].filter((path) => EXPORT_TABLE.has(path)),
      [],
      'an exception that exports',
    );
  });

  test("each page's CSV: its columns' titles, then the findPage's rows as its columns write them, unfiltered and filtered", async () => {
    await ok(s.admin, roleCalls.save, { name: '导出测试角色', remark: '=SUM(1)', menuIds: [] }); // an operation logged, a cell guarded
    const names = await personalizedNamesOf(s.database.db, s.m1);
    for (const { call, filters } of TABLE_PAGE_EXPORTS) {
      const spec = EXPORT_TABLE.get(call.path)!;
      const first = (await ok<Page<Record<string, unknown>>>(s.admin, call, { page: 1, size: 10 })).records[0];
      assert.ok(first, `${call.path} has rows`);
      for (const given of [{}, filters(first)]) {
        const columns = exportColumnsOf(spec, given, {});
        const expected = (await allPages<never>(s.admin, call, given)).map((row) => columns.map((c) => c.text(row)));
        const [header, ...rows] = await csvOf(s.admin, call, given);
        assert.deepEqual(
          header,
          columns.map((c) => columnTitle(c, names)),
          `${call.path} header`,
        );
        assert.ok(rows.length > 0, `${call.path} ${JSON.stringify(given)} keeps rows`);
        assert.deepEqual(
          rows,
          expected.map((cells) => parse(csvLine(cells))[0] as Cells),
          `${call.path} ${JSON.stringify(given)} rows`,
        );
      }
    }
  });
});

describe('common/export: 100,000 rows and more', () => {
  test('streams, with a chunk of rows in memory at a time, and cuts at 100,000 saying so', async () => {
    const db = s.database.db;
    const well = await db
      .selectFrom('well')
      .select(['id', 'place_id'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const extra = 20;
    await sql`insert into usage_record (merchant_id, business, well_id, equip_id, place_id, area_id, template_id, order_no, order_type, status,
        user_name, user_mobile, start_at, end_at, water_liters, electric_wh, amount_fen, pay_mode, created_at, cancelled_at)
      select ${s.m1}, 'well', ${well.id}, null, ${well.place_id}, null, null, 'BULK' || lpad(g::text, 7, '0'), 'EVEN_THOUGH', 'FINISH',
        '批量用户', '13000000000', timestamptz '2020-01-01 00:00:00+08' + g * interval '1 minute',
        timestamptz '2020-01-01 00:30:00+08' + g * interval '1 minute', 1000, 2000, 150, 'wxpay',
        timestamptz '2020-01-01 00:00:00+08' + g * interval '1 minute', null
      from generate_series(1, ${MAX_EXPORT_ROWS + extra}) g`.execute(db);

    const got = await streamExport(s.admin, { call: wellRecordCalls.findPage.path, format: 'csv' });
    console.log(`100k-row CSV export: ${got.bytes} bytes in ${got.ms} ms, peak heap growth ${(got.peakHeapGrowth / 1e6).toFixed(1)} MB`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get(EXPORT_CAPPED_HEADER), String(MAX_EXPORT_ROWS));
    assert.equal(got.lines, MAX_EXPORT_ROWS + 1, 'the header and 100,000 rows');
    assert.equal(got.distinctOrders, MAX_EXPORT_ROWS, 'no row twice');
    assert.ok(got.bytes > 8_000_000, `a file of ${got.bytes} bytes`);
    // a server holding the rows (or the file) would grow by more than the file: it holds a chunk
    assert.ok(got.peakHeapGrowth < got.bytes / 2, `heap grew ${got.peakHeapGrowth} bytes for a ${got.bytes}-byte file`);
  });
});
