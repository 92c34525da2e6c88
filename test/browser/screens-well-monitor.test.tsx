import { expect, waitUntil } from '@open-wc/testing';
import { MonitorScreen } from '../../src/screens/agriculturalWell/monitor';
import { joinLiveFeed } from '../../src/session/public/live';
import { click, fill } from './support/real-input';
import { oneRow, watchCalls } from './support/reference-fixtures';
import { referenceDevice, referenceScreenSuite, referenceSql } from './support/reference-session';
import { shadowQueries, until } from './support/shadow-queries';
import { choose, retype } from './support/well-fixtures';

const suite = referenceScreenSuite();
const { all, $, button, dialogButton } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('.irr-table-page tbody tr').filter((tr) => tr.cells.length > 1);
const loaded = () => $('table[aria-busy="false"]') !== null && bodyRows().length > 0;
const summary = (key: string) => $(`.irr-monitor-summary [data-key="${key}"] dd`)?.textContent;
const filterField = (text: string) => {
  const lab = all<HTMLLabelElement>('label').find((l) => l.textContent === text);
  return $<HTMLInputElement>(`[id="${lab!.htmlFor}"]`)!;
};
/** The text of a column's cell in the one row shown. */
const cell = (title: string) => {
  const index = all('.irr-table-page thead th').findIndex((th) => th.textContent === title);
  return bodyRows()[0]?.cells[index]?.textContent ?? '';
};

interface Well {
  id: number;
  cd: string;
  name: string;
}

/** An idle, normal well of the admin's merchant with a connected fake device, the screen showing only it and live. */
async function monitorOf(well: Well): Promise<string> {
  const { username } = await referenceDevice.connect(well.id);
  suite.mount(<MonitorScreen path="/agriculturalWell/monitor" query={{}} title="设备监控" active />);
  await until(loaded, 'the wells load');
  await fill(filterField('关键字'), well.cd);
  await click(button('查询')!);
  await until(() => loaded() && bodyRows().length === 1 && bodyRows()[0]!.textContent!.includes(well.cd), 'only the well');
  await until(() => $('.irr-live-state')?.textContent === '实时', 'the live stream opens');
  return username;
}

const idleWell = (skip = 0) =>
  oneRow<Well>(
    'idle normal well',
    `select id, cd, name from well where merchant_id = $1 and status = 'normal'
  and running = 'leisure' order by id offset $2`,
    [suite.merchant, skip],
  );

/** The `skip`th idle well shown alone, its device connected and reporting idle: its 启动 button's name. */
async function readyToStart(skip: number): Promise<{ well: Well; username: string; start: string }> {
  const well = await idleWell(skip);
  const username = await monitorOf(well);
  await referenceDevice.status(username, { running: false });
  const start = `启动 ${well.name}(${well.cd})`;
  await until(() => button(start), 'the start button of the online well');
  return { well, username, start };
}

