import { expect } from '@open-wc/testing';
import { AlarmRulesDialog } from '../../src/screens/agriculturalWell/monitor/alarm-rules';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill, press, type } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $, button } = shadowQueries(() => suite.mounted!.shadow);

const dialogs = () => all('[role="dialog"]');
/** The innermost dialog open (the rule form or the confirmation over the rules). */
const top = () => dialogs().at(-1)!;
const topButton = (text: string) => [...top().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const topField = <T extends HTMLElement>(text: string) => {
  const lab = [...top().querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent === text);
  return top().querySelector<T>(`[id="${lab!.htmlFor}"]`)!;
};
const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const loaded = () => $('table[aria-busy="false"]') !== null && bodyRows().length > 0;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);

interface DbRule {
  id: number;
  well_id: number | null;
  kind: string;
  enabled: string;
  cool_down_minutes: number;
  current_limit_deciamps: number | null;
  offline_minutes: number | null;
  level_jump_cm: number | null;
}
const rulesOf = (where: string, params: unknown[] = []) =>
  referenceSql<DbRule>(
    `select id, well_id, kind, enabled, cool_down_minutes, current_limit_deciamps, offline_minutes, level_jump_cm from alarm_rule where merchant_id = $1 and ${where} order by id`,
    [suite.merchant, ...params],
  );

async function mountRules(): Promise<void> {
  suite.mount(<AlarmRulesDialog open onClose={() => undefined} />);
  await until(loaded, 'the rules load');
}

