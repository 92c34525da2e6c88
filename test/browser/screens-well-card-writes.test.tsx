import { expect } from '@open-wc/testing';
import { issue, recharge, type CardRow } from '../../src/api/contract/money/card';
import { callApi } from '../../src/api/transport';
import { CardScreen } from '../../src/screens/agriculturalWell/card';
import { idCardCheckDigit } from '../../src/validation';
import { click, press } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { referenceScreenSuite } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { retype } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const rowOf = (cardNo: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === cardNo);
const dialog = () => $('[role="dialog"]');

let serial = 0;
async function cardOf(cardType: 'offline' | 'online', mobile: string): Promise<CardRow> {
  const place = await oneRow<{ id: number }>('a place', 'select id from place where merchant_id = $1 order by id limit 1', [
    suite.merchant,
  ]);
  const first17 = `11010119800303${String(600 + serial++).padStart(3, '0')}`;
  const card = await callApi(issue, {
    farmerName: '写卡农户',
    farmerMobile: mobile,
    idCard: first17 + idCardCheckDigit(first17),
    placeId: place.id,
    cardType,
  });
  await callApi(recharge, { cardId: card.id, amount: 25, payMode: 'cash' });
  return card;
}

async function listed(mobile: string, cardNo: string): Promise<HTMLTableRowElement> {
  suite.mount(<CardScreen path="/agriculturalWell/card" query={{}} title="用户卡管理" active />);
  await until(() => $('table[aria-busy="false"]'), 'cards load');
  await retype($<HTMLInputElement>('form[role="search"] [name="keyword"]')!, mobile);
  await press('Enter');
  await until(() => $('table[aria-busy="false"]') && rowOf(cardNo) && bodyRows().length === 1, `the card ${cardNo}`);
  return rowOf(cardNo)!;
}

describe('待写卡: an offline card recharged at the counter, before a controller writes its chip', () => {
  it('shows the pending money beside its status in the list and in its detail; an online card has none', async () => {
    const offline = await cardOf('offline', '13700006601');
    const row = await listed('13700006601', offline.cardNo);
    expect(row.querySelector('[data-status]')!.textContent).to.equal('正常 · 待写卡 25.00');
    expect(row.querySelector('[data-pending-write]')).to.not.equal(null);
    await click(row.querySelector<HTMLButtonElement>(`button[aria-label="详情 ${offline.cardNo}"]`)!);
    await until(() => dialog()?.querySelector('[data-pending-write]'), 'the detail');
    const detail = (term: string) =>
      [...dialog()!.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect([detail('余额(元)'), detail('待写卡(元)')]).to.deep.equal(['25.00', '25.00']);
    suite.unmount();

    const online = await cardOf('online', '13700006602');
    const other = await listed('13700006602', online.cardNo);
    expect(other.querySelector('[data-status]')!.textContent).to.equal('正常');
    expect(other.querySelector('[data-pending-write]')).to.equal(null);
  });
});
