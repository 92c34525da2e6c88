import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fertigationEquipCalls as equip, fertigationImportCalls as imports, fertigationValveCalls as valve } from '../../src/api/contract';
import type { CallDef } from '../../src/api/contract/define-call';
import type { EquipRow, FertigationParam } from '../../src/api/contract/fertigation/equip';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportFailure } from '../../src/api/contract/fertigation/import';
import type { ValveRow } from '../../src/api/contract/fertigation/valve';
import { hashPassword } from '../../server/auth/password';
import type { TestClient } from './support/client';
import {
  invalid,
  ok,
  startFertigationSuite,
  stopFertigationSuite,
  unchanged,
  type FertigationSuite,
  type Page,
} from './support/fertigation';
import { gbkEncode } from './support/gbk-encode';
import { PASSWORD, TEST_PASSWORD_LOG_N } from './support/test-server';

let s: FertigationSuite;
before(async () => {
  s = await startFertigationSuite();
});
after(async () => stopFertigationSuite(s));

const BOM = '\ufeff';
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const send = (c: TestClient, call: CallDef, file: string | Buffer) => c.call(call, { content: Buffer.from(file).toString('base64') });

async function imported(c: TestClient, call: CallDef, file: string | Buffer): Promise<number> {
  const res = await send(c, call, file);
  assert.equal(res.body.errorCode, 0, res.text);
  return (res.body.data as { count: number }).count;
}

/** Refused, nothing written: the message and every failure as [line, tips]. */
async function refusedFile(c: TestClient, call: CallDef, file: string | Buffer, message: string | RegExp, lines: [number, string][] = []) {
  await unchanged(s, async () => {
    const res = await send(c, call, file);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.errorCode, 1, res.text);
    if (typeof message === 'string') assert.equal(res.body.message, message);
    else assert.match(res.body.message, message);
    assert.deepEqual(
      (res.body.data as ImportFailure[]).map((f) => [f.line, f.tips]),
      lines,
    );
  });
}

/** Merchant 1's areas with their place, code and machine (null when free). */
const areasOf = (merchantId: number) =>
  s.database.db
    .selectFrom('area')
    .leftJoin('equip_area', 'equip_area.area_id', 'area.id')
    .innerJoin('place', 'place.id', 'area.place_id')
    .select(['area.id', 'area.cd', 'area.place_id', 'place.name as place_name', 'equip_area.equip_id'])
    .where('area.merchant_id', '=', merchantId)
    .orderBy('area.id')
    .execute();

