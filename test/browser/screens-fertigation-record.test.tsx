import { expect } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { label } from '../../src/i18n/zh-CN/enums';
import { FeedbackPage } from '../../src/screens/fertigation/feedback/feedback-page';
import { RecordPage } from '../../src/screens/fertigation/record/record-page';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const suite = referenceScreenSuite();
const { all, $, button, dialogButton } = shadowQueries(() => suite.mounted!.shadow);
const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const cellsOf = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
/** The row whose first cell is `key` (an order number, a template's name). */
const rowOf = (key: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === key);
const cells = (key: string) => cellsOf(rowOf(key)!);
const total = () => $('.irr-pager-total')?.textContent;

async function mount(node: ReactNode): Promise<void> {
  suite.mount(node);
  await until(() => bodyRows().length > 0, 'rows load');
}

const STATUS: Record<string, string> = { RUNNING: '进行中', TO_RUN: '待运行', FINISH: '已完成', CANCEL: '已取消' };
const TYPE: Record<string, string> = { MAKE_AN_APPOINTMENT: '预约', EVEN_THOUGH: '即时' };

/** The current month as the records screen asks for it by default: `yyyy-MM-dd HH:mm:ss`, days of China Standard Time. */
function thisMonth(): [string, string] {
  const wall = new Date(Date.now() + 8 * 3_600_000); // the merchants' clock, read with the UTC getters
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const [y, m] = [wall.getUTCFullYear(), wall.getUTCMonth()];
  return [`${day(new Date(Date.UTC(y, m, 1)))} 00:00:00`, `${day(new Date(Date.UTC(y, m + 1, 0)))} 23:59:59`];
}

interface DbRecord {
  id: number;
  order_no: string;
  status: string;
  order_type: string;
  amount_fen: number;
  cancel_remark: string;
  cancelled: boolean;
}
/** The merchant's fertigation records of this month (times sent in China Standard Time), newest first as the table pages them. */
const MONTH = `from usage_record r where r.merchant_id = $1 and r.business = 'fertigation'
  and r.start_at >= ($2 || '+08')::timestamptz and r.start_at <= ($3 || '+08')::timestamptz`;
const records = (where = 'true', params: unknown[] = []) =>
  referenceSql<DbRecord>(
    `select r.id, r.order_no, r.status, r.order_type, r.amount_fen, r.cancel_remark, r.cancelled_at is not null as cancelled
   ${MONTH} and ${where} order by r.start_at desc, r.id desc limit 10`,
    [suite.merchant, ...thisMonth(), ...params],
  );
const countOf = async (where = 'true', params: unknown[] = []) =>
  (await referenceSql<{ n: number }>(`select count(*)::int as n ${MONTH} and ${where}`, [suite.merchant, ...thisMonth(), ...params]))[0]!.n;
const recordById = (id: number) =>
  oneRow<DbRecord>(
    `record ${id}`,
    'select id, order_no, status, order_type, amount_fen, cancel_remark, cancelled_at is not null as cancelled from usage_record where id = $1',
    [id],
  );
const shown = (r: DbRecord) => [r.order_no, STATUS[r.status], TYPE[r.order_type], (r.amount_fen / 100).toFixed(2)];

