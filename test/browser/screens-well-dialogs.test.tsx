import { expect } from '@open-wc/testing';
import { createMemoryHistory, createRouter, RouterContext, type Router } from '../../src/router';
import { WellScreen } from '../../src/screens/agriculturalWell/well/well-screen';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { BILLING, HEALTH, RUNNING, STATUS, TRANSFORMER, choose, retype, wellById, wellWhere, type DbWell } from './support/well-fixtures';

const screenProps = { path: '/agriculturalWell/well', query: {}, title: '机井管理', active: true };
const suite = referenceScreenSuite();
let router: Router;
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const rowOf = (cd: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === cd);
const cells = (cd: string) => [...rowOf(cd)!.cells].map((td) => td.textContent);
const dialog = () => $('[role="dialog"]');
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
/** The dialog's control labelled `label`. */
const labelled = <T extends HTMLElement>(label: string) =>
  dialog()!.querySelector<T>(`[id="${[...dialog()!.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor}"]`)!;
/** The detail dialog's value of `term`. */
const detail = (term: string) =>
  [...dialog()!.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
const alerts = () => [...dialog()!.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

/** Shows the wells screen searched for `well`'s code, so its row is on the page. */
async function mountWith(well: DbWell): Promise<void> {
  // The detail's link to the faults goes through the console's router.
  router = createRouter({ history: createMemoryHistory('/agriculturalWell/well') });
  suite.mount(
    <RouterContext.Provider value={router}>
      <WellScreen {...screenProps} />
    </RouterContext.Provider>,
  );
  await until(() => bodyRows().length > 0, 'rows load');
  const box = $<HTMLInputElement>('form[role="search"] input[name="keyword"]')!;
  await fill(box, well.cd);
  await click(buttonIn($('form[role="search"]')!, '查询')!);
  // the filtered page, not the first one still shown while it loads (a click there would miss)
  await until(
    () => $('table[aria-busy="false"]') && rowOf(well.cd) && bodyRows().every((tr) => tr.cells[0]!.textContent!.includes(well.cd)),
    `row ${well.cd}`,
  );
}

async function open(well: DbWell, action: string): Promise<void> {
  await click(buttonIn(rowOf(well.cd)!, action)!);
  await until(() => dialog() && !dialog()!.querySelector('[role="status"]'), `${action} opens`);
}

/** A well's orders of today, as the server counts it: by its clock (see referenceNow). */
const todayOf = async (wellId: number) =>
  oneRow<{ orders: number; water: number; power: number; amount: number }>(
    'today',
    `
  select count(*)::int as orders, coalesce(sum(water_liters), 0)::int as water, coalesce(sum(electric_wh), 0)::int as power,
    coalesce(sum(amount_fen) filter (where status = 'FINISH'), 0)::int as amount
  from usage_record where business = 'well' and well_id = $1
    and start_at >= (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')
    and start_at < (date_trunc('day', $2::timestamptz at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai') + interval '1 day'`,
    [wellId, (await referenceNow()).toISOString()],
  );
const openFaultsOf = async (wellId: number) =>
  (
    await oneRow<{ n: number }>(
      'faults',
      `select count(*)::int as n from fault_feedback where business = 'well' and well_id = $1 and processed = 'N'`,
      [wellId],
    )
  ).n;
const paramOf = (wellId: number) =>
  oneRow<Record<string, unknown>>(
    'parameters',
    'select max_run_minutes, water_level_min_cm, water_level_max_cm, pulse_per_m3, meter_ratio, min_balance_fen, follow_prompt, assigned, version from well_param where equip_id = $1',
    [wellId],
  );

describe('wells screen on the reference server: detail, edit, billing, parameters, stop and enable', () => {
  it("shows a well's detail with today's figures and its open faults", async () => {
    const { id } = await oneRow<{ id: number }>(
      'a pumping well with open faults',
      `select w.id from well w where w.merchant_id = $1 and w.running = 'use'
      and exists (select 1 from fault_feedback f where f.well_id = w.id and f.processed = 'N') order by w.cd limit 1`,
      [suite.merchant],
    );
    const well = await wellById(suite.merchant, id);
    const [today, faults] = await Promise.all([todayOf(id), openFaultsOf(id)]);
    expect(today.orders, 'a pumping well has a run today').to.be.greaterThan(0);
    await mountWith(well);
    await open(well, '详情');
    expect(dialog()!.getAttribute('aria-label') ?? $(`#${dialog()!.getAttribute('aria-labelledby')}`)?.textContent).to.equal(
      `详情 - ${well.cd} ${well.name}`,
    );
    expect([
      detail('机井编号'),
      detail('机井名称'),
      detail('村镇'),
      detail('设备状态'),
      detail('健康度'),
      detail('运行状态'),
      detail('变压器'),
    ]).to.deep.equal([
      well.cd,
      well.name,
      well.place_name,
      STATUS[well.status],
      HEALTH[well.health],
      RUNNING[well.running],
      TRANSFORMER[well.transformer],
    ]);
    expect(detail('计费方式')).to.contain(BILLING[well.billing_mode]);
    expect(detail('井长')).to.equal([well.keeper_name, well.keeper_mobile].filter(Boolean).join(' '));
    expect([detail('订单数'), detail('用水量(m³)'), detail('用电量(kWh)'), detail('金额(元)')]).to.deep.equal([
      String(today.orders),
      (today.water / 1000).toFixed(3),
      (Math.round(today.power / 10) / 100).toFixed(2),
      (today.amount / 100).toFixed(2),
    ]);
    expect(detail('未处理故障')).to.equal(`${faults} 查看故障反馈`);
    await click([...dialog()!.querySelectorAll('a')].find((a) => a.textContent === '查看故障反馈')!);
    await until(() => dialog() === null, 'the link closes the dialog');
    expect(router.history.location().path).to.equal('/agriculturalWell/feedback');
  });

  it('edits name, transformer, keeper and coordinates; refuses a bad mobile and a lone longitude', async () => {
    const well = await wellWhere(suite.merchant, 'an idle surveyed well', `w.running = 'leisure' and w.longitude is not null`);
    await mountWith(well);
    await open(well, '编辑');
    const name = labelled<HTMLInputElement>('机井名称');
    expect(name.value).to.equal(well.name);
    await retype(name, '东渠新井');
    await choose(labelled<HTMLSelectElement>('变压器'), well.transformer === 'special' ? 'public' : 'special');
    await retype(labelled<HTMLInputElement>('井长'), '王守井');
    await retype(labelled<HTMLInputElement>('井长手机号'), '1390000');
    await retype(labelled<HTMLInputElement>('纬度'), '');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('请输入有效的手机号'), 'the mobile is refused');
    await retype(labelled<HTMLInputElement>('井长手机号'), '13900002222');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('经度和纬度须同时填写或同时留空'), 'a lone longitude is refused');
    expect((await wellById(suite.merchant, well.id)).version, 'nothing saved').to.equal(well.version);
    await retype(labelled<HTMLInputElement>('纬度'), '38.123456');
    const events = recordEvents();
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('保存成功');
    expect(await wellById(suite.merchant, well.id)).to.deep.include({
      name: '东渠新井',
      transformer: well.transformer === 'special' ? 'public' : 'special',
      keeper_name: '王守井',
      keeper_mobile: '13900002222',
      longitude: well.longitude,
      latitude: '38.123456',
      version: well.version + 1,
    });
    await until(() => cells(well.cd)[1] === '东渠新井', 'the row reloads');
  });

  it('sets the permit (取水许可) in whole m³ with its number, refusing 0 and a fraction; the detail shows it', async () => {
    const well = await wellWhere(suite.merchant, 'an idle well without a permit', `w.running = 'leisure' and w.permit_liters is null`);
    await mountWith(well);
    await open(well, '编辑');
    const volume = labelled<HTMLInputElement>('取水许可水量(m³/年)');
    expect([volume.value, labelled<HTMLInputElement>('取水许可证号').value]).to.deep.equal(['', '']);
    await retype(volume, '0');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('取水许可水量须在1到100000000之间'), '0 m³ is refused');
    await retype(volume, '2.5');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('取水许可水量须为整数'), 'a fraction is refused');
    expect((await wellById(suite.merchant, well.id)).version, 'nothing saved').to.equal(well.version);
    await retype(volume, '48000');
    await retype(labelled<HTMLInputElement>('取水许可证号'), 'D130109G2026-0042');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    expect(await wellById(suite.merchant, well.id)).to.deep.include({
      permit_liters: '48000000',
      permit_no: 'D130109G2026-0042',
      version: well.version + 1,
    });
    await open(well, '详情');
    expect([detail('取水许可水量(m³/年)'), detail('取水许可证号')]).to.deep.equal(['48000', 'D130109G2026-0042']);
  });

  it('sets the billing mode and prices in yuan, refusing a price the mode charges by at 0 or over 99.99', async () => {
    const well = await wellWhere(suite.merchant, 'a well billed by electricity', `w.billing_mode = 'electric'`);
    await mountWith(well);
    await open(well, '计费设置');
    const water = labelled<HTMLInputElement>('水价(元/m³)');
    const electric = labelled<HTMLInputElement>('电价(元/kWh)');
    expect(electric.value).to.equal((well.electric_price_fen / 100).toFixed(2));
    await choose(labelled<HTMLSelectElement>('计费方式'), 'electricAndWater');
    await retype(water, '0');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('水价须大于0'), 'a zero water price is refused');
    await retype(water, '120');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().includes('水价须在0到99.99之间'), 'over 99.99 is refused');
    await retype(water, '1.2345');
    expect(water.value, 'two decimals at most').to.equal('1.23');
    await retype(electric, '0.85');
    expect((await wellById(suite.merchant, well.id)).version, 'nothing saved').to.equal(well.version);
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    expect(await wellById(suite.merchant, well.id)).to.deep.include({
      billing_mode: 'electricAndWater',
      electric_price_fen: 85,
      water_price_fen: 123,
      version: well.version + 1,
    });
    await until(() => cells(well.cd)[6] === '按水电计费 电 0.85元/kWh 水 1.23元/m³', 'the row shows the mode and prices');
  });

  it('refuses bad parameters with their messages, then saves them (not yet taken by the device)', async () => {
    const well = await wellWhere(suite.merchant, 'a well', 'true');
    const before = await paramOf(well.id);
    await mountWith(well);
    await open(well, '参数设置');
    const input = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(input('maxRunMinutes').value).to.equal(String(before.max_run_minutes));
    await retype(input('maxRunMinutes'), '0');
    await retype(input('waterLevelMin'), '90');
    await retype(input('waterLevelMax'), '20');
    await retype(input('minBalance'), '10000');
    await retype(input('pulsePerM3'), '');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => alerts().length >= 4, 'messages');
    expect(alerts()).to.deep.equal([
      '单次最长运行时长须在1到1440之间',
      '水位下限须小于水位上限',
      '脉冲常数不能为空',
      '最低余额须在0到9999.99之间',
    ]);
    expect(await paramOf(well.id), 'nothing saved').to.deep.equal(before);
    await retype(input('maxRunMinutes'), '300');
    await retype(input('waterLevelMin'), '12.5');
    await retype(input('waterLevelMax'), '85.25');
    await retype(input('minBalance'), '20.5');
    await retype(input('pulsePerM3'), '800');
    await choose(labelled<HTMLSelectElement>('跟随提示'), '3');
    await click(buttonIn(dialog()!, '保存')!);
    await until(() => dialog() === null, 'the dialog closes');
    expect(await paramOf(well.id)).to.deep.equal({
      ...before,
      max_run_minutes: 300,
      water_level_min_cm: 1250,
      water_level_max_cm: 8525,
      pulse_per_m3: 800,
      min_balance_fen: 2050,
      follow_prompt: 3,
      assigned: 'n',
      version: Number(before.version) + 1,
    });
  });

  it('stops an idle well after confirmation and enables it again; a pumping one is refused', async () => {
    const well = await wellWhere(
      suite.merchant,
      'an idle normal online well',
      `w.status = 'normal' and w.running = 'leisure' and w.is_online`,
    );
    await mountWith(well);
    await open(well, '停用');
    expect(dialog()!.textContent).to.contain(`确定停用「${well.cd} ${well.name}」吗？`);
    expect((await wellById(suite.merchant, well.id)).status, 'not before the confirmation').to.equal('normal');
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => cells(well.cd)[3]!.startsWith('停用') && buttonIn(rowOf(well.cd)!, '启用'), 'the row reloads stopped');
    expect(await wellById(suite.merchant, well.id)).to.deep.include({ status: 'stop', enabled: 'N' });
    await open(well, '启用');
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => cells(well.cd)[3]!.startsWith('正常') && buttonIn(rowOf(well.cd)!, '停用'), 'the row reloads enabled');
    expect(await wellById(suite.merchant, well.id)).to.deep.include({ status: 'normal', enabled: 'Y' });
    suite.mounted!.unmount();

    const pumping = await wellWhere(suite.merchant, 'a pumping well', `w.running = 'use' and w.status <> 'stop'`);
    await mountWith(pumping);
    const events = recordEvents();
    await open(pumping, '停用');
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => messages(events).includes('机井正在抽水，请结束后再停用'), 'the server refuses');
    events.stop();
    expect((await wellById(suite.merchant, pumping.id)).status).to.equal(pumping.status);
  });

  it('reloads the row when the server refuses because it changed meanwhile: stopped by someone else, then pumping', async () => {
    const well = await wellWhere(
      suite.merchant,
      'an idle normal online well',
      `w.status = 'normal' and w.running = 'leisure' and w.is_online`,
    );
    await mountWith(well);
    const events = recordEvents();
    await open(well, '停用');
    await referenceSql(`update well set status = 'stop', enabled = 'N' where id = $1`, [well.id]);
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => messages(events).includes('机井已停用'), 'the server refuses');
    await until(
      () => cells(well.cd)[3]!.startsWith('停用') && buttonIn(rowOf(well.cd)!, '启用'),
      "the row shows the server's stopped well",
    );
    await open(well, '启用');
    await referenceSql(`update well set status = 'normal', enabled = 'Y', running = 'use' where id = $1`, [well.id]);
    await click(buttonIn(dialog()!, '确定')!);
    await until(() => messages(events).includes('只有已停用的机井可以启用'), 'the server refuses again');
    await until(
      () => cells(well.cd)[3]!.startsWith('正常') && cells(well.cd)[4] === '使用中' && buttonIn(rowOf(well.cd)!, '停用'),
      "the row shows the server's pumping well",
    );
    events.stop();
    await referenceSql(`update well set running = 'leisure' where id = $1`, [well.id]);
  });

  it("设备密钥: generates a device's credentials, shows the secret once, then only the username; a reset replaces it", async () => {
    const well = await wellWhere(
      suite.merchant,
      'an idle well without a device',
      `w.running = 'leisure' and not exists (select 1 from device d where d.well_id = w.id)`,
    );
    await mountWith(well);
    await open(well, '详情');
    await until(() => detail('MQTT用户名') === '未生成', 'no credentials yet');
    const top = () => all('[role="dialog"]').at(-1)!;
    await click(buttonIn(dialog()!, '生成密钥')!);
    await until(() => top().textContent?.includes('确定为'), 'the confirmation');
    await click(buttonIn(top(), '确定')!);
    await until(() => top().textContent?.includes('设备密钥已生成'), 'the secret dialog');
    const secret = top().querySelector<HTMLInputElement>('input[readonly]')!.value;
    expect(secret.length).to.be.greaterThan(15);
    expect(top().querySelector('[role="alert"]')!.textContent).to.contain('只显示这一次');
    const [stored] = await referenceSql<{ username: string; secret_hash: string }>(
      'select username, secret_hash from device where well_id = $1',
      [well.id],
    );
    expect(stored!.secret_hash).not.to.contain(secret);
    expect(top().textContent).to.contain(stored!.username);
    await click(buttonIn(top(), '关闭')!);
    await until(() => all('[role="dialog"]').length === 1 && detail('MQTT用户名') === stored!.username, 'the username in the detail');
    expect(detail('密钥更新时间')).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(suite.mounted!.shadow.innerHTML, 'the secret is gone').not.to.contain(secret);

    await click(buttonIn(dialog()!, '重置密钥')!);
    await until(() => top().textContent?.includes('旧密钥将立即失效'), 'the reset confirmation');
    await click(buttonIn(top(), '确定')!);
    await until(() => top().querySelector('input[readonly]'), 'the new secret');
    expect(top().querySelector<HTMLInputElement>('input[readonly]')!.value).not.to.equal(secret);
  });

  it('shows only the actions the user holds', async () => {
    await referenceUser('13900000401', ['agriculturalWell:well:view', 'agriculturalWell:well:billing']);
    await referenceLogin('13900000401');
    const well = await wellWhere(suite.merchant, 'a well', 'true');
    await mountWith(well);
    const texts = [...rowOf(well.cd)!.querySelectorAll('button')].map((b) => b.textContent);
    expect(texts).to.deep.equal(['详情', '计费设置']);
    await referenceUser('13900000402', ['agriculturalWell:well:view']);
    await referenceLogin('13900000402');
    await until(() => [...rowOf(well.cd)!.querySelectorAll('button')].map((b) => b.textContent).join() === '详情', 'only the detail');
  });
});
