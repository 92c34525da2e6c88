import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { CalendarDayPicker, type CalendarEntry } from '../../src/ui/calendar';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';

/** Sunday 22 November 2026. */
const now = () => new Date(2026, 10, 22, 9, 30);
const ENTRIES: CalendarEntry[] = [
  { calendar: '2026-11-20', price: 12 },
  { calendar: '2026-11-21', price: 12.5 },
  { calendar: '2026-11-22', price: 13 },
  { calendar: '2026-11-25', price: 9.9 },
  { calendar: '2026-12-02', price: 8 },
];
let mounted: Mounted | null = null;
let picks: string[] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const day = (date: string) => $<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const selected = () => [...mounted!.shadow.querySelectorAll('[aria-selected="true"] button')].map((b) => (b as HTMLElement).dataset.date);

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <CalendarDayPicker
      entries={ENTRIES}
      now={now}
      value={value}
      onChange={(d) => {
        picks.push(d);
        setValue(d);
      }}
    />
  );
}

async function mount(): Promise<void> {
  mounted = mountInShadow(<Picker />);
  await waitUntil(() => $('[role="grid"]'), 'the calendar renders');
}

describe('calendar day picker (spec sections 2, 3 and 5)', () => {
  beforeEach(() => {
    picks = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit', async () => {
    await mount();
    await expect(mounted!.host).to.be.accessible();
  });

  it('shows 6 weeks of 7 days from Sunday, with the price under each day that has data', async () => {
    await mount();
    expect(mounted!.shadow.querySelectorAll('tbody tr')).to.have.length(6);
    expect(mounted!.shadow.querySelectorAll('[role="gridcell"]')).to.have.length(42);
    expect([...mounted!.shadow.querySelectorAll('th')].map((th) => th.textContent).join('')).to.equal('日一二三四五六');
    expect(day('2026-11-25').textContent, 'read as the full date and price').to.equal('2026年11月25日¥9.90');
    expect(day('2026-11-24').textContent).to.equal('2026年11月24日\u00a0 无数据');
    expect(day('2026-11-25').querySelector('.irr-calendar-price')!.textContent).to.equal('¥9.90');
  });

  it('disables days before yesterday and days without data', async () => {
    await mount();
    const disabled = (date: string) => day(date).getAttribute('aria-disabled') === 'true';
    expect(disabled('2026-11-20'), 'before yesterday, with data').to.equal(true);
    expect(disabled('2026-11-21'), 'yesterday').to.equal(false);
    expect(disabled('2026-11-22'), 'today').to.equal(false);
    expect(disabled('2026-11-23'), 'no data').to.equal(true);
    expect(disabled('2026-12-02'), 'next month, with data').to.equal(false);
    await click(day('2026-11-20'));
    await click(day('2026-11-23'));
    expect(picks).to.deep.equal([]);
    expect(selected()).to.deep.equal([]);
  });

  it('picks by mouse and by keyboard, and pages to the next month', async () => {
    await mount();
    await click(day('2026-11-21'));
    await waitUntil(() => selected()[0] === '2026-11-21');
    await press('ArrowRight');
    await press('Enter');
    await waitUntil(() => selected()[0] === '2026-11-22');
    await press('PageDown');
    await waitUntil(() => $('h3')!.textContent === '2026年12月');
    for (let i = 0; i < 20; i += 1) await press('ArrowLeft'); // 22 December back to 2 December
    await press(' ');
    expect(picks).to.deep.equal(['2026-11-21', '2026-11-22', '2026-12-02']);
  });
});
