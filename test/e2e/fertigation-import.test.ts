import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { dialog, fertigationSuite, openScreen } from './support/fertigation-screens';
import { rowOf, waitForCell } from './support/table';

const suite = fertigationSuite('fertigation-import');
const e2e = suite.flow;

/** A CSV file as the file input takes it: UTF-8 with a BOM, what Excel writes as "CSV UTF-8". */
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });

/** Picks `file` in the import dialog `title` and starts the import. */
async function importFile(page: Page, title: string, file: ReturnType<typeof csvFile>): Promise<void> {
  const picker = dialog(page, title);
  await picker.getByLabel('CSV文件', { exact: true }).setInputFiles(file);
  await picker.getByRole('button', { name: '开始导入', exact: true }).click();
}

e2e('valves: a file with a bad row lists it by line and reason and writes nothing; the fixed file imports every row', async ({ page }) => {
  const area = await suite.server.db
    .selectFrom('area')
    .select(['cd', 'name'])
    .where('merchant_id', '=', suite.merchantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const valves = await openScreen(page, '阀门管理', '/fertigation/valve');
  await valves.getByRole('button', { name: '导入', exact: true }).click();
  const picker = dialog(page, '导入阀门');
  await picker.waitFor();

  const template = picker.getByRole('link', { name: '下载模板', exact: true });
  assert.equal(await template.getAttribute('download'), '阀门导入模板.csv');
  const templateText = await template.evaluate(async (a) => {
    const bytes = new Uint8Array(await (await fetch((a as unknown as { href: string }).href)).arrayBuffer());
    return [bytes[0], bytes[1], bytes[2], new TextDecoder().decode(bytes.subarray(3))];
  });
  assert.deepEqual(templateText, [0xef, 0xbb, 0xbf, '编号,名称,区域编号,状态,备注\r\n'], 'UTF-8 with a BOM, header only');

  await picker.getByRole('button', { name: '开始导入', exact: true }).click();
  await picker.getByRole('alert').filter({ hasText: '请选择要导入的文件' }).waitFor();

  const head = '编号,名称,区域编号,状态,备注';
  await importFile(
    page,
    '导入阀门',
    csvFile('阀门.csv', `${head}\r\nE2E-IV1,导入一号阀,${area.cd},,\r\nE2E-IV2,导入二号阀,NO-AREA,停用,\r\n`),
  );
  const errors = dialog(page, '导入失败');
  await errors.waitFor();
  await errors.getByText('导入失败：共1处错误，未导入任何数据').waitFor();
  const failed = errors.getByRole('table').getByRole('row').filter({ hasText: '区域编号“NO-AREA”不存在' });
  assert.deepEqual(
    (await failed.getByRole('cell').allTextContents()).map((t) => t.trim()),
    ['3', '区域编号“NO-AREA”不存在'],
  );
  const written = await suite.server.db.selectFrom('valve').select('id').where('cd', 'like', 'E2E-IV%').execute();
  assert.equal(written.length, 0, 'a file with a bad row writes nothing');

  await errors.getByRole('button', { name: '关闭', exact: true }).click();
  await picker.waitFor();
  await importFile(
    page,
    '导入阀门',
    csvFile('阀门.csv', `${head}\r\nE2E-IV1,导入一号阀,${area.cd},,\r\nE2E-IV2,"导入二号阀, 备用",${area.cd},停用,\r\n`),
  );
  await page.locator('.irr-toasts').getByRole('status').filter({ hasText: '成功导入2条' }).waitFor();
  await picker.waitFor({ state: 'detached' });

  const table = valves.getByRole('table', { name: '阀门管理' });
  const box = valves.getByRole('search').getByLabel('名称/编码', { exact: true });
  await box.fill('E2E-IV');
  await box.press('Enter');
  await rowOf(table, 'E2E-IV1').waitFor();
  await rowOf(table, 'E2E-IV2').filter({ hasText: '导入二号阀, 备用' }).waitFor();
  await waitForCell(table, rowOf(table, 'E2E-IV1'), '所属区域', area.name);
});

e2e('equipment: the import button opens the dialog; a good file adds machines with their areas', async ({ page }) => {
  const free = await suite.server.db
    .selectFrom('area')
    .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
    .innerJoin('place', 'place.id', 'area.place_id')
    .select(['area.cd', 'area.name', 'place.name as place_name'])
    .where('area.merchant_id', '=', suite.merchantId)
    .where('equip_area.equip_id', 'is', null)
    .orderBy('area.id')
    .executeTakeFirstOrThrow();
  const type = await suite.server.db
    .selectFrom('equip_type')
    .select('name')
    .where('merchant_id', '=', suite.merchantId)
    .where('enabled', '=', 'Y')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const equips = await openScreen(page, '设备管理', '/fertigation/equip');
  await equips.getByRole('button', { name: '导入', exact: true }).click();
  await dialog(page, '导入设备').waitFor();
  await importFile(
    page,
    '导入设备',
    csvFile(
      '设备.csv',
      `编号,名称,村镇,设备类型,区域编号,管理员,手机号,备注\r\nE2E-IE1,导入水肥机,${free.place_name},${type.name},${free.cd},李玉梅,13912345678,\r\n`,
    ),
  );
  await page.locator('.irr-toasts').getByRole('status').filter({ hasText: '成功导入1条' }).waitFor();
  const table = equips.getByRole('table', { name: '设备管理' });
  const box = equips.getByRole('search').getByLabel('编号/名称', { exact: true });
  await box.fill('E2E-IE1');
  await box.press('Enter');
  await waitForCell(table, rowOf(table, 'E2E-IE1'), '绑定区域', free.name);
});