describe('monitor screen (设备监控) on the reference server', () => {
  it('shows the counts and the rows, and is accessible', async () => {
    suite.mount(<MonitorScreen path="/agriculturalWell/monitor" query={{}} title="设备监控" active />);
    await until(loaded, 'the wells load');
    const [counts] = await Promise.all([
      oneRow<{ wells: string }>('wells', 'select count(*) as wells from well where merchant_id = $1', [suite.merchant]),
    ]);
    expect(summary('wells')).to.equal(String(counts.wells));
    expect(all('.irr-table-page thead th').map((th) => th.textContent)).to.include.members([
      '在线/信号',
      '水位(m)',
      '水位状态',
      '电流(A)',
      '电压(V)',
      '运行状态',
      '当前订单',
    ]);
    expect(button('告警规则'), 'the alarm rules, for the holder of agriculturalWell:monitor:alarm').not.to.equal(undefined);
    expect(button('导出CSV')).not.to.equal(undefined);
    await expect(suite.mounted!.host).to.be.accessible({ ignoredRules: ['scrollable-region-focusable'] });
  });

  it("each well's 通信方式: MQTT, SZY206 or SL651 as its device reaches the server, — without one", async () => {
    const wells = await referenceSql<Well>(
      `select id, cd, name from well w where merchant_id = $1 and status = 'normal'
        and not exists (select 1 from device d where d.well_id = w.id) order by id desc limit 4`,
      [suite.merchant],
    );
    expect(wells.length).to.equal(4);
    const [mqtt, szy206, sl651, none] = wells as [Well, Well, Well, Well];
    const device = (w: Well, transport: string, profile: string | null, station: string | null) =>
      referenceSql(
        `insert into device (merchant_id, well_id, username, secret_hash, created_at, rotated_at, transport, profile, station, registration_kind)
         values ($1, $2, $3, 'not-a-secret', now(), now(), $4, $5, $6, $7)`,
        [suite.merchant, w.id, `w${w.id}-transport`, transport, profile, station, profile ? 'frame' : null],
      );
    await device(mqtt, 'mqtt', null, null);
    await device(szy206, 'szy206', 'standard', `530381:${String(60_000 + (szy206.id % 5000)).padStart(5, '0')}`);
    await device(sl651, 'sl651', 'ic-card-v1', `BE${sl651.id.toString(16).toUpperCase().padStart(8, '0')}`);
    suite.mount(<MonitorScreen path="/agriculturalWell/monitor" query={{}} title="设备监控" active />);
    await until(loaded, 'the wells load');
    for (const [well, text] of [
      [mqtt, 'MQTT'],
      [szy206, 'SZY206'],
      [sl651, 'SL651'],
      [none, '—'],
    ] as const) {
      await retype(filterField('关键字'), well.cd);
      await click(button('查询')!);
      await until(() => loaded() && bodyRows().length === 1 && bodyRows()[0]!.textContent!.includes(well.cd), `only ${well.cd}`);
      expect(cell('通信方式'), well.cd).to.equal(text);
    }
  });

  it("a device's status report appears in its row without a reload", async () => {
    const well = await idleWell();
    const username = await monitorOf(well);
    const watch = watchCalls();
    try {
      await referenceDevice.status(username, { current: 23.4, voltage: 379.9, sig: 25.5, waterLevel: 12.5 });
      await until(() => cell('电流(A)') === '23.4', 'the new current');
      expect([cell('电压(V)'), cell('水位(m)')]).to.deep.equal(['379.9', '12.50']);
      expect(bodyRows()[0]!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.contain('25.5');
      expect(
        watch.calls.filter((c) => c.includes('monitor/findPage')),
        'merged, not loaded again',
      ).to.deep.equal([]);
    } finally {
      watch.stop();
    }
  });

  it('a stopped (停用) well online shows no 启动', async () => {
    const well = await idleWell(7);
    await referenceSql(`update well set status = 'stop', enabled = 'N' where id = $1`, [well.id]);
    try {
      const username = await monitorOf(well);
      await referenceDevice.status(username, { running: false, current: 4.5 });
      await until(() => cell('电流(A)') === '4.5', 'the report, live');
      expect(cell('在线/信号')).not.to.contain('离线');
      expect(button(`启动 ${well.name}(${well.cd})`)).to.equal(undefined);
    } finally {
      await referenceSql(`update well set status = 'normal', enabled = 'Y' where id = $1`, [well.id]);
    }
  });

  it('启动 shows 成功 once the device acknowledges, and the well runs; an unanswered 停止 fails after the timeout', async function () {
    this.timeout(40_000);
    const { well, username, start } = await readyToStart(1);
    await referenceDevice.answerNext(username, true);
    await click(button(start)!);
    await until(() => $('[role="dialog"]')?.textContent?.includes('发送启动指令'), 'the confirmation');
    await click(dialogButton('确定'));
    // the ack goes device → broker → server → live stream; on a loaded machine that can take seconds
    // (the reference server times a command out only when told to: its timer is a minute)
    await waitUntil(() => $('.irr-command-state')?.textContent === '成功', "the device's ack", { timeout: 30_000 });
    await until(() => cell('运行状态') === '使用中', 'running');
    const [stored] = [await oneRow<{ running: string }>('the well', 'select running from well where id = $1', [well.id])];
    expect(stored.running).to.equal('use');

    const stop = `停止 ${well.name}(${well.cd})`;
    await until(() => button(stop), 'the stop button');
    await click(button(stop)!);
    await click(dialogButton('确定'));
    await until(() => $('.irr-command-state')?.textContent === '指令已发送，等待设备应答…', 'sent, waiting');
    // its timer fired now instead of after the reference server's minute
    expect(await referenceDevice.timeOut(username)).to.deep.equal({ timedOut: 1 });
    await until(() => $('.irr-command-state')?.textContent === '设备未应答（10秒）', 'the timeout');
    expect(cell('运行状态'), 'no ack, no change').to.equal('使用中');
  });
  it('an ack heard live before the command call answers still shows 成功 at once', async () => {
    const { well, username, start } = await readyToStart(3);
    await referenceDevice.answerNext(username, true);
    // the command call's answer is held until the page has heard the device's ack on the live stream
    let heard!: () => void;
    const ackHeard = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const leave = joinLiveFeed((n) => {
      if (n.type === 'command' && n.command.wellId === well.id && n.command.status === 'ACKED') heard();
    });
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('irrigationWell/monitor/command')) await ackHeard;
      return response;
    };
    try {
      await click(button(start)!);
      await until(() => $('[role="dialog"]')?.textContent?.includes('发送启动指令'), 'the confirmation');
      await click(dialogButton('确定'));
      await until(() => $('.irr-command-state')?.textContent === '成功', 'the early ack taken (not left waiting for the 12-s check)');
    } finally {
      window.fetch = original;
      leave();
    }
  });

  it('a well whose live change takes it out of the filter leaves the page, and comes back when it matches again', async () => {
    const well = await idleWell(4);
    const username = await monitorOf(well);
    await referenceDevice.status(username, { running: false });
    await choose($<HTMLSelectElement>('form[role="search"] select[name="running"]')!, 'leisure');
    await click(button('查询')!);
    await until(() => loaded() && bodyRows().length === 1 && cell('运行状态') === '空闲', 'the well among the idle ones');
    const watch = watchCalls();
    try {
      await referenceDevice.status(username, { running: true });
      await until(() => $('table[aria-busy="false"]') !== null && bodyRows().length === 0, 'the running well gone from the idle ones');
      expect(watch.calls.filter((c) => c.includes('monitor/findPage')).length, 'the page loaded again').to.be.greaterThan(0);
      await referenceDevice.status(username, { running: false });
      await until(() => bodyRows().length === 1 && bodyRows()[0]!.textContent!.includes(well.cd), 'back among the idle ones');
    } finally {
      watch.stop();
    }
  });
});
