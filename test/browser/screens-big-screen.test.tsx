import { expect, nextFrame } from '@open-wc/testing';
import { setSession } from '../../src/session/public/session';
import { BigScreenPage } from '../../src/screens/bigScreen/home';
import { oneRow, referenceUser, watchCalls } from './support/reference-fixtures';
import { referenceDevice, referenceLogin, referenceScreenSuite } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';

const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const kpi = (name: string) =>
  all('.irr-bs-kpis > div')
    .find((d) => d.querySelector('dt')?.textContent === name)
    ?.querySelector('dd')?.textContent;
const loaded = () => $('.irr-bs-map svg') !== null && kpi('今日用水(m³)') !== '-';

async function mountScreen(): Promise<void> {
  suite.mount(<BigScreenPage />);
  await until(loaded, 'the big screen loads');
  await until(() => $('.irr-bs-live')?.textContent === '实时', 'the live stream opens');
}

describe('big screen (大屏监控) on the reference server', () => {
  it('shows the counts, today and the wells on the map, scaled into its box, and is accessible', async () => {
    await mountScreen();
    const db = await oneRow<{ wells: number; online: number; located: number; open: number }>(
      'counts',
      `select count(*)::int as wells,
      (count(*) filter (where is_online))::int as online, (count(*) filter (where longitude is not null and latitude is not null))::int as located,
      (select count(*)::int from fault_feedback where merchant_id = $1 and business = 'well' and processed = 'N') as open
      from well where merchant_id = $1`,
      [suite.merchant],
    );
    expect([kpi('机井总数'), kpi('在线'), kpi('未处理告警')]).to.deep.equal([String(db.wells), String(db.online), String(db.open)]);
    expect(all('.irr-bs-dot').length).to.equal(db.located);
    // the open faults as alarms: today's by the time of day, older ones with their day
    const newest = await oneRow<{ at: string }>(
      'the newest open fault',
      `select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at
      from fault_feedback where merchant_id = $1 and business = 'well' and processed = 'N' order by created_at desc, id desc limit 1`,
      [suite.merchant],
    );
    const todayInChina = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect($('.irr-bs-alarms time')?.textContent).to.equal(
      newest.at.startsWith(todayInChina) ? newest.at.slice(11) : newest.at.slice(5, 16),
    );
    expect(db.located, 'the seed has surveyed wells').to.be.greaterThan(0);
    const stage = $('.irr-bs-stage')!;
    expect(stage.getBoundingClientRect().width, 'the 1920 px stage fits its box').to.be.closeTo($('.irr-bs')!.clientWidth, 2);
    // every figure inside its card (today's water runs to 7 digits and more)
    for (const dd of all('.irr-bs-kpis dd')) {
      const [figure, card] = [dd.getBoundingClientRect(), dd.closest('.irr-bs-card')!.getBoundingClientRect()];
      expect(figure.left >= card.left && figure.right <= card.right, `${dd.textContent} inside its card`).to.equal(true);
    }
    await expect(suite.mounted!.host).to.be.accessible();
  });

  it('a well that starts running turns blue and counts as running without a reload', async () => {
    const well = await oneRow<{ id: number }>(
      'an idle surveyed well',
      `select id from well where merchant_id = $1 and running = 'leisure'
      and status = 'normal' and longitude is not null order by id`,
      [suite.merchant],
    );
    const { username } = await referenceDevice.connect(well.id);
    await mountScreen();
    const running = Number(kpi('运行中'));
    await referenceDevice.status(username, { running: true });
    await until(() => $(`.irr-bs-dot[data-well="${well.id}"]`)?.getAttribute('data-state') === 'running', 'the dot turns running');
    expect(Number(kpi('运行中'))).to.equal(running + 1);
  });

  it('is open to a user holding only 查看大屏', async () => {
    await referenceUser('13900000701', ['bigScreen:home:view']);
    await referenceLogin('13900000701');
    await mountScreen();
    expect(all('.irr-bs-dot').length).to.be.greaterThan(0);
  });
  it('loads nothing more once signed out (a logout in progress takes the permissions too)', async () => {
    await mountScreen();
    const watch = watchCalls();
    try {
      setSession({ authenticated: false, token: null, permissions: [] });
      await nextFrame();
      await nextFrame();
      expect(watch.calls, 'no call with the ended session').to.deep.equal([]);
    } finally {
      watch.stop();
    }
  });
});
