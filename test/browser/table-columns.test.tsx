import { expect } from '@open-wc/testing';
import { columnTitle } from '../../src/api/contract/export-columns';
import { EXPORT_TABLE, exportColumnsOf } from '../../src/api/contract/export-table';
import { REPORT_DIMENSIONS } from '../../src/api/contract/money/report';
import type { PersonalizedNames } from '../../src/api/contract/param';
import { billColumns } from '../../src/screens/agriculturalWell/bill/bill-columns';
import { cardActionsColumn } from '../../src/screens/agriculturalWell/card/card-actions';
import { cardColumns } from '../../src/screens/agriculturalWell/card/card-columns';
import { wellFeedbackLine } from '../../src/screens/agriculturalWell/feedback/feedback-page';
import { fundColumns } from '../../src/screens/agriculturalWell/fund/fund-columns';
import { planColumns } from '../../src/screens/agriculturalWell/inspection/plan-columns';
import { reconcileColumns } from '../../src/screens/agriculturalWell/reconcile/reconcile-columns';
import { taskColumns } from '../../src/screens/agriculturalWell/inspection/task-columns';
import { ruleColumns } from '../../src/screens/agriculturalWell/monitor/alarm-rules/rule-columns';
import { monitorColumns } from '../../src/screens/agriculturalWell/monitor/monitor-columns';
import { noticeColumns } from '../../src/screens/agriculturalWell/notice/notice-columns';
import { wellPlaceLine } from '../../src/screens/agriculturalWell/place/place-screen';
import { wellRecordLine } from '../../src/screens/agriculturalWell/record/record-page';
import { quotaColumns } from '../../src/screens/agriculturalWell/report/quota-columns';
import { reportColumns } from '../../src/screens/agriculturalWell/report/report-columns';
import { serviceColumns } from '../../src/screens/agriculturalWell/settlement/service-columns';
import { settlementColumns } from '../../src/screens/agriculturalWell/settlement/settlement-columns';
import { settlementItemColumns } from '../../src/screens/agriculturalWell/settlement/settlement-item-columns';
import { wellColumns } from '../../src/screens/agriculturalWell/well/well-columns';
import { feedbackColumns } from '../../src/screens/business/feedback/feedback-columns';
import { placeColumns } from '../../src/screens/business/place/place-columns';
import { recordColumns } from '../../src/screens/business/record/record-columns';
import { areaColumns } from '../../src/screens/fertigation/area/area-columns';
import { equipColumns } from '../../src/screens/fertigation/equip/equip-columns';
import { equipTypeColumns } from '../../src/screens/fertigation/equip-type/equip-type-columns';
import { fertigationFeedbackLine } from '../../src/screens/fertigation/feedback/feedback-line';
import { fertigationPlaceLine } from '../../src/screens/fertigation/place/place-line';
import { fertigationRecordLine } from '../../src/screens/fertigation/record/record-line';
import { templateColumns } from '../../src/screens/fertigation/template/template-columns';
import { valveColumns } from '../../src/screens/fertigation/valve/valve-columns';
import { loginLogColumns } from '../../src/screens/system/login-log/login-log-columns';
import { operLogColumns } from '../../src/screens/system/oper-log/oper-log-columns';
import { roleColumns } from '../../src/screens/system/role/role-columns';
import { userColumns } from '../../src/screens/system/user/user-columns';
import type { BillRow } from '../../src/api/contract/money/bill';
import { printTableOf } from '../../src/ui/print/print-table-of';
import type { TableColumn } from '../../src/ui/table';

/** Names unlike the defaults, so that a header made of them shows where it comes from. */
const names: PersonalizedNames = { equipment: '泵站', equipmentName: '泵站编号', equipmentAdmin: '站长', place: '片区' };
const none = () => undefined;
const tiers = ['第一档', '第二档'];

/** Where a table and its export may differ, by the spec: the columns only one of them has. */
interface Apart {
  table?: readonly string[];
  export?: readonly string[];
}

