import { expect } from '@open-wc/testing';
import { InspectionScreen } from '../../src/screens/agriculturalWell/inspection';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill } from './support/real-input';
import { oneRow, referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceNow, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $, button, dialogButton } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const loaded = () => $('table[aria-busy="false"]') !== null && bodyRows().length > 0;
const dialog = () => $('[role="dialog"]');
const tab = (name: string) => all<HTMLButtonElement>('[role="tab"]').find((b) => b.textContent === name)!;
const messages = (events: ReturnType<typeof recordEvents>) => events.ofType('message').map((m) => m.text);
/** A control of the dialog by its label's text. */
const dialogField = <T extends HTMLElement>(text: string) => {
  const lab = all<HTMLLabelElement>('[role="dialog"] label').find((l) => l.textContent === text);
  return $<T>(`[id="${lab!.htmlFor}"]`)!;
};

interface DbTask {
  id: number;
  status: string;
  well_cd: string;
  well_name: string;
  due_at: string;
}
const tasksOf = (where: string, params: unknown[] = []) =>
  referenceSql<DbTask>(
    `select t.id, t.status, w.cd as well_cd, w.name as well_name, t.due_at from inspection_task t join well w on w.id = t.well_id
   where t.merchant_id = $1 and ${where} order by t.id`,
    [suite.merchant, ...params],
  );

async function mountTasks(): Promise<void> {
  suite.mount(<InspectionScreen />);
  await until(loaded, 'tasks load');
}

