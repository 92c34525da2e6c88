import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, loginThroughScreen, openFromSidebar, waitForPath } from './support/console-page';
import { closed, dialog, search, toast } from './support/fertigation-screens';
import { e2eSuite } from './support/suite';
import { cellOf, rowOf, waitForCell } from './support/table';

const suite = e2eSuite('wells');
const WELLS = '农业机井';
let merchantId = 0;

async function merchant(): Promise<number> {
  if (merchantId === 0) {
    merchantId = (
      await suite.server.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow()
    ).merchant_id;
  }
  return merchantId;
}

/** Opens a page of the wells group from the sidebar and returns its visible page. */
async function openScreen(page: Page, title: string, path: string): Promise<Locator> {
  await openFromSidebar(page, WELLS, title);
  await waitForPath(page, path);
  const screen = page.getByRole('region', { name: title, exact: true });
  await screen.waitFor();
  return screen;
}

const well = (id: number) => suite.server.db.selectFrom('well').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

suite.e2e(
  'wells: filter, detail, billing, parameters, stop and enable; cancel a running record; process a fault',
  async ({ page, pageErrors }) => {
    const m = await merchant();
    await loginThroughScreen(page, ADMIN);

    // 机井管理: the idle online wells in normal state, in code order
    const screen = await openScreen(page, '机井管理', '/agriculturalWell/well');
    const table = screen.getByRole('table', { name: '机井管理', exact: true });
    const filters = screen.getByRole('search');
    await filters.getByLabel('设备状态', { exact: true }).selectOption({ label: '正常' });
    await filters.getByLabel('运行状态', { exact: true }).selectOption({ label: '空闲' });
    await filters.getByLabel('在线状态', { exact: true }).selectOption({ label: '在线' });
    await filters.getByRole('button', { name: '查询', exact: true }).click();
    const idle = await suite.server.db
      .selectFrom('well')
      .select(['id', 'cd', 'name', 'version'])
      .where('merchant_id', '=', m)
      .where('status', '=', 'normal')
      .where('running', '=', 'leisure')
      .where('is_online', '=', true)
      .orderBy('cd')
      .orderBy('id')
      .execute();
    assert.ok(idle.length > 1, 'the seed has idle online wells');
    await screen.getByText(`共 ${idle.length} 条`, { exact: true }).waitFor();
    const target = idle[0]!;
    const row = rowOf(table, target.cd);
    await row.waitFor();
    assert.match((await (await cellOf(table, row, '设备状态')).textContent())!, /^正常 · /);

    // 详情
    await row.getByRole('button', { name: `详情 ${target.cd}`, exact: true }).click();
    const details = dialog(page, `详情 - ${target.cd} ${target.name}`);
    await details.getByText('今日（', { exact: false }).waitFor();
    await details.getByText(target.cd, { exact: true }).waitFor();
    await details.getByRole('button', { name: '关闭', exact: true }).last().click();
    await closed(details);

    // 计费设置: by water at 1.50 yuan/m³
    await row.getByRole('button', { name: `计费设置 ${target.cd}`, exact: true }).click();
    const billing = dialog(page, `计费设置 - ${target.cd} ${target.name}`);
    await billing.getByLabel('计费方式', { exact: true }).selectOption({ label: '按水计费' });
    await billing.getByLabel('水价(元/m³)', { exact: true }).fill('1.5');
    await billing.getByRole('button', { name: '保存', exact: true }).click();
    await closed(billing);
    await toast(page, 'status', '保存成功').first().waitFor();
    await waitForCell(table, row, '计费方式', '按水计费 水 1.50元/m³');
    assert.deepEqual(
      (({ billing_mode, water_price_fen, version }) => ({ billing_mode, water_price_fen, version }))(await well(target.id)),
      { billing_mode: 'water', water_price_fen: 150, version: target.version + 1 },
    );

    // 参数设置: a bad value is refused with its message, then 200 minutes is saved
    await row.getByRole('button', { name: `参数设置 ${target.cd}`, exact: true }).click();
    const params = dialog(page, `参数设置 - ${target.cd} ${target.name}`);
    const maxRun = params.getByLabel('单次最长运行时长(分钟)', { exact: true });
    await maxRun.fill('2000');
    await params.getByRole('button', { name: '保存', exact: true }).click();
    await params.getByRole('alert').filter({ hasText: '单次最长运行时长须在1到1440之间' }).waitFor();
    await maxRun.fill('200');
    await params.getByRole('button', { name: '保存', exact: true }).click();
    await closed(params);
    const saved = await suite.server.db
      .selectFrom('well_param')
      .select(['max_run_minutes', 'assigned'])
      .where('equip_id', '=', target.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(saved, { max_run_minutes: 200, assigned: 'n' });

    // 停用, then 启用
    await row.getByRole('button', { name: `停用 ${target.cd}`, exact: true }).click();
    const stop = dialog(page, '停用');
    await stop.getByText(`确定停用「${target.cd} ${target.name}」吗？`).waitFor();
    await stop.getByRole('button', { name: '确定', exact: true }).click();
    await closed(stop);
    // the filter is 正常: a stopped well leaves the page
    await row.waitFor({ state: 'detached' });
    assert.equal((await well(target.id)).status, 'stop');
    await filters.getByLabel('设备状态', { exact: true }).selectOption({ label: '停用' });
    await filters.getByRole('button', { name: '查询', exact: true }).click();
    await row.getByRole('button', { name: `启用 ${target.cd}`, exact: true }).click();
    const enable = dialog(page, '启用');
    await enable.getByRole('button', { name: '确定', exact: true }).click();
    await closed(enable);
    await row.waitFor({ state: 'detached' });
    assert.deepEqual((({ status, enabled }) => ({ status, enabled }))(await well(target.id)), { status: 'normal', enabled: 'Y' });

    // 用水记录: cancel a running order of a well
    const running = await suite.server.db
      .selectFrom('usage_record')
      .select(['id', 'order_no'])
      .where('merchant_id', '=', m)
      .where('business', '=', 'well')
      .where('status', '=', 'RUNNING')
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const records = await openScreen(page, '用水记录', '/agriculturalWell/record');
    await search(records, '订单号/手机号', running.order_no);
    const recordTable = records.getByRole('table', { name: '用水记录', exact: true });
    const recordRow = rowOf(recordTable, running.order_no);
    await waitForCell(recordTable, recordRow, '状态', '进行中');
    await recordRow.getByRole('button', { name: `取消 ${running.order_no}`, exact: true }).click();
    const cancel = dialog(page, '取消订单');
    await cancel.getByLabel('取消原因', { exact: true }).fill('井长报修');
    await cancel.getByRole('button', { name: '确定', exact: true }).click();
    await closed(cancel);
    await waitForCell(recordTable, recordRow, '状态', '已取消');
    const cancelled = await suite.server.db
      .selectFrom('usage_record')
      .select(['status', 'cancel_remark'])
      .where('id', '=', running.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(cancelled, { status: 'CANCEL', cancel_remark: '井长报修' });

    // 故障反馈: process the newest open fault of a well
    const fault = await suite.server.db
      .selectFrom('fault_feedback as f')
      .innerJoin('well as w', 'w.id', 'f.well_id')
      .select([
        'f.id',
        'w.cd',
        'w.name',
        sql<string>`to_char(f.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`.as('created'),
      ])
      .where('f.merchant_id', '=', m)
      .where('f.business', '=', 'well')
      .where('f.processed', '=', 'N')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .executeTakeFirstOrThrow();
    const faults = await openScreen(page, '故障反馈', '/agriculturalWell/feedback');
    await search(faults, '上报人/编号', fault.cd);
    const faultTable = faults.getByRole('table', { name: '故障反馈', exact: true });
    const faultRow = faultTable.locator('tbody').getByRole('row').filter({ hasText: fault.created });
    await faultRow.getByRole('button', { name: /^处理 / }).click();
    const processing = dialog(page, '处理反馈');
    await processing.getByLabel('处理结果', { exact: true }).fill('已更换电机');
    await processing.getByRole('button', { name: '确定', exact: true }).click();
    await closed(processing);
    await waitForCell(faultTable, faultRow, '是否处理', '已处理：已更换电机');
    const processed = await suite.server.db
      .selectFrom('fault_feedback')
      .select(['processed', 'process_remark'])
      .where('id', '=', fault.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(processed, { processed: 'Y', process_remark: '已更换电机' });

    assert.deepEqual(pageErrors, [], 'no page errors');
  },
);