interface Case {
  name: string;
  /** The findPage the table's export names (common/export). */
  path: string;
  columns: readonly TableColumn<never>[];
  filters?: object;
  answer?: object;
  apart?: Apart;
}

const cases: Case[] = [
  { name: '账单管理', path: 'irrigationWell/bill/findPage', columns: billColumns(names, none) },
  { name: '用户卡管理', path: 'irrigationWell/card/findPage', columns: cardColumns(names, cardActionsColumn(none)) },
  { name: '资金流水', path: 'irrigationWell/fund/findPage', columns: fundColumns, apart: { table: ['备注'], export: ['流水号'] } },
  {
    name: '对账异常',
    path: 'irrigationWell/reconcile/findPage',
    columns: reconcileColumns(none),
    apart: { export: ['编号', '处理人', '处理时间'] },
  },
  { name: '巡检计划', path: 'irrigationWell/inspection/plan/findPage', columns: planColumns(none, none), apart: { export: ['创建时间'] } },
  { name: '巡检任务', path: 'irrigationWell/inspection/task/findPage', columns: taskColumns(names, none) },
  { name: '告警规则', path: 'irrigationWell/alarmRule/findPage', columns: ruleColumns(none, none), apart: { export: ['更新时间'] } },
  {
    name: '设备监控',
    path: 'irrigationWell/monitor/findPage',
    columns: monitorColumns(names, new Map(), none, new Map()),
    apart: { table: ['24小时水位'] },
  },
  { name: '通知公告', path: 'irrigationWell/notice/findPage', columns: noticeColumns(none) },
  {
    name: '用水定额',
    path: 'irrigationWell/report/quota',
    columns: quotaColumns(tiers, names),
    answer: { tiers: tiers.map((label) => ({ label })) },
  },
  ...REPORT_DIMENSIONS.map((dimension): Case => ({
    name: `统计报表 ${dimension}`,
    path: 'irrigationWell/report/summary',
    columns: reportColumns(dimension, names),
    filters: { dimension },
  })),
  { name: '结算记录', path: 'irrigationWell/settlement/findPage', columns: settlementColumns(none) },
  { name: '结算明细', path: 'irrigationWell/settlement/findItemPage', columns: settlementItemColumns },
  { name: '我的服务', path: 'irrigationWell/service/findPage', columns: serviceColumns(none) },
  {
    name: '机井管理',
    path: 'irrigationWell/equip/findPage',
    columns: wellColumns(names),
    apart: { export: ['健康度', '电价(元/kWh)', '水价(元/m³)'] },
  },
  ...[wellFeedbackLine, fertigationFeedbackLine].map((line): Case => ({
    name: `故障反馈 ${line.cacheKey}`,
    path: line.calls.findPage.path,
    columns: feedbackColumns(line, names, none),
  })),
  ...[wellRecordLine, fertigationRecordLine].map((line): Case => ({
    name: `使用记录 ${line.cacheKey}`,
    path: line.calls.findPage.path,
    columns: recordColumns(line, names, none),
  })),
  ...[wellPlaceLine, fertigationPlaceLine].map((line): Case => ({
    name: `村镇管理 ${line.cacheKey}`,
    path: line.calls.findPage.path,
    columns: placeColumns(line, names, none),
  })),
  { name: '区域管理', path: 'fertigation/area/findPage', columns: areaColumns(names, none, none) },
  { name: '阀门管理', path: 'fertigation/valve/findPageValve', columns: valveColumns(names, none, none) },
  { name: '设备管理', path: 'fertigation/equip/findPage', columns: equipColumns(names, none) },
  { name: '设备类型', path: 'fertigation/equip/type/findPage', columns: equipTypeColumns(none) },
  { name: '灌溉模板', path: 'fertigation/template/findPage', columns: templateColumns(none, none) },
  { name: '用户管理', path: 'plat/user/findPage', columns: userColumns(none) },
  { name: '角色管理', path: 'plat/role/findPage', columns: roleColumns(none) },
  { name: '登录日志', path: 'plat/loginLog/findPage', columns: loginLogColumns },
  { name: '操作日志', path: 'plat/operLog/findPage', columns: operLogColumns(none) },
];