describe('fertigation/valve/importCsv', () => {
  test('imports every row: BOM, CRLF, quoted commas and quotes, blank rows, any column order and aliases', async () => {
    const [a1, a2] = await areasOf(s.m1);
    const file =
      BOM +
      csv(
        '阀门名称,编号,区域编号,备注,状态',
        `"东区1号阀, 主管",IMP-V1,${a1?.cd},"说明带""引号""",`,
        '',
        `西区阀,IMP-V2,${a2?.cd},"两行\r\n备注",停用`,
        ',,,,',
      );
    assert.equal(await imported(s.admin, imports.importValveCsv, file), 2);
    const page = await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { keyword: 'IMP-V', size: 10 });
    const byCd = new Map(page.records.map((v) => [v.cd, v]));
    assert.deepEqual(
      [byCd.get('IMP-V1')?.name, byCd.get('IMP-V1')?.areaId, byCd.get('IMP-V1')?.enabled, byCd.get('IMP-V1')?.remark],
      ['东区1号阀, 主管', a1?.id, 'Y', '说明带"引号"'],
    );
    assert.deepEqual(
      [byCd.get('IMP-V2')?.areaId, byCd.get('IMP-V2')?.enabled, byCd.get('IMP-V2')?.remark, byCd.get('IMP-V2')?.equipId],
      [a2?.id, 'N', '两行\r\n备注', null],
    );
  });

  test("a GBK file (Excel's plain CSV on Chinese Windows) and a UTF-8 file without BOM both import", async () => {
    const [a1] = await areasOf(s.m1);
    assert.equal(await imported(s.admin, imports.importValveCsv, gbkEncode(csv('编号,名称,区域编号', `IMP-GBK,国标编码阀,${a1?.cd}`))), 1);
    assert.equal(await imported(s.admin, imports.importValveCsv, csv('编号,名称,区域编号', `IMP-U8,无签名阀,${a1?.cd}`)), 1);
    const names = (await ok<Page<ValveRow>>(s.admin, valve.findPageValve, { keyword: 'IMP-', size: 20 })).records.map((v) => v.name);
    assert.ok(names.includes('国标编码阀') && names.includes('无签名阀'), names.join());
  });

  test('every bad row is listed by its Excel line and reason, and nothing is written', async () => {
    const [a1] = await areasOf(s.m1);
    const [otherArea] = await areasOf(s.m2);
    const seeded = await s.database.db
      .selectFrom('valve')
      .select('cd')
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await refusedFile(
      s.admin,
      imports.importValveCsv,
      csv(
        '编号,名称,区域编号,状态,备注',
        `IMP-B1,好的一行,${a1?.cd},启用,`, // line 2 is good; the file is refused all the same
        `,无编号,${a1?.cd},,`,
        `IMP B3,空格编号,${a1?.cd},,`,
        `IMP-B4,${'长'.repeat(51)},${a1?.cd},,`,
        'IMP-B5,无此区域,NO-SUCH-AREA,,',
        `IMP-B6,别家区域,${otherArea?.cd},,`,
        `IMP-B7,状态不对,${a1?.cd},开着,`,
        `IMP-B1,重复编号,${a1?.cd},,`,
        `${seeded.cd},已有编号,${a1?.cd},,`,
        'IMP-B10,没有区域,,,',
        `IMP-B11,多出一列,${a1?.cd},,,多余`,
      ),
      '导入失败：共10处错误，未导入任何数据',
      [
        [3, '编号不能为空'],
        [4, '编号：编码只能包含字母、数字、下划线和短横线'],
        [5, '阀门名称最长50个字符'],
        [6, '区域编号“NO-SUCH-AREA”不存在'],
        [7, `区域编号“${otherArea?.cd}”不存在`],
        [8, '状态只能填写“启用”或“停用”'],
        [9, '编号“IMP-B1”与第2行重复'],
        [10, `阀门编码“${seeded.cd}”已存在`],
        [11, '区域编号不能为空'],
        [12, '第6列没有表头，不能填写数据'],
      ],
    );
  });

  test('the header: missing, unknown and repeated columns are line 1', async () => {
    await refusedFile(s.admin, imports.importValveCsv, csv('编号,阀门名称,名称,位置', 'X1,a,b,c'), /^导入失败：共3处错误/, [
      [1, '“名称”列重复'],
      [1, '无法识别的列“位置”'],
      [1, '缺少“区域编号”列'],
    ]);
    await refusedFile(s.admin, imports.importValveCsv, csv('', 'X1,a,AQ001'), /^导入失败/, [
      [1, '缺少“编号”列'],
      [1, '缺少“名称”列'],
      [1, '缺少“区域编号”列'],
    ]);
  });

  test('whole-file refusals: empty, header only, too many rows, too large, not CSV text, broken quotes', async () => {
    const [a1] = await areasOf(s.m1);
    await refusedFile(s.admin, imports.importValveCsv, '', '文件为空');
    await refusedFile(s.admin, imports.importValveCsv, `${BOM} \r\n`, '文件为空');
    await refusedFile(s.admin, imports.importValveCsv, csv('编号,名称,区域编号', ',,'), '文件中没有可导入的数据行');
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `MANY-${i},阀${i},${a1?.cd}`);
    await refusedFile(
      s.admin,
      imports.importValveCsv,
      csv('编号,名称,区域编号', ...many),
      `一次最多导入${IMPORT_MAX_ROWS}行，本文件有${IMPORT_MAX_ROWS + 1}行，请分批导入`,
    );
    const head = Buffer.from(csv('编号,名称,区域编号,备注', `BIG-1,大文件,${a1?.cd},`));
    const padded = Buffer.concat([head, Buffer.alloc(IMPORT_MAX_BYTES + 1 - head.length, ' ')]);
    await refusedFile(s.admin, imports.importValveCsv, padded, '文件不能超过512KB');
    await invalid(s.admin, imports.importValveCsv, { content: 'A'.repeat((IMPORT_MAX_BYTES / 3) * 4 + 8) }, '文件不能超过512KB');
    await invalid(s.admin, imports.importValveCsv, { content: '不是base64' }, '文件内容不是有效的base64');
    await invalid(s.admin, imports.importValveCsv, {}, /content/);
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    await refusedFile(s.admin, imports.importValveCsv, xlsx, '请上传CSV文件：在Excel中“另存为”，类型选“CSV UTF-8（逗号分隔）”');
    await refusedFile(s.admin, imports.importValveCsv, Buffer.from(`\ufeff${csv('编号,名称,区域编号')}`, 'utf16le'), /UTF-16/);
    await refusedFile(s.admin, imports.importValveCsv, Buffer.from([0x41, 0x2c, 0xff, 0xff, 0xff]), /无法识别文件编码/);
    await refusedFile(
      s.admin,
      imports.importValveCsv,
      csv('编号,名称,区域编号', `Q-1,好,${a1?.cd}`, `Q-2,"未闭合,${a1?.cd}`, 'Q-3,c,d'),
      /^导入失败/,
      [[3, 'CSV格式错误：引号未闭合']],
    );
  });

  test('codes are per merchant; another merchant imports into its own areas only', async () => {
    const [mine] = await areasOf(s.m2);
    const [theirs] = await areasOf(s.m1);
    assert.equal(await imported(s.other, imports.importValveCsv, csv('编号,名称,区域编号', `IMP-V1,二号商户阀,${mine?.cd}`)), 1);
    await refusedFile(s.other, imports.importValveCsv, csv('编号,名称,区域编号', `IMP-M2,越界,${theirs?.cd}`), /^导入失败/, [
      [2, `区域编号“${theirs?.cd}”不存在`],
    ]);
  });

  test('two imports of the same file at once: one writes every row, the other nothing', async () => {
    const [a1] = await areasOf(s.m1);
    const file = csv('编号,名称,区域编号', ...[1, 2, 3].map((i) => `RACE-V${i},并发${i},${a1?.cd}`));
    const count = async () => (await s.database.db.selectFrom('valve').select('id').where('cd', 'like', 'RACE-V%').execute()).length;
    const results = await Promise.all([1, 2].map(() => send(s.admin, imports.importValveCsv, file)));
    assert.deepEqual(results.map((r) => r.body.errorCode).sort(), [0, 1], results.map((r) => r.text).join('\n'));
    assert.equal(await count(), 3);
    // The loser met the winner's rows in the check (PGlite runs one transaction at a time) or at the
    // insert (PostgreSQL may run both checks first): either way it says why, and wrote none of its own.
    const loser = results.find((r) => r.body.errorCode === 1)!;
    const reasons =
      loser.body.message === '导入期间数据已被他人修改，请重新导入'
        ? []
        : (loser.body.data as ImportFailure[]).map((f) => [f.line, f.tips]);
    assert.ok(loser.body.message === '导入期间数据已被他人修改，请重新导入' || /^导入失败：共3处错误/.test(loser.body.message), loser.text);
    if (reasons.length)
      assert.deepEqual(
        reasons.map(([line]) => line),
        [2, 3, 4],
      );
  });
});

