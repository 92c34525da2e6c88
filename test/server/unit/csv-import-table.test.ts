import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EQUIP_IMPORT_COLUMNS, VALVE_IMPORT_COLUMNS } from '../../../src/api/contract/fertigation/import';
import { BusinessError } from '../../../server/http/business-error';
import { decodeCsvBytes } from '../../../server/routes/fertigation/import/decode-csv-bytes';
import { ImportProblems } from '../../../server/routes/fertigation/import/import-problems';
import { readCsvTable } from '../../../server/routes/fertigation/import/read-csv-table';
import { gbkEncode } from '../support/gbk-encode';

const read = (text: string | Buffer) => {
  const problems = new ImportProblems();
  const rows = readCsvTable(Buffer.from(text), VALVE_IMPORT_COLUMNS, problems);
  return { rows: rows.map((r) => [r.line, r.values.cd, r.values.name, r.values.areaCd]), problems };
};

describe('csv import: reading the file', () => {
  it('counts lines as Excel shows rows: a quoted cell over two lines is one row, blank rows count', () => {
    const { rows, problems } = read('编号,名称,区域编号\n"V1","两\n行",A1\n\n  V3 , 空格 ,A1\r\n,,\nV5,"引""号",A1');
    assert.deepEqual(rows, [
      [2, 'V1', '两\n行', 'A1'],
      [4, 'V3', '空格', 'A1'],
      [6, 'V5', '引"号', 'A1'],
    ]);
    assert.equal(problems.count, 0);
  });

  it('reads header titles marked required (*), aliases and any order; optional columns may be left out', () => {
    const { rows } = read('*区域编码, 阀门名称 ,*阀门编号\nA1,名,V1');
    assert.deepEqual(rows, [[2, 'V1', '名', 'A1']]);
    const problems = new ImportProblems();
    const [row] = readCsvTable(Buffer.from('场所,编号,名称,类型\n东村,E1,机,型'), EQUIP_IMPORT_COLUMNS, problems);
    assert.deepEqual(row?.values, {
      cd: 'E1',
      name: '机',
      place: '东村',
      type: '型',
      areaCds: '',
      keeperName: '',
      keeperMobile: '',
      remark: '',
    });
  });

  it('decodes UTF-8 with and without BOM, and GBK including characters outside the basic table', () => {
    const text = '编号,名称\r\n镕铧,𠀀';
    assert.equal(decodeCsvBytes(Buffer.from(`\ufeff${text}`)), text);
    assert.equal(decodeCsvBytes(Buffer.from(text)), text);
    assert.equal(decodeCsvBytes(gbkEncode('编号,名称\r\n镕铧,灌溉')), '编号,名称\r\n镕铧,灌溉');
    // GB18030's four-byte form (𠀀 is 0x95328236), which GBK alone lacks.
    assert.equal(decodeCsvBytes(Buffer.from([0x95, 0x32, 0x82, 0x36])), '𠀀');
  });

  it('refuses a cell under no header for its row, and a file whose rows are all blank', () => {
    const { problems } = read('编号,名称,区域编号,\nV1,名,A1,,\nV2,名,A1,,多\n');
    assert.equal(problems.count, 1);
    assert.throws(
      () => problems.throwIfAny(),
      (e: BusinessError) => {
        assert.deepEqual(e.data, [{ line: 3, tips: '第5列没有表头，不能填写数据' }]);
        return true;
      },
    );
    assert.throws(() => read('编号,名称,区域编号\n,,\n\n'), { message: '文件中没有可导入的数据行' });
  });
});