/** The headers of a table's data columns: the row buttons' column (ops, actions), last, is no column of the export. */
function tableHeaders(columns: readonly TableColumn<never>[]): string[] {
  const last = columns.at(-1);
  const data = last && (last.key === 'ops' || last.key === 'actions') ? columns.slice(0, -1) : columns;
  return data.map((c) => c.title);
}

function exportHeaders({ path, filters = {}, answer = {} }: Case): string[] {
  const spec = EXPORT_TABLE.get(path);
  if (!spec) throw new Error(`${path} exports nothing`);
  return exportColumnsOf(spec, filters, answer).map((c) => columnTitle(c, names));
}

describe('a table and its export (one definition per table)', () => {
  for (const c of cases) {
    it(`${c.name}: the same columns, titles and order, but for those the spec sets apart`, () => {
      const table = tableHeaders(c.columns);
      const exported = exportHeaders(c);
      expect(
        table.filter((t) => !exported.includes(t)),
        'in the table, not the export',
      ).to.deep.equal([...(c.apart?.table ?? [])]);
      expect(
        exported.filter((t) => !table.includes(t)),
        'in the export, not the table',
      ).to.deep.equal([...(c.apart?.export ?? [])]);
      expect(
        table.filter((t) => exported.includes(t)),
        'the shared columns, in order',
      ).to.deep.equal(exported.filter((t) => table.includes(t)));
    });
  }
});

describe('the columns fixed on the left lead a table (its definition puts them first)', () => {
  for (const c of cases.filter((k) => k.columns.some((col) => col.fixed === 'left'))) {
    it(`${c.name}: the columns fixed on the left (the row's key) lead the definition`, () => {
      const keys = c.columns.map((col) => col.key);
      const fixedLeft = c.columns.filter((col) => col.fixed === 'left').map((col) => col.key);
      expect(keys.slice(0, fixedLeft.length)).to.deep.equal(fixedLeft);
    });
  }
});

describe("a table's figures as its screen and printout show them (one rule: src/ui/table/shown-cell.tsx)", () => {
  it('the bills table: money, water and power grouped by thousands with their decimals; the card number and the time untouched', () => {
    const bill: BillRow = {
      ...{ id: 1, orderNo: 'B202611300001', recordId: 1, cardId: 1, cardNo: '260728365598', farmerName: '张三', farmerMobile: '' },
      ...{ wellId: 1, wellCd: 'AW0001', wellName: '一号井', placeName: '李家屯村', billingMode: 'water', waterFromPower: false },
      ...{ waterM3: 12345.678, powerKwh: 1234.5, overQuotaM3: 0, count: 12000, amount: 123456.5, refundedAmount: 0, refundedCount: 0 },
      ...{ shortfall: 12345678.9, status: 'FINISH', payMode: '刷卡', createTime: '2026-11-01 08:00:00' },
    };
    const { headers, rows } = printTableOf(billColumns(names, none), [bill], ['agriculturalWell:bill:view']);
    const cell = (title: string) => rows[0]![headers.indexOf(title)];
    expect(cell('金额(元)')).to.equal('123,456.50');
    expect(cell('用水量(m³)')).to.equal('12,345.678');
    expect(cell('用电量(kWh)')).to.equal('1,234.50');
    expect(cell('计费数量')).to.equal('12,000');
    expect(cell('欠费(元)'), 'more than 7 whole digits: scientific, the whole figure on hover').to.equal('1.23e+7');
    expect(cell('卡号')).to.equal('260728365598');
    expect(cell('账单时间')).to.equal('2026-11-01 08:00:00');
  });
});
