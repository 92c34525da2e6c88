import { expect, waitUntil } from '@open-wc/testing';
import { DynamicForm, type FieldSpec, type FieldValues } from '../../src/ui/dynamic-form';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, fill, press, type } from './support/real-input';
import { freshSession } from './support/test-session';

/** A rule of the shape src/validation provides: `(value) => message | null`. */
const mobile = (value: string) => (/^1\d{10}$/.test(value) ? null : '请输入有效的手机号');
const ratio = (value: string) => (Number(value) > 100 ? '比例不能大于100' : null);

const fields: FieldSpec[] = [
  { name: 'name', label: '设备名称', type: 'text', required: true },
  { name: 'mobile', label: '联系电话', type: 'text', required: true, rules: [mobile] },
  { name: 'ratio', label: '肥料比例', type: 'number', rules: [ratio], defaultValue: '10' },
  {
    name: 'kind',
    label: '设备类型',
    type: 'select',
    required: true,
    options: [
      { value: 'fertigation', label: '水肥一体机' },
      { value: 'farm', label: '农田灌溉' },
    ],
  },
  { name: 'day', label: '安装日期', type: 'date' },
  { name: 'remark', label: '备注', type: 'textarea' },
  { name: 'enabled', label: '启用', type: 'switch', defaultValue: true },
];

let mounted: Mounted | null = null;
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => $<T>(`[name="${name}"]`)!;
const errorOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (mounted!.shadow.getElementById(id)?.textContent ?? null) : null;
};
const buttonText = (text: string) => [...mounted!.shadow.querySelectorAll('button')].find((b) => b.textContent === text)!;

async function mount(submitted: FieldValues[] = [], resets: number[] = []) {
  mounted = mountInShadow(
    <DynamicForm label="设备信息" fields={fields} onSubmit={(v) => void submitted.push(v)} onReset={() => resets.push(1)} />,
  );
  await waitUntil(() => $('form'));
  return { submitted, resets };
}

describe('dynamic form', () => {
  beforeEach(() => freshSession());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('is accessible, also showing errors', async () => {
    await mount();
    await expect(mounted!.host).to.be.accessible();
    await click(buttonText('提交'));
    await waitUntil(() => errorOf('name'));
    await expect(mounted!.host).to.be.accessible();
  });

  it('a message appearing on blur moves nothing below it: the click that blurred the field still lands', async () => {
    await mount();
    await fill(field('mobile'), '123');
    const before = field('ratio').getBoundingClientRect().top;
    await click(field('ratio'));
    await waitUntil(() => errorOf('mobile') === '请输入有效的手机号', 'the message shows');
    expect(field('ratio').getBoundingClientRect().top).to.equal(before);
    expect(mounted!.shadow.activeElement).to.equal(field('ratio'));
  });

  it('renders every field type from data with labels and defaults', async () => {
    await mount();
    expect($('form')!.getAttribute('aria-label')).to.equal('设备信息');
    const labelOf = (name: string) => $(`label[for="${field(name).id}"]`)!.textContent;
    expect(fields.map((f) => labelOf(f.name))).to.deep.equal(fields.map((f) => f.label));
    expect(field('ratio').value).to.equal('10');
    expect(field('ratio').getAttribute('inputmode')).to.equal('decimal');
    expect(field('day').type).to.equal('date');
    expect(field('remark').tagName).to.equal('TEXTAREA');
    expect(field<HTMLSelectElement>('kind').options[0]!.textContent).to.equal('请选择');
    expect(field('enabled').getAttribute('role')).to.equal('switch');
    expect(field('enabled').getAttribute('aria-checked')).to.equal('true');
  });

  it('shows each message under its field on submit and focuses the first invalid field', async () => {
    const { submitted } = await mount();
    await click(buttonText('提交'));
    await waitUntil(() => errorOf('name'));
    expect(errorOf('name')).to.equal('设备名称不能为空');
    expect(errorOf('mobile')).to.equal('联系电话不能为空');
    expect(errorOf('kind')).to.equal('设备类型不能为空');
    expect(errorOf('ratio')).to.equal(null);
    expect(field('name').getAttribute('aria-invalid')).to.equal('true');
    expect(mounted!.shadow.activeElement).to.equal(field('name'));
    expect(submitted).to.have.length(0);
  });

  it('checks a field when it loses focus and again while typing once it shows an error', async () => {
    await mount();
    await fill(field('mobile'), '1380000');
    await press('Tab');
    await waitUntil(() => errorOf('mobile') === '请输入有效的手机号');
    await click(field('mobile'));
    await type('0000');
    await waitUntil(() => errorOf('mobile') === null, 'valid with 11 digits');
    expect(field('mobile').hasAttribute('aria-invalid')).to.equal(false);
    field('ratio').select();
    await click(field('ratio'));
    field('ratio').select();
    await type('120');
    await press('Tab');
    await waitUntil(() => errorOf('ratio') === '比例不能大于100');
  });

  it('submits every value once valid; the switch toggles with the keyboard; reset restores the defaults', async () => {
    const { submitted, resets } = await mount();
    await fill(field('name'), '一号机');
    await fill(field('mobile'), '13800000000');
    field<HTMLSelectElement>('kind').focus();
    await press('ArrowDown');
    await fill(field('remark'), '东区');
    field('enabled').focus();
    await press('Space');
    await waitUntil(() => field('enabled').getAttribute('aria-checked') === 'false');
    await press('Enter');
    await waitUntil(() => field('enabled').getAttribute('aria-checked') === 'true');
    await click(buttonText('提交'));
    await waitUntil(() => submitted.length === 1);
    expect(submitted[0]).to.deep.equal({
      name: '一号机',
      mobile: '13800000000',
      ratio: '10',
      kind: 'fertigation',
      day: '',
      remark: '东区',
      enabled: true,
    });
    await click(buttonText('重置'));
    await waitUntil(() => field('name').value === '');
    expect(field<HTMLSelectElement>('kind').value).to.equal('');
    expect(resets).to.have.length(1);
  });
});
