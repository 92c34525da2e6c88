import { expect } from '@open-wc/testing';
import { opt as equipTypeOpt } from '../../src/api/contract/fertigation/equip-type';
import { captcha as loginCaptcha } from '../../src/api/contract/login';
import { callApi, callImage } from '../../src/api/transport/request';
import { LoginLogScreen } from '../../src/screens/system/login-log/login-log-screen';
import { OperLogScreen } from '../../src/screens/system/oper-log/oper-log-screen';
import { submitLogin } from '../../src/screens/public/login/submit-login';
import { startAnonymousSession } from '../../src/session/public/session';
import { businessNow } from '../../src/ui/date-range';
import { captureDownloads, csvRows } from './support/downloads';
import { shadowQueries, until } from './support/shadow-queries';
import { click, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { ADMIN, referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';

const TEST_CAPTCHA = 'T3ST'; // test/server/support/test-server.ts
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const texts = (tr: HTMLTableRowElement) => [...tr.cells].map((td) => td.textContent ?? '');
const table = () => bodyRows().map(texts);
const search = () => $('form[role="search"]')!;
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const dialog = () => $('[role="dialog"]');
const total = () => $('.irr-pager-total')?.textContent;

/** Picks an option of a select as a user's change does. */
function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The first day of the merchants' current month, yyyy-MM-dd. */
function firstOfMonth(): string {
  const now = businessNow();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}

/** Opens the range picker and picks `day` as both ends (the whole day). */
async function pickDay(day: string): Promise<void> {
  await click($('.irr-range-trigger')!);
  await until(() => $(`button[data-date="${day}"]`), 'the range panel opens');
  await click($(`button[data-date="${day}"]`)!);
  await click($(`button[data-date="${day}"]`)!);
  await until(() => !$('[role="grid"]'), 'the panel closes');
}

const props = (path: string, title: string) => ({ path, query: {}, title, active: true });
const METHOD: Record<string, string> = { password: '密码登录', forcedEntry: '免登录' };
const RESULT: Record<string, string> = { success: '成功', failure: '失败' };

interface DbLogin {
  account: string;
  user_name: string;
  ip: string;
  method: string;
  result: string;
  reason: string;
}
/** The login log as the screen must show it (newest first, first page), rows as the columns after the time. */
async function loginLog(where: string, params: unknown[]): Promise<string[][]> {
  const rows = await referenceSql<DbLogin>(
    `select account, user_name, ip, method, result, reason from login_log where merchant_id = $1 and ${where}
     order by created_at desc, id desc limit 10`,
    [suite.merchant, ...params],
  );
  return rows.map((r) => [r.account, r.user_name, r.ip, METHOD[r.method]!, RESULT[r.result]!, r.reason]);
}
const loginCount = async (where: string, params: unknown[]) =>
  Number(
    (
      await oneRow<{ n: string }>('count', `select count(*) as n from login_log where merchant_id = $1 and ${where}`, [
        suite.merchant,
        ...params,
      ])
    ).n,
  );

describe('login log screen on the reference server', () => {
  before(async () => {
    // one refused login of the admin's account (wrong password), with the fixed captcha of the test server
    await referenceLogin(); // points the session at the reference server
    await startAnonymousSession();
    await callImage(loginCaptcha, { userType: 'merchant' });
    const refused = await submitLogin({ username: ADMIN, password: 'Wrong#Pass1', code: TEST_CAPTCHA }).then(
      () => null,
      (e: Error) => e,
    );
    expect(refused, 'the wrong password is refused').to.be.instanceOf(Error);
  });

  it('shows the logins newest first, as the database holds them', async () => {
    suite.mount(<LoginLogScreen {...props('/system/loginLog', '登录日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    const expected = await loginLog('true', []);
    expect(
      expected.some((r) => r[4] === '失败'),
      'the refused login is logged',
    ).to.equal(true);
    await until(() => JSON.stringify(table().map((r) => r.slice(1))) === JSON.stringify(expected), 'rows equal the log');
    // the shared table's scrolling wrapper takes no focus when its rows hold no control (src/ui/table, reported)
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
    expect(table()[0]![0], 'time yyyy-MM-dd HH:mm:ss').to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(all('thead th').map((th) => th.textContent)).to.deep.equal(['时间', '账号', '姓名', '地址', '方式', '结果', '原因']);
    expect(total()).to.equal(`共 ${await loginCount('true', [])} 条`);
  });

  it('filters by account and result as the SQL does', async () => {
    suite.mount(<LoginLogScreen {...props('/system/loginLog', '登录日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    await click(search().querySelector('input[name="keyword"]')!);
    await type(ADMIN.slice(0, 7));
    choose(search().querySelector<HTMLSelectElement>('select[name="result"]')!, 'failure');
    await click(buttonIn(search(), '查询'));
    const expected = await loginLog(`result = 'failure' and (account ilike $2 or user_name ilike $2)`, [`%${ADMIN.slice(0, 7)}%`]);
    expect(expected.length, 'the refused login').to.be.greaterThan(0);
    await until(() => JSON.stringify(table().map((r) => r.slice(1))) === JSON.stringify(expected), 'only the failures of the account');
    expect(table()[0]![6]).to.equal('密码错误');
  });

  it('filters by the picked day as the SQL does', async () => {
    const day = firstOfMonth();
    await referenceSql(
      `insert into login_log (merchant_id, user_id, account, user_name, ip, method, result, reason, created_at) values
       ($1, null, '13800000009', '月初甲', '10.0.0.9', 'forcedEntry', 'success', '', $2::timestamptz),
       ($1, null, '13800000008', '月初乙', '10.0.0.8', 'password', 'failure', '验证码错误', $3::timestamptz)`,
      [suite.merchant, `${day} 08:30:00+08`, `${day} 09:45:00+08`],
    );
    suite.mount(<LoginLogScreen {...props('/system/loginLog', '登录日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    await pickDay(day);
    const expected = await loginLog('created_at between $2::timestamptz and $3::timestamptz', [`${day} 00:00:00+08`, `${day} 23:59:59+08`]);
    expect(expected.map((r) => r[1])).to.include.members(['月初甲', '月初乙']);
    await until(() => JSON.stringify(table().map((r) => r.slice(1))) === JSON.stringify(expected), 'only that day');
    expect(table().find((r) => r[2] === '月初甲')![0]).to.equal(`${day} 08:30:00`);
    expect(table().find((r) => r[2] === '月初甲')![4]).to.equal('免登录');
  });
});

interface DbOper {
  id: number;
  user_name: string;
  user_mobile: string;
  path: string;
  ip: string;
  n: string;
}
/** The operation log as the screen shows it: operator, mobile, path, address, change count (the operation's label is the server's). */
async function operLog(where: string, params: unknown[]): Promise<string[][]> {
  const rows = await referenceSql<DbOper>(
    `select o.id, o.user_name, o.user_mobile, o.path, o.ip, (select count(*) from oper_log_change c where c.oper_id = o.id) as n
     from oper_log o where o.merchant_id = $1 and ${where} order by o.created_at desc, o.id desc limit 10`,
    [suite.merchant, ...params],
  );
  return rows.map((r) => [r.user_name, r.user_mobile, r.path, r.ip, String(r.n)]);
}
const operColumns = (r: string[]) => [r[1]!, r[2]!, r[4]!, r[5]!, r[6]!];

describe('operation log screen on the reference server', () => {
  let changed: { id: number; name: string };

  before(async () => {
    await referenceLogin();
    const type = await oneRow<{ id: number; version: number; name: string }>(
      'enabled equipment type',
      `select id, version, name from equip_type where merchant_id = $1 and enabled = 'Y' order by id limit 1`,
      [suite.merchant],
    );
    await callApi(equipTypeOpt, { action: 'disable', id: type.id, version: type.version });
    changed = type;
  });

  it('lists the writes newest first with operator, path, address and change count', async () => {
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    const expected = await operLog('true', []);
    await until(() => JSON.stringify(table().map(operColumns)) === JSON.stringify(expected), 'rows equal the log');
    expect(all('thead th').map((th) => th.textContent)).to.deep.equal([
      '时间',
      '操作人',
      '手机号',
      '操作',
      '接口',
      '地址',
      '变更数',
      '详情',
    ]);
    expect(table()[0]![4]).to.equal('fertigation/equip/type/opt');
  });

  it('filters by the operator mobile as the SQL does', async () => {
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    await click(search().querySelector('input[name="keyword"]')!);
    await type('1380000');
    await click(buttonIn(search(), '查询'));
    const expected = await operLog(`o.user_mobile like '1380000%'`, []);
    expect(expected.length).to.be.greaterThan(0);
    await until(() => JSON.stringify(table().map(operColumns)) === JSON.stringify(expected), 'only the mobile');
  });

  it("exports the operations of the filters in force as CSV, the table's columns but 详情, and XLSX", async () => {
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    await click(search().querySelector('input[name="keyword"]')!);
    await type('1380000');
    await click(buttonIn(search(), '查询'));
    const expected = await operLog(`o.user_mobile like '1380000%'`, []);
    await until(() => JSON.stringify(table().map(operColumns)) === JSON.stringify(expected), 'only the mobile');
    const downloads = captureDownloads();
    try {
      await click(buttonIn($('[role="group"][aria-label="操作日志 导出"]')!, '导出CSV'));
      await until(() => downloads.blobs.length === 1, 'the file');
      await click(buttonIn($('[role="group"][aria-label="操作日志 导出"]')!, '导出Excel'));
      await until(() => downloads.blobs.length === 2, 'the workbook');
      expect(downloads.names.map((n) => n.replace(/\d{8}/, 'yyyyMMdd'))).to.deep.equal(['操作日志-yyyyMMdd.csv', '操作日志-yyyyMMdd.xlsx']);
      const [header, ...rows] = await csvRows(downloads.blobs[0]!);
      expect(header).to.deep.equal(['时间', '操作人', '手机号', '操作', '接口', '地址', '变更数']);
      const n = await oneRow<{ n: number }>(
        'count',
        `select count(*)::int as n from oper_log o where o.merchant_id = $1 and o.user_mobile like '1380000%'
        and o.created_at >= $2::timestamptz`,
        [suite.merchant, `${firstOfMonth()} 00:00:00+08`],
      );
      expect(rows.length, "the month's operations of the mobile, not only the page").to.equal(n.n);
      expect(rows.slice(0, bodyRows().length)).to.deep.equal(table().map((r) => r.slice(0, 7)));
      expect(downloads.blobs[1]!.type).to.match(/spreadsheetml/);
    } finally {
      downloads.restore();
    }
  });

  it('filters by the picked day as the SQL does', async () => {
    const day = firstOfMonth();
    await referenceSql(
      `with o as (insert into oper_log (merchant_id, user_id, user_name, user_mobile, ip, path, permission, created_at)
         values ($1, null, '月初操作人', '13800000007', '10.0.0.7', 'fertigation/place/savePlace', '', $2::timestamptz) returning id)
       insert into oper_log_change (oper_id, table_name, row_id, action, before, after)
         select id, 'place', '999', 'insert', null, '{"id": 999, "name": "月初村"}'::jsonb from o`,
      [suite.merchant, `${day} 07:15:00+08`],
    );
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => bodyRows().length > 0, 'rows load');
    await pickDay(day);
    const expected = await operLog('o.created_at between $2::timestamptz and $3::timestamptz', [
      `${day} 00:00:00+08`,
      `${day} 23:59:59+08`,
    ]);
    expect(expected.map((r) => r[0])).to.include('月初操作人');
    await until(() => JSON.stringify(table().map(operColumns)) === JSON.stringify(expected), 'only that day');
    const row = bodyRows().find((tr) => texts(tr)[1] === '月初操作人')!;
    expect(texts(row)[0]).to.equal(`${day} 07:15:00`);
    await click(buttonIn(row, '详情'));
    await until(() => dialog()?.querySelector('.oper-change'), 'the detail loads');
    expect(dialog()!.querySelector('h3')!.textContent).to.equal('1. 新增 place #999');
    const cells = [...dialog()!.querySelectorAll('.oper-change tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells, 'an insert shows every field, after only').to.deep.equal([
      ['id', '', '999'],
      ['name', '', '月初村'],
    ]);
    expect(buttonIn(dialog()!, '显示全部字段'), 'no toggle for an insert').to.equal(undefined);
  });

  it('详情 shows the changed row: table, id, action and the changed fields before and after; a toggle shows all', async () => {
    const [change] = await referenceSql<{
      row_id: string;
      changed: string[];
      fields: string[];
      before_enabled: string;
      after_enabled: string;
    }>(
      `select c.row_id,
         (select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(c.after) k where c.before->k is distinct from c.after->k) as changed,
         (select array_agg(k) from jsonb_object_keys(c.after) k) as fields,
         c.before->>'enabled' as before_enabled, c.after->>'enabled' as after_enabled
       from oper_log_change c join oper_log o on o.id = c.oper_id
       where o.merchant_id = $1 and c.table_name = 'equip_type' and c.row_id = $2 order by c.id desc limit 1`,
      [suite.merchant, String(changed.id)],
    );
    expect(change, 'the disable is logged').to.not.equal(undefined);
    expect([change!.before_enabled, change!.after_enabled]).to.deep.equal(['Y', 'N']);
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => bodyRows().some((tr) => texts(tr)[4] === 'fertigation/equip/type/opt'), 'the change is listed');
    const row = bodyRows().find((tr) => texts(tr)[4] === 'fertigation/equip/type/opt')!;
    await click(buttonIn(row, '详情'));
    await until(() => dialog()?.querySelector('.oper-change'), 'the detail loads');
    await expect(suite.mounted!.host).to.be.accessible();
    const section = dialog()!.querySelector('.oper-change')!;
    expect(section.querySelector('h3')!.textContent).to.equal(`1. 修改 equip_type #${changed.id}`);
    const diffRows = () => [...section.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const names = () => diffRows().map((tr) => tr.querySelector('th')!.firstChild!.textContent);
    expect([...names()].sort()).to.deep.equal([...change!.changed].sort());
    expect(diffRows().every((tr) => tr.hasAttribute('data-changed'))).to.equal(true);
    const enabled = diffRows().find((tr) => tr.querySelector('th')!.firstChild!.textContent === 'enabled')!;
    expect([...enabled.cells].slice(1).map((td) => td.textContent)).to.deep.equal(['Y', 'N']);
    await click(buttonIn(section, '显示全部字段'));
    await until(() => diffRows().length === change!.fields.length, 'every field');
    const name = diffRows().find((tr) => tr.querySelector('th')!.firstChild!.textContent === 'name')!;
    expect(name.hasAttribute('data-changed'), 'an unchanged field is not marked').to.equal(false);
    expect([...name.cells].slice(1).map((td) => td.textContent)).to.deep.equal([changed.name, changed.name]);
    await click(buttonIn(section, '只看变更字段'));
    await until(() => diffRows().length === change!.changed.length, 'changed fields again');
  });

  it('a user with the login log only sees no operation log', async () => {
    await referenceUser('13600000031', ['plat:loginLog:view']);
    await referenceLogin('13600000031');
    suite.mount(<OperLogScreen {...props('/system/operLog', '操作日志')} />);
    await until(() => $('[role="alert"]')?.textContent === '您没有查看此日志的权限', 'no permission');
    expect($('table')).to.equal(null);
    suite.unmount();
    suite.mount(<LoginLogScreen {...props('/system/loginLog', '登录日志')} />);
    await until(() => bodyRows().length > 0, 'the login log loads');
  });
});
