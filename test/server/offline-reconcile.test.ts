import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { cardCalls, reconcileCalls } from '../../src/api/contract';
import { exportRows } from '../../src/api/contract/export';
import type { CardRow } from '../../src/api/contract/money/card';
import type { ReconcileRow } from '../../src/api/contract/money/reconcile';
import { reconcileColumnTitles } from '../../src/api/contract/money/reconcile-columns';
import { wellPermissions } from '../../src/api/contract/well/permissions';
import type { FieldRecord } from '../../server/devices/field/field-message';
import { bookOfflineRecords, offlineOrderNo, type RecordSource } from '../../server/money/offline-orders';
import { snapshot } from './support/db-snapshot';
import { rotateKey } from './support/devices';
import { BOOKKEEPING, ok, refused, stopFertigationSuite, type Page } from './support/fertigation';
import { validIdCard } from './support/id-cards';
import { chipHeldMoneyBefore, ControllerModel } from './support/offline';
import { startWellSuite, userWith, type WellSuite } from './support/well';

let s: WellSuite;
let wells: RecordSource[];
const DAY = 86_400_000;

before(async () => {
  s = await startWellSuite();
  const picked = await s.database.db
    .selectFrom('well')
    .select('id')
    .where('merchant_id', '=', s.m1)
    .where('status', '=', 'normal')
    .orderBy('id')
    .limit(2)
    .execute();
  wells = [];
  for (const w of picked) {
    await rotateKey(s.admin, w.id);
    const d = await s.database.db.selectFrom('device').select('id').where('well_id', '=', w.id).executeTakeFirstOrThrow();
    wells.push({ deviceId: d.id, merchantId: s.m1, wellId: w.id });
  }
});
after(async () => stopFertigationSuite(s));

