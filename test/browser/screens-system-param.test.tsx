import { expect } from '@open-wc/testing';
import { WellTable } from '../../src/screens/agriculturalWell/well/well-table';
import { ParamScreen } from '../../src/screens/system/param/param-screen';
import { getSession } from '../../src/session/public/session';
import { shadowQueries, until } from './support/shadow-queries';
import { click, press, type } from './support/real-input';
import { referenceUser } from './support/reference-fixtures';
import { referenceLogin, referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';

const DEFAULTS = { equipment: '机井', equipmentName: '机井编号', equipmentAdmin: '井长', place: '村镇' };
const screenProps = { path: '/system/param', query: {}, title: '个性化设置', active: true };
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const form = () => $<HTMLFormElement>('form.irr-form');
const input = (name: string) => form()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const values = () => Object.fromEntries(['equipment', 'equipmentName', 'equipmentAdmin', 'place'].map((n) => [n, input(n).value]));
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;
const fieldError = (name: string) => input(name).closest('.irr-field')!.querySelector('.irr-field-error')?.textContent;
/** The stored setting of the admin's merchant, or undefined when it was never saved. */
const stored = async () =>
  (
    await referenceSql<{ param_value: Record<string, string> }>(
      `select param_value from merchant_param where merchant_id = $1 and param_cd = 'personalizedName'`,
      [suite.merchant],
    )
  )[0]?.param_value;

/** Replaces an input's text the way a user does: select all, then type (or delete). */
async function retype(target: HTMLInputElement, text: string): Promise<void> {
  await click(target);
  target.select();
  if (text) await type(text);
  else await press('Backspace');
}

async function mountForm(): Promise<void> {
  await until(() => form(), 'the names load');
}

describe('personalised names screen on the reference server', () => {
  beforeEach(() => referenceSql(`delete from merchant_param where merchant_id = $1 and param_cd = 'personalizedName'`, [suite.merchant]));

  it('shows the defaults of spec section 1 while the merchant has none (1010)', async () => {
    suite.mount(<ParamScreen {...screenProps} />);
    await mountForm();
    expect(values()).to.deep.equal(DEFAULTS);
    await expect(suite.mounted!.host).to.be.accessible();
    expect($('.param-note')!.textContent).to.equal('尚未设置，当前使用默认名称');
    expect(all('form.irr-form label').map((l) => l.textContent)).to.deep.equal(['设备名称', '设备编号名称', '设备管理员名称', '村镇名称']);
  });

  it('refuses an empty name and one over 10 characters; nothing is stored', async () => {
    suite.mount(<ParamScreen {...screenProps} />);
    await mountForm();
    await retype(input('equipment'), '');
    await retype(input('place'), '一二三四五六七八九十十');
    await click(buttonIn(form()!, '保存'));
    await until(() => fieldError('equipment') === '设备名称不能为空', 'required');
    expect(fieldError('place')).to.equal('村镇名称最长10个字符');
    expect(await stored()).to.equal(undefined);
  });

  it('a save stores the names and the well table on the page shows them at once', async () => {
    suite.mount(
      <>
        <ParamScreen {...screenProps} />
        <WellTable />
      </>,
    );
    await mountForm();
    const header = () => all('.irr-table-page thead th').map((th) => th.textContent);
    await until(() => header()[0] === '机井编号', 'the well table with the default names');
    const events = recordEvents();
    await retype(input('equipment'), '泵站');
    await retype(input('equipmentName'), '泵站编号');
    await retype(input('equipmentAdmin'), '站长');
    await retype(input('place'), '灌区');
    await click(buttonIn(form()!, '保存'));
    await until(() => header()[0] === '泵站编号', 'the column header changes without a reload');
    events.stop();
    expect(events.ofType('message').map((m) => m.text)).to.include('保存成功');
    const saved = { equipment: '泵站', equipmentName: '泵站编号', equipmentAdmin: '站长', place: '灌区' };
    expect(await stored()).to.deep.equal(saved);
    expect(getSession().labels).to.deep.equal(saved);
    expect(
      all('form[role="search"] label').map((l) => l.textContent),
      'the filter names too',
    ).to.include('灌区');
    expect($('.irr-table-page table')!.getAttribute('aria-label'), 'the table name too').to.equal('泵站列表');

    // a fresh session reads the saved names from the server
    suite.unmount();
    await referenceLogin();
    expect(getSession().labels).to.deep.equal(saved);
    suite.mount(<ParamScreen {...screenProps} />);
    await mountForm();
    expect(values()).to.deep.equal(saved);
    expect($('.param-note'), 'no longer unset').to.equal(null);
  });

  it('恢复默认 fills in the defaults, and saving them brings the default labels back', async () => {
    await referenceSql(`insert into merchant_param (merchant_id, param_cd, param_value) values ($1, 'personalizedName', $2::jsonb)`, [
      suite.merchant,
      JSON.stringify({ equipment: '泵站', equipmentName: '泵站编号', equipmentAdmin: '站长', place: '灌区' }),
    ]);
    await referenceLogin();
    expect(getSession().labels.place).to.equal('灌区');
    suite.mount(<ParamScreen {...screenProps} />);
    await mountForm();
    expect(input('place').value).to.equal('灌区');
    await click(buttonIn(form()!, '恢复默认'));
    await until(() => JSON.stringify(values()) === JSON.stringify(DEFAULTS), 'the defaults are filled in');
    expect(await stored(), 'not saved yet').to.deep.equal({
      equipment: '泵站',
      equipmentName: '泵站编号',
      equipmentAdmin: '站长',
      place: '灌区',
    });
    await click(buttonIn(form()!, '保存'));
    await until(() => getSession().labels.place === '村镇', 'the labels are the defaults again');
    expect(await stored()).to.deep.equal(DEFAULTS);
  });

  it('without plat:param:edit the names are shown but cannot be saved', async () => {
    await referenceUser('13600000041', ['plat:loginLog:view']);
    await referenceLogin('13600000041');
    suite.mount(<ParamScreen {...screenProps} />);
    await until(() => $('.param-list'), 'the read-only names');
    expect(all('.param-list dd').map((d) => d.textContent)).to.deep.equal(Object.values(DEFAULTS));
    expect(form()).to.equal(null);
    expect(all('button').map((b) => b.textContent)).to.not.include('保存');
  });
});