describe('fertigation records and feedback screens on the reference server', () => {
  // The seed's fertigation records are dated by days, its running and booked ones around the day's
  // end: on a month's first or last day this month may hold none of them. A finished, a running and
  // a booked record of this moment, so that this month has each whatever the day.
  before(async () => {
    await referenceSql(
      `insert into usage_record (merchant_id, business, well_id, equip_id, place_id, area_id, template_id, order_no,
        order_type, status, user_name, user_mobile, start_at, end_at, water_liters, electric_wh, amount_fen, pay_mode, created_at)
      select e.merchant_id, 'fertigation', null, e.id, e.place_id, null, null, 'BRW' || s.n, 'EVEN_THOUGH', s.status, '浏览器农户',
        '13800001111', now(), case when s.status = 'FINISH' then now() end, 1000, 0, 1250, 'wxpay', now()
      from (select id, merchant_id, place_id from fertigation_equip where merchant_id = $1 order by id limit 1) e,
        (values (1, 'FINISH'), (2, 'RUNNING'), (3, 'TO_RUN')) as s (n, status)`,
      [suite.merchant],
    );
  });

  it("lists this month's records with labels and two-decimal amounts, and filters by status", async () => {
    const newest = await records();
    const finished = await records(`r.status = 'FINISH'`);
    expect(finished.length).to.be.greaterThan(0);
    await mount(<RecordPage />);
    const pick = (c: string[]) => [c[0], c[1], c[5], c[2]];
    expect(bodyRows().map((tr) => pick(cellsOf(tr)))).to.deep.equal(newest.map(shown));
    expect(total()).to.equal(`共 ${await countOf()} 条`);
    const status = all<HTMLSelectElement>('select').find((s) => s.labels?.[0]?.textContent === '状态')!;
    status.value = 'FINISH';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await click(button('查询')!);
    await until(
      () =>
        bodyRows()
          .map((tr) => tr.cells[0]!.textContent)
          .join() === finished.map((r) => r.order_no).join(),
      'only finished records',
    );
    expect(bodyRows().map((tr) => pick(cellsOf(tr)))).to.deep.equal(finished.map(shown));
    expect(total(), 'of this month only').to.equal(`共 ${await countOf(`r.status = 'FINISH'`)} 条`);
  });

  it('cancels a running record after confirmation with a remark; a finished one has no cancel', async () => {
    const page = await records();
    const running = page.find((r) => r.status === 'RUNNING' || r.status === 'TO_RUN');
    const finished = page.find((r) => r.status === 'FINISH');
    expect(running, 'a running or booked record on the first page').not.to.equal(undefined);
    const events = recordEvents();
    await mount(<RecordPage />);
    expect(button(`取消 ${finished!.order_no}`)).to.equal(undefined);
    await click(button(`取消 ${running!.order_no}`)!);
    await until(() => $('[role="dialog"] textarea'), 'the confirmation opens');
    expect($('[role="dialog"]')!.textContent).to.contain(`确定取消订单 ${running!.order_no} 吗？`);
    expect(dialogButton('确定').disabled, 'a remark is needed').to.equal(true);
    await fill($<HTMLInputElement>('[role="dialog"] textarea')!, '设备检修');
    await click(dialogButton('确定'));
    await until(() => cells(running!.order_no)[1] === '已取消', 'the table refreshes');
    expect(await recordById(running!.id)).to.deep.include({ status: 'CANCEL', cancel_remark: '设备检修', cancelled: true });
    expect(events.ofType('message').map((m) => m.text)).to.include('订单已取消');
    expect(button(`取消 ${running!.order_no}`)).to.equal(undefined);
    events.stop();
  });

  it('hides the cancel column without fertigation:record:cancel', async () => {
    // A booked record of its own, so there is one to cancel whatever ran before.
    const [newest] = await referenceSql<{ order_no: string }>(
      `update usage_record set status = 'TO_RUN', end_at = null
      where id = (select r.id ${MONTH} and r.status = 'FINISH' order by r.start_at desc, r.id desc limit 1) returning order_no`,
      [suite.merchant, ...thisMonth()],
    );
    await referenceUser('13900000301', ['fertigation:record:view']);
    await referenceLogin('13900000301');
    await mount(<RecordPage />);
    await until(() => cells(newest!.order_no)[1] === '待运行', 'the booked record shows');
    expect(button(`取消 ${newest!.order_no}`)).to.equal(undefined);
    expect(all('th').map((th) => th.textContent)).not.to.include('操作');
  });

  it('processes a feedback with a result; the processed row shows it', async () => {
    const open = await oneRow<{ id: number; machine: string; created: string; fault_type: string; reporter_identity: string }>(
      'open fault on the first page',
      `select * from (select f.id, e.name || '(' || e.cd || ')' as machine, f.processed, f.fault_type, f.reporter_identity,
         to_char((f.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') as created
       from fault_feedback f join fertigation_equip e on e.id = f.equip_id where f.merchant_id = $1 and f.business = 'fertigation'
       order by f.created_at desc, f.id desc limit 10) f where f.processed = 'N' order by f.created desc, f.id desc limit 1`,
      [suite.merchant],
    );
    const row = () => bodyRows().find((tr) => tr.cells[0]!.textContent === open.machine && tr.cells[4]!.textContent === open.created);
    await mount(<FeedbackPage />);
    expect(cellsOf(row()!).slice(0, 5)).to.deep.equal([
      open.machine,
      '未处理',
      label('faultType', open.fault_type),
      label('reporterIdentity', open.reporter_identity),
      open.created,
    ]);
    await click(row()!.querySelector('button')!);
    await until(() => $('[role="dialog"] textarea'), 'the dialog opens');
    await fill($<HTMLInputElement>('[role="dialog"] textarea')!, '已更换水泵');
    await click(dialogButton('确定'));
    await until(() => row()?.cells[1]!.textContent === '已处理：已更换水泵', 'the result shows');
    expect(row()!.querySelector('button'), 'no second processing').to.equal(null);
    expect(
      await referenceSql(
        'select processed, process_remark, process_pictures, processed_by_name, processed_at is not null as dated from fault_feedback where id = $1',
        [open.id],
      ),
    ).to.deep.equal([{ processed: 'Y', process_remark: '已更换水泵', process_pictures: '', processed_by_name: '演示管理员', dated: true }]);
  });
});
