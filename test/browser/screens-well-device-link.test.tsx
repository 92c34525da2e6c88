import { expect } from '@open-wc/testing';
import { createMemoryHistory, createRouter, RouterContext } from '../../src/router';
import { WellScreen } from '../../src/screens/agriculturalWell/well/well-screen';
import { shadowQueries, until } from './support/shadow-queries';
import { click, fill } from './support/real-input';
import { oneRow } from './support/reference-fixtures';
import { referenceScreenSuite, referenceSql } from './support/reference-session';
import { recordEvents } from './support/test-session';
import { choose, retype, wellWhere, type DbWell } from './support/well-fixtures';

/** 通信方式 in a well's detail (server/docs/field-gateway.md), on the reference server. */
const screenProps = { path: '/agriculturalWell/well', query: {}, title: '机井管理', active: true };
const suite = referenceScreenSuite();
const { all, $ } = shadowQueries(() => suite.mounted!.shadow);

const bodyRows = () => all<HTMLTableRowElement>('tbody tr').filter((tr) => tr.cells.length > 1);
const rowOf = (cd: string) => bodyRows().find((tr) => tr.cells[0]!.textContent === cd);
const dialogs = () => all('[role="dialog"]');
const detailDialog = () => dialogs()[0]!;
const top = () => dialogs().at(-1)!;
const buttonIn = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
/** The detail's value of `term`. */
const detail = (term: string) =>
  [...detailDialog().querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
/** The top dialog's control labelled `label`. */
const labelled = <T extends HTMLElement>(label: string) => {
  const l = [...top().querySelectorAll('label')].find((x) => x.textContent === label);
  return (l ? top().querySelector<T>(`[id="${l.htmlFor}"]`) : null)!;
};
const deviceOf = async (wellId: number) =>
  (
    await referenceSql<{ transport: string; station: string | null; registration_key: string | null; heartbeat_hex: string | null }>(
      'select transport, station, registration_key, heartbeat_hex from device where well_id = $1',
      [wellId],
    )
  )[0];

async function openDetail(well: DbWell): Promise<void> {
  suite.mount(
    <RouterContext.Provider value={createRouter({ history: createMemoryHistory('/agriculturalWell/well') })}>
      <WellScreen {...screenProps} />
    </RouterContext.Provider>,
  );
  await until(() => bodyRows().length > 0, 'rows load');
  await fill($<HTMLInputElement>('form[role="search"] input[name="keyword"]')!, well.cd);
  await click(buttonIn($('form[role="search"]')!, '查询')!);
  await until(() => $('table[aria-busy="false"]') && rowOf(well.cd) && bodyRows().length === 1, `row ${well.cd}`);
  await click(buttonIn(rowOf(well.cd)!, '详情')!);
  await until(() => detail('接入方式'), 'the detail with its 通信方式');
}

/** Opens 修改通信方式 and sets a protocol's fields. */
async function editLink(fields: { transport: string; profile: string; station: string; registration: string; password?: string }) {
  await click(buttonIn(detailDialog(), '修改通信方式')!);
  await until(() => top() !== detailDialog() && labelled('接入方式'), 'the form');
  await choose(labelled<HTMLSelectElement>('接入方式'), fields.transport);
  await until(() => labelled('协议配置'), 'the protocol fields');
  await choose(labelled<HTMLSelectElement>('协议配置'), fields.profile);
  await retype(labelled<HTMLInputElement>('站点地址'), fields.station);
  if (fields.password) await retype(labelled<HTMLInputElement>('协议密码'), fields.password);
  await choose(labelled<HTMLSelectElement>('注册方式'), fields.registration);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const freeWell = (what: string) =>
  wellWhere(suite.merchant, what, `w.running = 'leisure' and not exists (select 1 from device d where d.well_id = w.id)`);

describe('通信方式 in the well detail, on the reference server', () => {
  it('a well on MQTT shows its key below; set to SZY206 (a bad station refused in the form), the detail lists it and the key goes', async () => {
    const well = await freeWell('an idle well without a device');
    await openDetail(well);
    await until(() => detail('MQTT用户名') === '未生成', 'the MQTT key below');
    expect(detail('接入方式')).to.equal('MQTT（4G模块）');

    await editLink({ transport: 'szy206', profile: 'standard', station: '530381-13', registration: 'frame', password: '1234' });
    await choose(labelled<HTMLSelectElement>('心跳包格式'), 'text');
    await until(() => labelled('心跳包'), 'the heartbeat field');
    await fill(labelled<HTMLInputElement>('心跳包'), 'PING');
    await click(buttonIn(top(), '保存')!);
    await until(
      () =>
        [...top().querySelectorAll('[role="alert"]')].some(
          (a) => a.textContent === '站点地址为6位行政区划码、冒号和5位测站编号，如 530102:00123',
        ),
      'the station refused',
    );
    expect(await deviceOf(well.id)).to.equal(undefined);

    await retype(labelled<HTMLInputElement>('站点地址'), '530381:00041');
    await click(buttonIn(top(), '保存')!);
    await until(() => dialogs().length === 1 && detail('站点地址') === '530381:00041', 'the detail lists the link');
    expect([detail('接入方式'), detail('协议配置'), detail('协议密码'), detail('注册方式'), detail('心跳包')]).to.deep.equal([
      'SZY206-2016 水资源监测（DTU）',
      '标准 SZY206-2016',
      '1234',
      '协议首帧（站点地址）',
      'PING（文本）',
    ]);
    expect(detail('MQTT用户名'), 'no MQTT key for a DTU').to.equal(undefined);
    expect(await deviceOf(well.id)).to.deep.equal({
      transport: 'szy206',
      station: '530381:00041',
      registration_key: null,
      heartbeat_hex: '50494E47',
    });
  });

  it("注册包: the DTU's registration string is shown once and kept as its hash; a reset replaces it", async () => {
    const well = await freeWell('another idle well without a device');
    await openDetail(well);
    await editLink({ transport: 'sl651', profile: 'ic-card-v1', station: '0053038142', registration: 'string' });
    await click(buttonIn(top(), '保存')!);
    await until(() => dialogs().length === 1 && detail('注册包生成时间') === '未生成', 'registering by string, none made yet');
    await click(buttonIn(detailDialog(), '生成注册包')!);
    await until(() => top().textContent?.includes('确定为'), 'the confirmation');
    await click(buttonIn(top(), '确定')!);
    await until(() => top().textContent?.includes('注册包已生成'), 'the string');
    const made = top().querySelector<HTMLInputElement>('input[readonly]')!.value;
    expect(made).to.match(/^IRR[0-9A-F]{24}$/);
    expect(top().querySelector('[role="alert"]')!.textContent).to.contain('只显示这一次');
    expect((await deviceOf(well.id))!.registration_key).to.equal(await sha256(made));
    await click(buttonIn(top(), '关闭')!);
    await until(
      () => dialogs().length === 1 && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(detail('注册包生成时间') ?? ''),
      'when it was made',
    );
    expect(suite.mounted!.shadow.innerHTML, 'the string is gone').not.to.contain(made);

    await click(buttonIn(detailDialog(), '重置注册包')!);
    await until(() => top().textContent?.includes('旧注册包将立即失效'), 'the reset confirmation');
    await click(buttonIn(top(), '确定')!);
    await until(() => top().querySelector('input[readonly]'), 'the new string');
    const renewed = top().querySelector<HTMLInputElement>('input[readonly]')!.value;
    expect(renewed).not.to.equal(made);
    expect((await deviceOf(well.id))!.registration_key).to.equal(await sha256(renewed));
  });

  it("a station another merchant's device holds is refused with the server's message, and nothing is saved", async () => {
    const theirs = await oneRow<{ id: number; merchant_id: number }>(
      "another merchant's well",
      `select id, merchant_id from well where merchant_id <> $1 and not exists (select 1 from device d where d.well_id = well.id) order by id limit 1`,
      [suite.merchant],
    );
    await referenceSql(
      `insert into device (merchant_id, well_id, username, secret_hash, created_at, rotated_at, transport, profile, station, registration_kind)
       values ($1, $2, $3, 'x', now(), now(), 'szy206', 'standard', '530381:00043', 'frame')`,
      [theirs.merchant_id, theirs.id, `w${theirs.id}-0badcafe`],
    );
    const well = await freeWell('a third idle well without a device');
    await openDetail(well);
    const events = recordEvents();
    await editLink({ transport: 'szy206', profile: 'standard', station: '530381:00043', registration: 'frame' });
    await click(buttonIn(top(), '保存')!);
    await until(() => events.ofType('message').some((m) => m.text === '该站点地址已被其他设备使用'), "the server's refusal");
    events.stop();
    expect(dialogs().length, 'the form stays open').to.equal(2);
    expect(await deviceOf(well.id)).to.equal(undefined);
  });
});