let cards = 0;
async function cardWith(yuan: number): Promise<CardRow> {
  cards += 1;
  const placeId = (
    await s.database.db.selectFrom('place').select('id').where('merchant_id', '=', s.m1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const c = await ok<CardRow>(s.admin, cardCalls.issue, {
    farmerName: `对账农户${cards}`,
    farmerMobile: '13512340000',
    idCard: validIdCard(7500 + cards),
    placeId,
    cardType: 'offline',
  });
  if (yuan > 0) await ok(s.admin, cardCalls.recharge, { cardId: c.id, amount: yuan, payMode: 'cash' });
  await chipHeldMoneyBefore(s.database, c.id);
  return c;
}

const book = async (source: RecordSource, ...records: FieldRecord[]) =>
  (await bookOfflineRecords(s.database.db, source, records, s.server.clock.now())).outcomes;

/** The merchant's issues of a record (of the first well's device unless said), oldest first. */
async function issuesOf(recordNo: number, source = wells[0]!) {
  return s.database.db
    .selectFrom('reconcile_issue as i')
    .innerJoin('offline_order as o', 'o.id', 'i.offline_order_id')
    .select(['i.kind', 'i.difference_fen', 'i.processed', 'i.process_note', 'i.detail'])
    .where('o.device_id', '=', source.deviceId)
    .where('o.record_no', '=', recordNo)
    .orderBy('i.id')
    .execute();
}
const kinds = async (recordNo: number, source = wells[0]!) =>
  (await issuesOf(recordNo, source)).map((i) => [i.kind, Number(i.difference_fen), i.processed]);
const billed = async (source: RecordSource, recordNo: number) =>
  s.database.db
    .selectFrom('bill as b')
    .innerJoin('usage_record as u', 'u.id', 'b.usage_record_id')
    .select(['b.amount_fen', 'b.shortfall_fen'])
    .where('u.order_no', '=', offlineOrderNo(source.deviceId, recordNo))
    .executeTakeFirst();

describe('offline records that do not add up: an alarm and a row of 对账异常 each, the money booked as reported', () => {
  let a: ControllerModel;
  let b: ControllerModel;
  before(() => {
    const at = s.server.clock.now().getTime() - 5 * DAY;
    a = new ControllerModel({ at });
    b = new ControllerModel({ at: at + 3 * 3_600_000, recordNo: 100 });
  });

  test('a copied card: its balance before is not what the last record left; the difference named, an alarm written, both booked', async () => {
    const card = await cardWith(100);
    const faults = await s.database.db.selectFrom('fault_feedback').select('id').where('alarm_kind', '=', 'reconcile').execute();
    const first = a.order(card.cardNo, 10_000, 1_000);
    // the copy still holds 100.00: spent at the other well after the first order
    const copy = b.order(card.cardNo, 10_000, 2_500);
    assert.deepEqual(await book(wells[0]!, first), ['booked']);
    assert.deepEqual(await book(wells[1]!, copy), ['booked']);
    assert.deepEqual(await kinds(first.recordNo), []);
    assert.deepEqual(await kinds(copy.recordNo, wells[1]), [['balance', 1_000, 'N']]);
    const [issue] = await issuesOf(copy.recordNo, wells[1]);
    assert.match(issue!.detail, /刷卡前余额 100\.00 元，该卡上一笔（.+）之后应为 90\.00 元，相差 \+10\.00 元/);
    // as the controllers reported it: 10.00 and 25.00 off the card
    assert.equal((await ok<{ card: CardRow }>(s.admin, cardCalls.findById, { id: card.id })).card.balance, 65);
    const alarms = await s.database.db
      .selectFrom('fault_feedback')
      .select(['well_id', 'fault_type', 'reporter_name', 'description'])
      .where('alarm_kind', '=', 'reconcile')
      .where('id', 'not in', faults.length ? faults.map((f) => f.id) : [0])
      .execute();
    assert.deepEqual(
      alarms.map((f) => [f.well_id, f.fault_type, f.reporter_name]),
      [[wells[1]!.wellId, 'other', '设备告警']],
    );
    assert.match(alarms[0]!.description, new RegExp(`^#${copy.recordNo} 刷卡前余额`));
    const notice = await s.database.db
      .selectFrom('notice')
      .select('title')
      .where('merchant_id', '=', s.m1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.match(notice.title, /^设备告警：.+\(.+\) 对账异常：余额不符$/);
  });

  test('a missed record: the next one shows the gap and the balance; when it comes late, the system closes both', async () => {
    const card = await cardWith(100);
    const r1 = a.order(card.cardNo, 10_000, 1_000);
    const missed = a.order(card.cardNo, 9_000, 500);
    const r3 = a.order(card.cardNo, 8_500, 700);
    assert.deepEqual(await book(wells[0]!, r1, r3), ['booked', 'booked']);
    assert.deepEqual(await kinds(r3.recordNo), [
      ['gap', 0, 'N'],
      ['balance', -500, 'N'],
    ]);
    assert.match((await issuesOf(r3.recordNo))[0]!.detail, new RegExp(`记录号从 #${r1.recordNo} 跳到 #${r3.recordNo}，缺少 1 条记录`));
    assert.deepEqual(await book(wells[0]!, missed), ['booked']);
    assert.deepEqual(await kinds(missed.recordNo), []);
    const closed = await issuesOf(r3.recordNo);
    assert.deepEqual(
      closed.map((i) => [i.kind, i.processed, i.process_note]),
      [
        ['gap', 'Y', '后到的记录补齐后已对上，系统自动关闭'],
        ['balance', 'Y', '后到的记录补齐后已对上，系统自动关闭'],
      ],
    );
    assert.equal((await ok<{ card: CardRow }>(s.admin, cardCalls.findById, { id: card.id })).card.balance, 78);
  });

  test('a late record that does not fit between two others: the one after it is named', async () => {
    const card = await cardWith(100);
    const early = a.order(card.cardNo, 10_000, 1_000);
    const late = a.order(card.cardNo, 9_000, 500);
    const after = a.order(card.cardNo, 9_000, 300);
    // the record after it came first and fit what the server knew then
    assert.deepEqual(await book(wells[0]!, early, after), ['booked', 'booked']);
    assert.deepEqual(
      (await kinds(after.recordNo)).map(([k]) => k),
      ['gap'],
    );
    assert.deepEqual(await book(wells[0]!, late), ['booked']);
    assert.deepEqual(await kinds(after.recordNo), [
      ['gap', 0, 'Y'],
      ['balance', 500, 'N'],
    ]);
  });

  test("a meter that ran back against the device's record before; the card short of what the controller took; an unknown card", async () => {
    const card = await cardWith(5);
    const before = a.order(card.cardNo, 500, 100);
    const back = a.order(card.cardNo, 400, 300);
    back.startWh -= 2_000;
    back.startLiters -= 1_000;
    assert.deepEqual(await book(wells[0]!, before, back), ['booked', 'booked']);
    assert.deepEqual(await kinds(back.recordNo), [['meter', 0, 'N']]);
    assert.match((await issuesOf(back.recordNo))[0]!.detail, /起始读数 .+ kWh \/ .+ m³，低于上一条记录 #\d+ 结束时的/);
    // the chip said 8.00 was there; the server's card held 1.00 after the two
    const short = a.order(card.cardNo, 100, 100);
    const over = { ...short, balanceBeforeFen: 900, amountFen: 800, balanceAfterFen: 100 };
    assert.deepEqual(await book(wells[0]!, over), ['booked']);
    assert.deepEqual(await kinds(over.recordNo), [
      ['balance', 800, 'N'],
      ['shortfall', 700, 'N'],
    ]);
    const bill = await billed(wells[0]!, over.recordNo);
    assert.deepEqual([Number(bill!.amount_fen), Number(bill!.shortfall_fen)], [100, 700]);
    const stranger = a.order('NOCARD0001', 3_000, 1_200);
    assert.deepEqual(await book(wells[0]!, stranger), ['noCard']);
    assert.deepEqual(await kinds(stranger.recordNo), [['unknownCard', 1_200, 'N']]);
  });

  test('a record number held with another content is named once, and books nothing', async () => {
    const card = await cardWith(50);
    const held = a.order(card.cardNo, 5_000, 400);
    assert.deepEqual(await book(wells[0]!, held), ['booked']);
    const other = { ...held, amountFen: 900, balanceAfterFen: 4_100 };
    const before = await snapshot(s.database.db, [...BOOKKEEPING, 'reconcile_issue', 'fault_feedback', 'notice']);
    assert.deepEqual(await book(wells[0]!, other, other, held), ['again', 'again', 'again']);
    assert.deepEqual(await snapshot(s.database.db, [...BOOKKEEPING, 'reconcile_issue', 'fault_feedback', 'notice']), before);
    assert.deepEqual(await kinds(held.recordNo), [['conflict', 900, 'N']]);
  });
});

describe('irrigationWell/reconcile: the list, 处理, export; merchant and permissions', () => {
  const find = (input: Record<string, unknown> = {}) => ok<Page<ReconcileRow>>(s.admin, reconcileCalls.findPage, { size: 50, ...input });

  test('filters by kind, processed and keyword; another merchant sees none of them', async () => {
    const all = await find();
    assert.ok(all.total >= 8, `${all.total} issues`);
    const conflicts = await find({ kind: 'conflict' });
    assert.ok(conflicts.records.length > 0 && conflicts.records.every((r) => r.kind === 'conflict'));
    const open = await find({ processed: 'N' });
    assert.ok(open.records.every((r) => r.processed === 'N'));
    assert.equal((await find({ processed: 'Y' })).records.length, all.total - open.total);
    const stranger = await find({ keyword: 'NOCARD0001' });
    assert.deepEqual(
      stranger.records.map((r) => [r.kind, r.cardNo, r.difference, r.farmerName]),
      [['unknownCard', 'NOCARD0001', 12, '']],
    );
    const theirs = await ok<Page<ReconcileRow>>(s.other, reconcileCalls.findPage, { size: 50 });
    assert.equal(theirs.total, 0);
  });

  test("处理 with a note, once; another merchant's is not found; without the button, refused", async () => {
    const [row] = (await find({ kind: 'meter', processed: 'N' })).records;
    assert.ok(row);
    await refused(s.other, reconcileCalls.process, { id: row.id, note: '查看' }, '对账异常不存在或已删除');
    const viewer = await userWith(s, '16600002001', [wellPermissions.reconcile.view]);
    await refused(viewer, reconcileCalls.process, { id: row.id, note: '查看' }, /./, 1007);
    const done = await ok<ReconcileRow>(s.admin, reconcileCalls.process, { id: row.id, note: '  更换了电表，读数归零  ' });
    assert.deepEqual([done.processed, done.processNote, done.processedBy], ['Y', '更换了电表，读数归零', '演示管理员']);
    await refused(s.admin, reconcileCalls.process, { id: row.id, note: '再处理' }, '该对账异常已处理');
    const empty = await s.admin.call(reconcileCalls.process, { id: row.id, note: '   ' });
    assert.equal(empty.status, 400);
  });

  test('export: the columns as the table defines them, only with the 导出 button', async () => {
    const res = await s.admin.call(exportRows, { call: reconcileCalls.findPage.path, format: 'csv', filters: { kind: 'unknownCard' } });
    assert.equal(res.status, 200, res.text.slice(0, 200));
    const [header, ...rows] = parse(res.bytes.toString('utf8'), { bom: true }) as string[][];
    assert.equal(header![0], '编号');
    assert.ok(header!.includes(reconcileColumnTitles.difference) && header!.includes(reconcileColumnTitles.kind));
    assert.ok(rows.length > 0 && rows.every((r) => r[header!.indexOf(reconcileColumnTitles.kind)] === '卡号不存在'));
    const viewer = await userWith(s, '16600002002', [wellPermissions.reconcile.view]);
    const refusedRes = await viewer.call(exportRows, { call: reconcileCalls.findPage.path, format: 'csv' });
    assert.equal(refusedRes.body.errorCode, 1007);
  });
});
