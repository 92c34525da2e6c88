import { expect } from '@open-wc/testing';
import { TemplatePage } from '../../src/screens/fertigation/template/template-page';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill, press } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const suite = referenceScreenSuite();
const { all, $, button, dialogButton } = shadowQueries(() => suite.mounted!.shadow);
const rowOf = (name: string) => all<HTMLTableRowElement>('tbody tr').find((tr) => tr.cells.length > 1 && tr.cells[0]!.textContent === name);
/** A control of the dialog by its accessible name (aria-label). */
const named = <T extends HTMLElement>(name: string) => $<T>(`[role="dialog"] [aria-label="${name}"]`)!;

async function pick(select: HTMLSelectElement, value: string): Promise<void> {
  await until(() => [...select.options].some((o) => o.value === value), `option ${value}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces a number input's text as a user does. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  input.select();
  await press('Backspace');
  await fill(input, text);
}

describe('fertigation template screen on the reference server: add and delete', () => {
  beforeEach(async () => {
    suite.mount(<TemplatePage />);
    await until(() => all('tbody tr').some((tr) => tr.querySelectorAll('td').length > 1), 'rows load');
  });

  it('adds a template with two ordered steps; no save without a name', async () => {
    const [first, second] = await referenceSql<{ id: number; name: string }>(
      'select id, name from area where merchant_id = $1 order by id limit 2',
      [suite.merchant],
    );
    await click(button('新增模板')!);
    await until(() => all('[role="dialog"] li').length === 1, 'one empty step');
    expect(dialogButton('确定').disabled, 'a name is needed').to.equal(true);
    expect(button('删除步骤 步骤1 ')!.disabled, 'the last step cannot be removed').to.equal(true);
    await fill($<HTMLInputElement>('[role="dialog"] input[maxlength="50"]')!, '黄瓜开花期');
    await fill($<HTMLInputElement>('[role="dialog"] input[maxlength="30"]')!, '黄瓜');
    await pick(named<HTMLSelectElement>('步骤1  区域'), String(first!.id));
    await until(() => named(`步骤1 ${first!.name} 时长(分钟)`), 'the step is named after its area');
    await retype(named<HTMLInputElement>(`步骤1 ${first!.name} 时长(分钟)`), '30');
    await click(dialogButton('添加步骤'));
    await until(() => all('[role="dialog"] li').length === 2, 'a second step');
    await pick(named<HTMLSelectElement>('步骤2  区域'), String(second!.id));
    await until(() => named(`步骤2 ${second!.name} A桶配比`), 'second step named');
    for (const [tank, share] of [
      ['A', '50'],
      ['B', '30'],
      ['C', '20'],
    ] as const)
      await retype(named<HTMLInputElement>(`步骤2 ${second!.name} ${tank}桶配比`), share);
    const events = recordEvents();
    await click(dialogButton('确定'));
    await until(() => $('[role="dialog"]') === null, 'dialog closes');
    events.stop();
    const [saved] = await referenceSql<{ id: number }>(
      `select id, crop, remark, version from fertigation_template where merchant_id = $1 and name = '黄瓜开花期'`,
      [suite.merchant],
    );
    expect(saved).to.deep.include({ crop: '黄瓜', remark: '', version: 0 });
    expect(
      await referenceSql(
        `select sort, area_id, valve_id, duration_minutes, tank_a_permille, tank_b_permille, tank_c_permille from template_step where template_id = $1 order by sort`,
        [saved!.id],
      ),
    ).to.deep.equal([
      { sort: 1, area_id: first!.id, valve_id: null, duration_minutes: 30, tank_a_permille: 0, tank_b_permille: 0, tank_c_permille: 0 },
      {
        sort: 2,
        area_id: second!.id,
        valve_id: null,
        duration_minutes: 60,
        tank_a_permille: 500,
        tank_b_permille: 300,
        tank_c_permille: 200,
      },
    ]);
    expect(events.ofType('message').map((m) => m.text)).to.include('保存成功');
    await until(() => rowOf('黄瓜开花期')?.cells[3]!.textContent === '90', 'the new row with its total minutes');
    expect(rowOf('黄瓜开花期')!.cells[2]!.textContent).to.equal(`${first!.name} → ${second!.name}`);
  });

  it('deletes a template after confirmation, keeping the history of its records; cancelling deletes nothing', async () => {
    const used = await oneRow<{ id: number; name: string }>(
      'template with records',
      `select t.id, t.name from fertigation_template t where t.merchant_id = $1
       and exists (select 1 from usage_record r where r.template_id = t.id) order by t.id desc limit 1`,
      [suite.merchant],
    );
    const history = (await referenceSql<{ id: number }>('select id from usage_record where template_id = $1 order by id', [used.id])).map(
      (r) => r.id,
    );
    const stored = () => referenceSql('select id from fertigation_template where id = $1', [used.id]);
    await click(button(`删除 ${used.name}`)!);
    await until(() => $('[role="dialog"]')?.textContent?.includes(`确定删除模板 ${used.name} 吗？`), 'confirmation');
    await click(dialogButton('取消'));
    await until(() => $('[role="dialog"]') === null, 'closed');
    expect(await stored(), 'kept after cancelling').to.have.length(1);
    await click(button(`删除 ${used.name}`)!);
    await until(() => $('[role="dialog"]') !== null, 'confirmation again');
    await click(dialogButton('确定'));
    await until(() => rowOf(used.name) === undefined, 'row gone');
    expect(await stored()).to.deep.equal([]);
    expect(await referenceSql('select template_id from template_step where template_id = $1', [used.id]), 'its steps').to.deep.equal([]);
    expect(
      await referenceSql<{ id: number; template_id: number | null }>(
        'select id, template_id from usage_record where id in (select jsonb_array_elements_text($1::jsonb)::int) order by id',
        [JSON.stringify(history)],
      ),
      'the records stay, without their template',
    ).to.deep.equal(history.map((id) => ({ id, template_id: null })));
  });
});

describe('fertigation template screen on the reference server: step order and permissions', () => {
  const mount = async () => {
    suite.mount(<TemplatePage />);
    await until(() => all('tbody tr').some((tr) => tr.querySelectorAll('td').length > 1), 'rows load');
  };

  it('reorders template steps by keyboard and saves them in the new order', async () => {
    const template = await oneRow<{ id: number; version: number }>(
      'new template',
      `with t as (insert into fertigation_template (merchant_id, name, crop, remark, created_at, updated_at)
         values ($1, '排序测试', '番茄', '', now(), now()) returning id, version),
       s as (insert into template_step (template_id, sort, area_id, valve_id, duration_minutes, tank_a_permille, tank_b_permille, tank_c_permille)
         select t.id, a.n, a.id, null, a.n * 10, 0, 0, 0 from t,
           (select id, row_number() over (order by id)::int as n from area where merchant_id = $1 order by id limit 3) a returning 1)
       select id, version from t`,
      [suite.merchant],
    );
    const steps = () =>
      referenceSql<{ area_id: number; duration_minutes: number }>(
        'select area_id, duration_minutes from template_step where template_id = $1 order by sort',
        [template.id],
      );
    const [a, b, c] = (await steps()).map((s) => s.area_id);
    await mount();
    await click(button('编辑 排序测试')!);
    await until(() => all('[role="dialog"] li').length === 3, 'three steps');
    const handles = () => all<HTMLButtonElement>('[role="dialog"] li button[aria-label^="移动"]');
    const areaIds = () => all<HTMLSelectElement>('[role="dialog"] li select').map((sel) => sel.value);
    expect(areaIds()).to.deep.equal([a, b, c].map(String));
    handles()[0]!.focus();
    await press(' ');
    await press('ArrowDown');
    await press(' ');
    await until(() => areaIds().join() === [b, a, c].join(), 'the first step moved down');
    await click(dialogButton('确定'));
    await until(() => $('[role="dialog"]') === null, 'saved');
    expect(await steps()).to.deep.equal([
      { area_id: b, duration_minutes: 20 },
      { area_id: a, duration_minutes: 10 },
      { area_id: c, duration_minutes: 30 },
    ]);
    expect(await referenceSql('select version from fertigation_template where id = $1', [template.id])).to.deep.equal([
      { version: template.version + 1 },
    ]);
  });

  it('hides the add button and edit without template permissions', async () => {
    const template = await oneRow<{ name: string }>(
      'template',
      'select name from fertigation_template where merchant_id = $1 order by id desc limit 1',
      [suite.merchant],
    );
    await referenceUser('13900000302', ['fertigation:template:view', 'fertigation:template:delete']);
    await referenceLogin('13900000302');
    await mount();
    expect(rowOf(template.name)).not.to.equal(undefined);
    expect(button('新增模板')).to.equal(undefined);
    expect(button(`编辑 ${template.name}`)).to.equal(undefined);
    expect(button(`删除 ${template.name}`)).not.to.equal(undefined);
  });
});