describe('fertigation/equip/importCsv', () => {
  /** Merchant 1's type names: two enabled, one disabled (read, not assumed from the seed). */
  const T = { on: '', also: '', off: '' };
  before(async () => {
    const types = await s.database.db
      .selectFrom('equip_type')
      .select(['name', 'enabled'])
      .where('merchant_id', '=', s.m1)
      .orderBy('id')
      .execute();
    const [on, also] = types.filter((t) => t.enabled === 'Y');
    const off = types.find((t) => t.enabled === 'N');
    assert.ok(on && also && off, 'two enabled types and a disabled one');
    Object.assign(T, { on: on.name, also: also.name, off: off.name });
  });

  /** A place of merchant 1 with two free areas, and an area of another place. */
  async function freePlace() {
    const areas = await areasOf(s.m1);
    const free = areas.filter((a) => a.equip_id === null);
    const place = free.find((a) => free.filter((b) => b.place_id === a.place_id).length >= 2);
    assert.ok(place, 'a place with two free areas');
    const [f1, f2] = free.filter((a) => a.place_id === place.place_id) as [typeof place, typeof place];
    const elsewhere = areas.find((a) => a.place_id !== place.place_id && a.equip_id === null);
    const bound = areas.find((a) => a.place_id === place.place_id && a.equip_id !== null);
    assert.ok(elsewhere && bound, 'a free area elsewhere and a bound one in the place');
    return { placeName: place.place_name, f1, f2, elsewhere, bound };
  }

  test('imports machines with their place, type, areas (| separated), keeper and default parameters', async () => {
    const { placeName, f1, f2 } = await freePlace();
    const file =
      BOM +
      csv(
        '编号,名称,场所,设备类型,区域编号,管理员,手机号,备注',
        `IMP-E1,导入一号机,${placeName},${T.on},${f1.cd}|${f2.cd},王建国,13800138000,"东区, 靠路"`,
        `IMP-E2,导入二号机,${placeName},${T.also},,,,`,
      );
    assert.equal(await imported(s.admin, imports.importEquipCsv, file), 2);
    const page = await ok<Page<EquipRow>>(s.admin, equip.findPage, { keyword: 'IMP-E', size: 10 });
    const e1 = page.records.find((e) => e.cd === 'IMP-E1');
    assert.ok(e1);
    assert.deepEqual(
      [e1.placeName, e1.equipTypeName, e1.areas.map((a) => a.cd), e1.keeperName, e1.keeperMobile, e1.remark, e1.status, e1.runState],
      [placeName, T.on, [f1.cd, f2.cd], '王建国', '13800138000', '东区, 靠路', 'normal', 'OTHERS'],
    );
    assert.deepEqual(page.records.find((e) => e.cd === 'IMP-E2')?.areas, []);
    const param = await ok<FertigationParam>(s.admin, equip.findFertigationParam, { equipId: e1.id });
    assert.deepEqual([param.tankARatio, param.tankBRatio, param.tankCRatio, param.assigned], [50, 30, 20, 'n']);
  });

  test('every bad row is listed by line and reason; nothing is written', async () => {
    const { placeName, f1, f2, elsewhere, bound } = await freePlace();
    const boundEquip = await s.database.db
      .selectFrom('fertigation_equip')
      .select('cd')
      .where('id', '=', bound.equip_id as number)
      .executeTakeFirstOrThrow();
    const boundName = (await s.database.db.selectFrom('area').select('name').where('id', '=', bound.id).executeTakeFirstOrThrow()).name;
    const [otherPlace] = await s.database.db.selectFrom('place').select('name').where('merchant_id', '=', s.m2).execute();
    const [otherArea] = await areasOf(s.m2);
    // Two places of merchant 1 named alike (in different counties) make the name ambiguous.
    const twin = await s.database.db
      .selectFrom('place')
      .selectAll()
      .where('merchant_id', '=', s.m1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await s.database.db
      .insertInto('place')
      .values({ ...twin, id: undefined as never, name: '同名村', area_code: '130102' })
      .execute();
    await s.database.db
      .insertInto('place')
      .values({ ...twin, id: undefined as never, name: '同名村', area_code: '130104' })
      .execute();
    const head = '编号,名称,村镇,设备类型,区域编号,管理员,手机号,备注';
    await refusedFile(
      s.admin,
      imports.importEquipCsv,
      csv(
        head,
        `IMP-F2,好的,${placeName},${T.on},${f1.cd},,,`,
        `IMP-F3,无此村,不存在村,${T.on},,,,`,
        `IMP-F4,重名村,同名村,${T.on},,,,`,
        `IMP-F5,别家村,${otherPlace?.name},${T.on},,,,`,
        `IMP-F6,无此类型,${placeName},无此类型,,,,`,
        `IMP-F7,停用类型,${placeName},${T.off},,,,`,
        `IMP-F8,别处区域,${placeName},${T.on},${elsewhere.cd},,,`,
        `IMP-F9,已绑区域,${placeName},${T.on},${bound.cd},,,`,
        `IMP-F10,抢同一区域,${placeName},${T.on},${f1.cd},,,`,
        `IMP-F11,区域重复,${placeName},${T.on},${f2.cd}、${f2.cd},,,`,
        `IMP-F12,别家区域,${placeName},${T.on},${otherArea?.cd},,,`,
        `IMP-F13,坏手机号,${placeName},${T.on},,张三,1380013800,`,
        `IMP-F2,重复编号,${placeName},${T.on},,,,`,
        `${boundEquip.cd},已有编号,,,,,,`,
      ),
      '导入失败：共15处错误，未导入任何数据',
      [
        [3, '村镇“不存在村”不存在'],
        [4, '有多个名为“同名村”的村镇，请先在村镇管理中改名以区分'],
        [5, `村镇“${otherPlace?.name}”不存在`],
        [6, '设备类型“无此类型”不存在'],
        [7, `设备类型“${T.off}”已停用`],
        [8, `区域“${elsewhere.cd}”不属于村镇“${placeName}”`],
        [9, `区域“${boundName}”已绑定设备“${boundEquip.cd}”`],
        [10, `区域“${f1.cd}”已由第2行的设备绑定`],
        [11, `区域编号“${f2.cd}”重复`],
        [12, `区域编号“${otherArea?.cd}”不存在`],
        [13, '请输入有效的手机号'],
        [14, '编号“IMP-F2”与第2行重复'],
        [15, '村镇不能为空'],
        [15, '设备类型不能为空'],
        [15, `设备编码“${boundEquip.cd}”已存在`],
      ],
    );
  });

  test('a row naming more areas than a machine may serve is refused at once, whatever their number', async () => {
    const { placeName, f1 } = await freePlace();
    const head = '编号,名称,村镇,设备类型,区域编号';
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `X${i}`).join('|');
    // 70,000 codes in one cell (under the file's size limit): more than one query may bind.
    await refusedFile(s.admin, imports.importEquipCsv, csv(head, `IMP-M1,多区域,${placeName},${T.on},${codes(70_000)}`), /共1处错误/, [
      [2, '最多绑定50个区域'],
    ]);
    await refusedFile(
      s.admin,
      imports.importEquipCsv,
      csv(head, `IMP-M2,五十一区,${placeName},${T.on},${f1.cd}|${codes(50)}`),
      /共1处错误/,
      [[2, '最多绑定50个区域']],
    );
  });

  test('permission: valve add and equip add, checked on the server', async () => {
    const db = s.database.db;
    const role = await db
      .insertInto('role')
      .values({ merchant_id: s.m1, name: '只读导入', remark: '', grants_all: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const views = await db
      .selectFrom('menu')
      .select('id')
      .where('permission', 'in', ['fertigation:valve:view', 'fertigation:equip:view'])
      .execute();
    await db
      .insertInto('role_menu')
      .values(views.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
    const user = await db
      .insertInto('merchant_user')
      .values({
        merchant_id: s.m1,
        code: 'U13900000088',
        mobile: '13900000088',
        name: '只读',
        password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_LOG_N),
        enabled: true,
        user_type: 'merchant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const reader = await s.server.loginAs('13900000088');
    const [a1] = await areasOf(s.m1);
    await unchanged(s, async () => {
      for (const [call, file] of [
        [imports.importValveCsv, csv('编号,名称,区域编号', `PERM-1,无权,${a1?.cd}`)],
        [imports.importEquipCsv, csv('编号,名称,村镇,设备类型', 'PERM-2,无权,x,y')],
      ] as const)
        assert.equal((await send(reader, call, file)).body.errorCode, 1007);
    });
    assert.equal(await imported(s.operator, imports.importValveCsv, csv('编号,名称,区域编号', `PERM-3,操作员导入,${a1?.cd}`)), 1);
  });
});
