import { expect, waitUntil } from '@open-wc/testing';
import { DateRangePicker, type DateRange } from '../../src/ui/date-range';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press, type } from './support/real-input';

/** Sunday 22 November 2026, 10:00 local. */
const now = () => new Date(2026, 10, 22, 10, 0, 0);
let mounted: Mounted | null = null;
let changes: DateRange[] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const trigger = () => $<HTMLButtonElement>('.irr-range-trigger')!;
const day = (date: string) => $<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const shortcut = (text: string) =>
  [...mounted!.shadow.querySelectorAll<HTMLButtonElement>('.irr-range-shortcuts button')].find((b) => b.textContent === text)!;
const focusedDate = () => (mounted!.shadow.activeElement as HTMLElement | null)?.dataset.date;

async function open(props: { sameMonth?: boolean } = {}): Promise<void> {
  mounted = mountInShadow(<DateRangePicker now={now} onChange={(r) => changes.push(r)} {...props} />);
  await waitUntil(() => $('.irr-range-trigger'), 'trigger renders');
  await click(trigger());
  await waitUntil(() => $('[role="grid"]'), 'the panel opens');
}

describe('date-range picker (spec sections 5 and 9)', () => {
  beforeEach(() => {
    changes = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit, closed and open', async () => {
    mounted = mountInShadow(<DateRangePicker now={now} />);
    await waitUntil(() => $('.irr-range-trigger'));
    await expect(mounted.host).to.be.accessible();
    await click(trigger());
    await waitUntil(() => $('[role="grid"]'));
    await expect(mounted.host).to.be.accessible();
  });

  it('defaults to the current month, 00:00:00 to 23:59:59, format yyyy-MM-dd HH:mm:ss', async () => {
    await open();
    expect(trigger().textContent).to.equal('2026-11-01 00:00:00至2026-11-30 23:59:59');
    expect(trigger().getAttribute('aria-expanded')).to.equal('true');
    const times = [...mounted!.shadow.querySelectorAll<HTMLInputElement>('.irr-time-field')].map((i) => i.value);
    expect(times).to.deep.equal(['00:00:00', '23:59:59']);
    expect($('h3')!.textContent).to.equal('2026年11月');
    expect(mounted!.shadow.querySelectorAll('[role="gridcell"]')).to.have.length(42);
  });

  it("times are typed HH:mm:ss in 24 hours whatever the browser's language; a bad one changes nothing and goes back on leaving", async () => {
    await open();
    const [start, end] = [...mounted!.shadow.querySelectorAll<HTMLInputElement>('.irr-time-field')] as [HTMLInputElement, HTMLInputElement];
    expect([start.type, end.type], 'not the native time input, which shows AM/PM in an English browser').to.deep.equal(['text', 'text']);
    await click(start);
    start.select();
    await type('08:30:15');
    await waitUntil(() => changes.length === 1, 'the new start time');
    expect(changes[0]).to.deep.equal({ start: '2026-11-01 08:30:15', end: '2026-11-30 23:59:59' });
    await click(end);
    end.select();
    await type('25:61:00');
    expect(end.value, 'what was typed stays while typing').to.equal('25:61:00');
    await click(start);
    await waitUntil(() => end.value === '23:59:59', 'the bad time put back on leaving');
    expect(changes, 'a bad time is not taken').to.have.length(1);
    expect(trigger().textContent).to.equal('2026-11-01 08:30:15至2026-11-30 23:59:59');
  });

  it('shortcuts: last week 7 days, two weeks 14, one month 30, today included', async () => {
    for (const [text, start] of [
      ['最近一周', '2026-11-16'],
      ['最近两周', '2026-11-09'],
      ['最近一个月', '2026-10-24'],
    ] as const) {
      await open();
      await click(shortcut(text));
      await waitUntil(() => !$('[role="grid"]'), 'a shortcut closes the panel');
      expect(changes.at(-1)).to.deep.equal({ start: `${start} 00:00:00`, end: '2026-11-22 23:59:59' });
      mounted!.unmount();
    }
  });

  it('picks with the keyboard: arrows move the focus, Enter picks start then end, Escape closes', async () => {
    await open();
    await click(day('2026-11-03'));
    expect(focusedDate()).to.equal('2026-11-03');
    await press('ArrowRight');
    await press('ArrowDown');
    expect(focusedDate()).to.equal('2026-11-11');
    await press('Enter');
    await waitUntil(() => !$('[role="grid"]'));
    expect(changes).to.deep.equal([{ start: '2026-11-03 00:00:00', end: '2026-11-11 23:59:59' }]);
    expect(trigger().textContent).to.equal('2026-11-03 00:00:00至2026-11-11 23:59:59');
    await click(trigger());
    await waitUntil(() => $('[role="grid"]'));
    await press('Escape');
    await waitUntil(() => !$('[role="grid"]'));
  });

  it('orders the ends whichever is picked first and crosses months with PageUp', async () => {
    await open();
    await click(day('2026-11-05'));
    await press('PageUp');
    expect(focusedDate()).to.equal('2026-10-05');
    await press('Enter');
    await waitUntil(() => !$('[role="grid"]'));
    expect(changes).to.deep.equal([{ start: '2026-10-05 00:00:00', end: '2026-11-05 23:59:59' }]);
  });

  it('month-limited: after the first day only that month is pickable, and a crossing shortcut is off', async () => {
    await open({ sameMonth: true });
    expect(shortcut('最近一个月').disabled).to.equal(true);
    expect(shortcut('最近一周').disabled).to.equal(false);
    await click(day('2026-11-10'));
    expect($('.irr-range-hint')!.textContent).to.equal('请选择结束日期');
    expect(day('2026-12-01').getAttribute('aria-disabled')).to.equal('true');
    expect(day('2026-11-30').getAttribute('aria-disabled')).to.equal(null);
    await press('PageDown');
    expect(focusedDate()).to.equal('2026-12-10');
    await press('Enter');
    expect(changes, 'a day of December cannot end it').to.deep.equal([]);
    await press('PageUp');
    await press('ArrowRight');
    await press(' ');
    await waitUntil(() => changes.length === 1);
    expect(changes[0]).to.deep.equal({ start: '2026-11-10 00:00:00', end: '2026-11-11 23:59:59' });
  });

  it('month-limited: a range passed in across two months is flagged', async () => {
    mounted = mountInShadow(
      <DateRangePicker now={now} sameMonth defaultValue={{ start: '2026-10-30 00:00:00', end: '2026-11-02 23:59:59' }} />,
    );
    await waitUntil(() => $('.irr-range-trigger'));
    await click(trigger());
    await waitUntil(() => $('[role="alert"]'));
    expect($('[role="alert"]')!.textContent).to.equal('只能选择同一个月内的日期');
  });
});