describe('alarm rules dialog (告警规则) on the reference server', () => {
  it("lists the merchant's defaults first, then the wells' rules, and is accessible", async () => {
    await mountRules();
    expect(top().getAttribute('aria-labelledby')).to.be.a('string');
    expect(top().textContent).to.contain('告警规则');
    const texts = bodyRows().map((tr) => [...tr.cells].slice(0, 3).map((c) => c.textContent ?? ''));
    expect(texts.slice(0, 7)).to.deep.equal([
      ['商户默认', '水位越限', '水位超出机井参数的上下限'],
      ['商户默认', '电流过高', '电流超过 60.0 A'],
      ['商户默认', '设备离线', '离线超过 30 分钟'],
      ['商户默认', '设备故障', '设备上报故障'],
      ['商户默认', '表计回退', '水表或电表读数比上次上报小'],
      ['商户默认', '数据停滞', '持续上报但水位24小时不变'],
      ['商户默认', '水位突变', '两次上报水位相差超过 5.00 米'],
    ]);
    const override = await oneRow<{ cd: string }>(
      'the seeded well rule',
      `select w.cd from alarm_rule r join well w on w.id = r.well_id where r.merchant_id = $1`,
      [suite.merchant],
    );
    expect(texts[7]![0]).to.contain(override.cd);
    expect(texts[7]!.slice(1)).to.deep.equal(['电流过高', '电流超过 45.0 A']);
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it("adds a well's over-current rule: the well picked by its code, the threshold checked before sending", async () => {
    await mountRules();
    const well = await oneRow<{ id: number; cd: string; name: string }>(
      'a well without rules',
      `select id, cd, name from well w where merchant_id = $1 and not exists (select 1 from alarm_rule r where r.well_id = w.id) order by cd limit 1`,
      [suite.merchant],
    );
    await click(button('新增规则')!);
    await until(() => dialogs().length === 2, 'the rule form over the rules');
    await choose(topField<HTMLSelectElement>('适用范围'), 'well');
    await until(() => top().querySelector('input[role="combobox"]'), 'the well search');
    await click(top().querySelector('input[role="combobox"]')!);
    await type(well.cd);
    await until(() => all('[role="option"]').some((o) => o.textContent?.includes(well.cd)), 'the well found');
    await press('Enter');
    await until(() => top().querySelector('output')?.textContent === `${well.name}(${well.cd})`, 'the well picked');
    await choose(topField<HTMLSelectElement>('告警类型'), 'overCurrent');
    await until(() => [...top().querySelectorAll('label')].some((l) => l.textContent === '电流阈值(A)'), 'the threshold field');
    await click(topButton('确定'));
    await until(() => top().querySelector('[role="alert"]')?.textContent === '请填写电流阈值(A)', 'the threshold is needed');
    await fill(topField<HTMLInputElement>('电流阈值(A)'), '25.55');
    await click(topButton('确定'));
    await until(() => top().querySelector('[role="alert"]')?.textContent === '电流阈值最多1位小数', 'one decimal');
    const input = topField<HTMLInputElement>('电流阈值(A)');
    input.select();
    await type('25.5');
    const cool = topField<HTMLInputElement>('冷却时间(分钟)');
    cool.select();
    await type('15');
    const events = recordEvents();
    await click(topButton('确定'));
    await until(() => dialogs().length === 1, 'the form closes');
    events.stop();
    expect(messages(events)).to.include('保存成功');
    const [rule] = await rulesOf('well_id = $2', [well.id]);
    expect(rule).to.deep.include({
      kind: 'overCurrent',
      enabled: 'Y',
      cool_down_minutes: 15,
      current_limit_deciamps: 255,
      offline_minutes: null,
    });
    await until(
      () => bodyRows().some((tr) => tr.textContent?.includes(well.cd) && tr.textContent.includes('电流超过 25.5 A')),
      'the new rule listed',
    );
  });

  it("edits the merchant's offline default and deletes the well's rule", async () => {
    await mountRules();
    await click(button('编辑 商户默认 设备离线')!);
    await until(() => dialogs().length === 2, 'the rule form');
    expect(topField<HTMLSelectElement>('适用范围').value).to.equal('merchant');
    const minutes = topField<HTMLInputElement>('离线时长(分钟)');
    expect(minutes.value).to.equal('30');
    minutes.select();
    await type('45');
    await click(topButton('确定'));
    await until(() => dialogs().length === 1, 'the form closes');
    const [offline] = await rulesOf(`well_id is null and kind = 'offline'`);
    expect([offline!.offline_minutes, offline!.enabled]).to.deep.equal([45, 'Y']);
    await until(() => bodyRows().some((tr) => tr.textContent?.includes('离线超过 45 分钟')), 'the change listed');

    const [override] = await rulesOf(`well_id is not null and cool_down_minutes = 60`);
    const well = await oneRow<{ cd: string; name: string; place: string }>(
      'its well',
      'select w.cd, w.name, p.name as place from well w join place p on p.id = w.place_id where w.id = $1',
      [override!.well_id],
    );
    await click(button(`删除 ${well.name}(${well.cd}) ${well.place} 电流过高`)!);
    await until(() => top().textContent?.includes('删除后按商户默认告警'), 'the confirmation');
    const events = recordEvents();
    await click(topButton('确定'));
    await until(() => dialogs().length === 1 && !bodyRows().some((tr) => tr.textContent?.includes(well.cd)), 'the rule gone');
    events.stop();
    expect(messages(events)).to.include('删除成功');
    expect(await rulesOf('id = $2', [override!.id])).to.deep.equal([]);
  });

  it("edits the merchant's level jump default: its threshold in metres, with its hint, checked before sending", async () => {
    await mountRules();
    await click(button('编辑 商户默认 水位突变')!);
    await until(() => dialogs().length === 2, 'the rule form');
    expect(topField<HTMLSelectElement>('告警类型').value).to.equal('levelJump');
    expect(top().textContent).to.contain('两次上报间隔超过15分钟的不比较');
    expect(
      [...top().querySelectorAll('label')].some((l) => l.textContent === '电流阈值(A)'),
      "no other kind's threshold",
    ).to.equal(false);
    const jump = topField<HTMLInputElement>('突变阈值(米)');
    expect(jump.value).to.equal('5.00');
    jump.select();
    await press('Backspace');
    await click(topButton('确定'));
    await until(() => top().querySelector('[role="alert"]')?.textContent === '请填写突变阈值(米)', 'the threshold is needed');
    await fill(topField<HTMLInputElement>('突变阈值(米)'), '2.555');
    await click(topButton('确定'));
    await until(() => top().querySelector('[role="alert"]')?.textContent === '突变阈值最多2位小数', 'two decimals');
    const input = topField<HTMLInputElement>('突变阈值(米)');
    input.select();
    await type('2.5');
    const events = recordEvents();
    await click(topButton('确定'));
    await until(() => dialogs().length === 1, 'the form closes');
    events.stop();
    expect(messages(events)).to.include('保存成功');
    const [rule] = await rulesOf(`well_id is null and kind = 'levelJump'`);
    expect(rule).to.deep.include({
      enabled: 'Y',
      cool_down_minutes: 30,
      level_jump_cm: 250,
      current_limit_deciamps: null,
      offline_minutes: null,
    });
    await until(() => bodyRows().some((tr) => tr.textContent?.includes('两次上报水位相差超过 2.50 米')), 'the change listed');
  });

  it("a user with the monitor's view only reads the rules: no add, edit or delete", async () => {
    await referenceUser('16600008811', ['agriculturalWell:monitor:view']);
    await referenceLogin('16600008811');
    await mountRules();
    expect(button('新增规则'), 'no add').to.equal(undefined);
    expect(
      all('button').some((b) => b.textContent === '编辑' || b.textContent === '删除'),
      'no edit or delete',
    ).to.equal(false);
  });
});