describe('inspection screen (巡检管理) on the reference server', () => {
  it('lists the tasks overdue first, each marked 已逾期, and is accessible', async () => {
    await mountTasks();
    expect(tab('巡检任务').getAttribute('aria-selected')).to.equal('true');
    // overdue by the server's clock, which stands still from the reset (see referenceNow)
    const overdue = await tasksOf(`t.status <> 'FINISH' and t.due_at < $2::timestamptz`, [(await referenceNow()).toISOString()]);
    expect(overdue.length, 'the seed has overdue tasks').to.be.greaterThan(1);
    const rows = bodyRows();
    const marked = rows.map((tr) => tr.querySelector('[data-overdue]') !== null);
    expect(marked.slice(0, overdue.length)).to.deep.equal(overdue.map(() => true));
    expect(marked.slice(overdue.length).some(Boolean), 'only the overdue ones').to.equal(false);
    expect(rows[0]!.textContent).to.contain('已逾期');
    const dues = rows.slice(0, overdue.length).map((tr) => tr.cells[4]!.textContent ?? '');
    expect(dues, 'most overdue first').to.deep.equal([...dues].sort());
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it('开始巡检 moves a waiting task to 巡检中', async () => {
    await mountTasks();
    const [waiting] = await tasksOf(`t.status = 'WAIT' and t.due_at < $2::timestamptz`, [(await referenceNow()).toISOString()]);
    const name = `开始巡检 ${waiting!.well_name}(${waiting!.well_cd})`;
    await until(() => button(name), 'the start button');
    await click(button(name)!);
    await until(() => dialog()?.textContent?.includes('确定开始巡检'), 'the confirmation');
    const events = recordEvents();
    await click(dialogButton('确定'));
    await until(() => !dialog() && button(`完成巡检 ${waiting!.well_name}(${waiting!.well_cd})`), 'the finish button');
    events.stop();
    expect(messages(events)).to.include('已开始巡检');
    const [after] = await referenceSql<{ status: string; executor_name: string }>(
      'select status, executor_name from inspection_task where id = $1',
      [waiting!.id],
    );
    expect(after).to.deep.equal({ status: 'RUNNING', executor_name: '演示管理员' });
  });

  it('完成巡检 as 异常 needs a remark, then opens a fault report and the next task', async () => {
    await mountTasks();
    const [running] = await tasksOf(`t.status = 'RUNNING'`);
    const well = `${running!.well_name}(${running!.well_cd})`;
    await click(button(`完成巡检 ${well}`)!);
    await until(() => dialog(), 'the finish dialog');
    await choose(dialogField<HTMLSelectElement>('巡检结果'), 'ABNORMAL');
    await until(() => all('[role="dialog"] label').some((l) => l.textContent === '故障类型'), 'the fault type');
    await choose(dialogField<HTMLSelectElement>('设备健康度'), 'C');
    await choose(dialogField<HTMLSelectElement>('故障类型'), 'leak');
    await click(dialogButton('确定'));
    await until(() => $('[role="dialog"] [role="alert"]')?.textContent === '巡检异常时请填写异常说明', 'the remark is needed');
    await fill(dialogField<HTMLInputElement>('巡检说明'), '出水口漏水');
    const events = recordEvents();
    await click(dialogButton('确定'));
    await until(() => !dialog(), 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('巡检已完成，已生成故障反馈');
    const [task] = await referenceSql<{
      status: string;
      result: string;
      health: string;
      fault_feedback_id: number;
      well_id: number;
      plan_id: number;
    }>('select status, result, health, fault_feedback_id, well_id, plan_id from inspection_task where id = $1', [running!.id]);
    expect([task!.status, task!.result, task!.health]).to.deep.equal(['FINISH', 'ABNORMAL', 'C']);
    const fault = await oneRow<{ fault_type: string; description: string; business: string; well_id: number }>(
      'the fault',
      'select fault_type, description, business, well_id from fault_feedback where id = $1',
      [task!.fault_feedback_id],
    );
    expect(fault).to.deep.equal({ fault_type: 'leak', description: '出水口漏水', business: 'well', well_id: task!.well_id });
    const next = await referenceSql('select id from inspection_task where plan_id = $1 and well_id = $2 and status = $3', [
      task!.plan_id,
      task!.well_id,
      'WAIT',
    ]);
    expect(next, 'the next task').to.have.length(1);
  });

  it('adds a plan with an inspector, an interval and the wells of a village; every well gets a waiting task', async () => {
    await mountTasks();
    await click(tab('巡检计划'));
    await until(() => loaded() && bodyRows().some((tr) => tr.textContent?.includes('一号片区月度巡检')), 'plans load');
    await click(button('新增计划')!);
    await until(() => dialog() && all('[role="dialog"] [role="treeitem"]').length > 0, 'the wells by village');
    expect(dialogButton('确定').disabled, 'name, inspector and wells are needed').to.equal(true);
    const place = await oneRow<{ id: number; name: string; n: number }>(
      'a village with wells',
      'select p.id, p.name, count(*)::int as n from place p join well w on w.place_id = p.id where p.merchant_id = $1 group by p.id order by p.id limit 1',
      [suite.merchant],
    );
    const operator = await oneRow<{ id: number }>('the operator', `select id from merchant_user where mobile = '13900000001'`);
    await fill(dialogField<HTMLInputElement>('计划名称'), '浏览器巡检计划');
    await choose(dialogField<HTMLSelectElement>('巡检人员'), String(operator.id));
    await choose(dialogField<HTMLSelectElement>('巡检周期'), '60');
    const village = all('[role="dialog"] [role="treeitem"]').find((li) => li.getAttribute('data-key') === `place-${place.id}`)!;
    await click(village.querySelector('.irr-tree-label')!);
    await until(() => dialog()?.textContent?.includes(`已选 ${place.n} 口`), "the village's wells checked");
    const events = recordEvents();
    await click(dialogButton('确定'));
    await until(() => !dialog(), 'the dialog closes');
    events.stop();
    expect(messages(events)).to.include('保存成功');
    const [plan] = await referenceSql<{ id: number; interval_days: number; inspector_id: number }>(
      `select id, interval_days, inspector_id from inspection_plan where merchant_id = $1 and name = '浏览器巡检计划'`,
      [suite.merchant],
    );
    expect([plan!.interval_days, plan!.inspector_id]).to.deep.equal([60, operator.id]);
    const made = await referenceSql<{ n: number }>(
      `select count(*)::int as n from inspection_task where plan_id = $1 and status = 'WAIT'`,
      [plan!.id],
    );
    expect(made[0]!.n).to.equal(place.n);
    await until(() => bodyRows().some((tr) => tr.textContent?.includes('浏览器巡检计划')), 'the new plan listed');
  });

  it('a user with the view button only sees no add, edit, delete, start or finish button', async () => {
    await referenceUser('16600008801', ['agriculturalWell:inspection:view']);
    await referenceLogin('16600008801');
    await mountTasks();
    expect(
      all('button').some((b) => /开始巡检|完成巡检/.test(b.textContent ?? '')),
      'no task action',
    ).to.equal(false);
    await click(tab('巡检计划'));
    await until(loaded, 'plans load');
    expect(button('新增计划'), 'no add').to.equal(undefined);
    expect(
      all('button').some((b) => b.textContent === '编辑' || b.textContent === '删除'),
      'no edit or delete',
    ).to.equal(false);
  });
});
