import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { csvCell, csvLine } from '../../../server/export/csv';
import { sheetNameOf, xlsxStream } from '../../../server/export/xlsx-stream';

test('CSV cells: formulas guarded, digits Excel would mangle written as its text literal, the rest as they are', () => {
  assert.equal(csvCell('=SUM(A1)'), "'=SUM(A1)");
  assert.equal(csvCell('-3.00'), '-3.00', 'a negative figure is a number, not a formula');
  assert.equal(csvCell('260728365598'), '"=""260728365598"""', 'a 12-digit card number');
  assert.equal(csvCell('0012'), '"=""0012"""', 'a leading zero');
  assert.equal(csvCell('15772931709'), '15772931709', 'an 11-digit mobile is safe');
  assert.equal(csvCell('0'), '0');
  assert.equal(csvCell('0.50'), '0.50');
  assert.equal(csvCell('张三, 李四'), '"张三, 李四"');
  assert.equal(csvCell(7), '7');
  // a CSV reader gets the literal back whole: one field, as Excel reads it
  assert.deepEqual(parse(csvLine(['260728365598', 'AW0001', '1.50'])), [['="260728365598"', 'AW0001', '1.50']]);
});

test('XLSX cells: fixed-point figures and counts are numbers shown grouped with their decimals; identifiers, mobiles and dates stay text', async () => {
  async function* chunks() {
    yield [['260728365598', '15772931709', '12.50', '0.599', '-3.00', 7, '2026-11-01 00:00:00', '0012']];
  }
  const file = xlsxStream('导出', ['卡号', '手机号', '金额(元)', '用水量(m³)', '退款(元)', '订单数', '时间', '编号'], chunks());
  const parts: Buffer[] = [];
  for await (const part of file) parts.push(part as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  const row = book.worksheets[0]!.getRow(2);
  const cells = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ value: row.getCell(i).value, numFmt: row.getCell(i).numFmt }));
  assert.deepEqual(
    cells.map((c) => c.value),
    ['260728365598', '15772931709', 12.5, 0.599, -3, 7, '2026-11-01 00:00:00', '0012'],
  );
  assert.deepEqual(
    cells.map((c) => c.numFmt),
    [undefined, undefined, '#,##0.00', '#,##0.000', '#,##0.00', '#,##0', undefined, undefined],
  );
  assert.equal(book.worksheets[0]!.getRow(1).getCell(3).value, '金额(元)');
});

test("XLSX sheet names: the table's name as Excel takes it, else 导出", () => {
  assert.equal(sheetNameOf('账单管理'), '账单管理');
  assert.equal(sheetNameOf(undefined), '导出');
  assert.equal(sheetNameOf('  '), '导出');
  assert.equal(sheetNameOf('History'), '导出', 'Excel reserves it');
  assert.equal(sheetNameOf("'结算明细'"), '结算明细', 'no quote at either end');
  assert.equal(sheetNameOf('a/b\\c[1]:*?\u0007'), 'a b c 1', 'characters Excel refuses');
  assert.equal(sheetNameOf('用'.repeat(40)), '用'.repeat(31));
  assert.equal(sheetNameOf('😀'.repeat(20)), '😀'.repeat(15), 'at most 31 UTF-16 units, no half character');
});
