import assert from 'node:assert/strict';
import mqtt from 'mqtt';
import { hashSecret } from '../../server/devices/credentials';
import { ADMIN } from './support/console-page';
import { monitorRowOf } from './support/monitor-page';
import { e2eSuite } from './support/suite';
import { cellOf } from './support/table';

/**
 * The built console (not the test bundles: the browser build leaves the contract's schemas out) on
 * a server with its MQTT broker: a device's report shows on 运行监控 without a reload, and a pump
 * started there runs once the device answers.
 */
const suite = e2eSuite('devices', { mqtt: true });

suite.e2e("运行监控: a device's status appears live; 启动 ends in 成功 on the device's answer", async ({ page }) => {
  const db = suite.server.db;
  const merchant = await db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow();
  const well = await db
    .selectFrom('well')
    .select(['id', 'cd', 'name'])
    .where('merchant_id', '=', merchant.merchant_id)
    .where('status', '=', 'normal')
    .where('running', '=', 'leisure')
    .orderBy('cd')
    .executeTakeFirstOrThrow();
  const username = `w${well.id}-e2e`;
  await db
    .insertInto('device')
    .values({
      merchant_id: merchant.merchant_id,
      well_id: well.id,
      equip_id: null,
      username,
      secret_hash: hashSecret('e2e-secret'),
      created_at: new Date(),
      rotated_at: new Date(),
    })
    .execute();
  const device = await mqtt.connectAsync(suite.server.mqttUrl!, { username, password: 'e2e-secret', reconnectPeriod: 0 });
  try {
    let seq = 0;
    const report = (extra: Record<string, unknown>) =>
      device.publishAsync(
        `irr/${username}/up/status`,
        JSON.stringify({
          seq: (seq += 1),
          ts: Date.now(),
          sig: 21.5,
          waterLevel: 33.25,
          running: false,
          current: 0,
          voltage: 380,
          meterWh: 5000,
          meterLiters: 9000,
          ...extra,
        }),
        { qos: 1 },
      );
    await report({});
    const { screen, table, row } = await monitorRowOf(page, well.cd);

    // a report changes the row in place
    await report({ voltage: 377.7, current: 12.3 });
    await (await cellOf(table, row, '电压(V)')).getByText('377.7', { exact: true }).waitFor();

    // 启动: the device answers, the well runs
    device.on('message', (topic, payload) => {
      const cmd = JSON.parse(payload.toString()) as { cmdId: number; action: string };
      if (topic.endsWith('/down/cmd')) {
        void device.publishAsync(
          `irr/${username}/up/ack`,
          JSON.stringify({ seq: (seq += 1), ts: Date.now(), cmdId: cmd.cmdId, ok: true }),
          { qos: 1 },
        );
      }
    });
    await device.subscribeAsync(`irr/${username}/down/+`, { qos: 1 });
    await row.getByRole('button', { name: `启动 ${well.name}(${well.cd})`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    await screen.getByText('成功', { exact: true }).waitFor();
    await (await cellOf(table, row, '运行状态')).getByText('使用中', { exact: true }).waitFor();
    assert.equal((await db.selectFrom('well').select('running').where('id', '=', well.id).executeTakeFirstOrThrow()).running, 'use');
  } finally {
    await device.endAsync();
  }
});
