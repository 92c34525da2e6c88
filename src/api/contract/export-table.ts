import { recordExportColumns } from './business/record-columns';
import type { CallResponse } from './define-call';
import type { ExportColumn } from './export-columns';
import * as fertigationArea from './fertigation/area';
import { areaExportColumns } from './fertigation/area-columns';
import * as fertigationEquip from './fertigation/equip';
import { equipExportColumns } from './fertigation/equip-columns';
import * as fertigationEquipType from './fertigation/equip-type';
import { equipTypeExportColumns } from './fertigation/equip-type-columns';
import * as fertigationFeedback from './fertigation/feedback';
import { fertigationFeedbackExportColumns } from './fertigation/feedback-columns';
import * as fertigationPlace from './fertigation/place';
import { fertigationPlaceExportColumns } from './fertigation/place-columns';
import * as fertigationRecord from './fertigation/record';
import { fertigationRecordExportColumns } from './fertigation/record-columns';
import * as fertigationTemplate from './fertigation/template';
import { templateExportColumns } from './fertigation/template-columns';
import * as fertigationValve from './fertigation/valve';
import { valveExportColumns } from './fertigation/valve-columns';
import * as service from './money/service';
import { serviceExportColumns } from './money/service-columns';
import * as notice from './notice';
import { noticeExportColumns } from './notice-columns';
import * as logs from './system/logs';
import { loginLogExportColumns, operLogExportColumns } from './system/logs-columns';
import * as role from './system/role';
import { roleExportColumns } from './system/role-columns';
import * as user from './system/user';
import { userExportColumns } from './system/user-columns';
import * as wellFeedback from './well/feedback';
import { wellFeedbackExportColumns } from './well/feedback-columns';
import * as wellPlace from './well/place';
import { wellPlaceExportColumns } from './well/place-columns';
import { billExportColumns } from './money/bill-columns';
import * as bill from './money/bill';
import * as card from './money/card';
import { cardExportColumns } from './money/card-columns';
import * as fund from './money/fund';
import { flowExportColumns } from './money/fund-columns';
import * as report from './money/report';
import { quotaExportColumns, quotaTotalsRow, reportExportColumns, reportTotalsRow } from './money/report-columns';
import * as settlement from './money/settlement';
import { settlementExportColumns, settlementItemExportColumns } from './money/settlement-columns';
import { wellPermissions } from './well/permissions';
import * as well from './well/equip';
import { wellExportColumns } from './well/equip-columns';
import * as record from './well/record';
import * as monitor from './well/monitor';
import { monitorExportColumns } from './well/monitor-columns';
import * as inspection from './well/inspection';
import { planExportColumns, taskExportColumns } from './well/inspection-columns';
import * as alarmRule from './well/alarm-rule';
import { alarmRuleExportColumns } from './well/alarm-rule-columns';

/** What common/export writes for one findPage: its columns, and the export button's permission where the menu has one. */
export interface ExportSpec {
  /** Fixed, or chosen by the filters and the findPage's first answer (a report's dimension, the merchant's tiers). */
  readonly columns: readonly ExportColumn<never>[] | ((filters: never, answer: never) => readonly ExportColumn<never>[]);
  /** Needed besides the findPage's own permission (资金流水's 导出 button). @default none */
  readonly permission?: string;
  /** The last row, from the findPage's first answer: a report's totals (合计), as its table ends. @default none */
  readonly totals?: (answer: never) => unknown;
}

/** The columns an export writes, for its filters and the findPage's first answer. */
export const exportColumnsOf = (spec: ExportSpec, filters: object, answer: object): readonly ExportColumn<never>[] =>
  (typeof spec.columns === 'function' ? (spec.columns as (f: object, a: object) => readonly ExportColumn<never>[])(filters, answer) : spec.columns);

const spec = <Row>(columns: readonly ExportColumn<Row>[], permission?: string): ExportSpec =>
  ({ columns: columns as readonly ExportColumn<never>[], ...(permission ? { permission } : {}) });
const chosen = <Filters, Answer, Row>(
  columns: (filters: Filters, answer: Answer) => readonly ExportColumn<Row>[], permission: string, totals?: (answer: Answer) => Row,
): ExportSpec => ({ columns: columns as unknown as ExportSpec['columns'], permission, ...(totals ? { totals: totals as ExportSpec['totals'] } : {}) });


/**
 * The table pages that export, by their findPage's path (common/export refuses the others). Server
 * and tests only, like CALL_TABLE: a screen imports its own columns.
 */
export const EXPORT_TABLE: ReadonlyMap<string, ExportSpec> = new Map([
  [well.findPage.path, spec(wellExportColumns)],
  // these pages' menus have no 导出 button: the findPage's own permission exports them, as records, cards and bills
  [wellPlace.findPage.path, spec(wellPlaceExportColumns)],
  [wellFeedback.findPage.path, spec(wellFeedbackExportColumns)],
  [service.findPage.path, spec(serviceExportColumns)],
  [notice.findPage.path, spec(noticeExportColumns)],
  [fertigationPlace.findPage.path, spec(fertigationPlaceExportColumns)],
  [fertigationArea.findPage.path, spec(areaExportColumns)],
  [fertigationValve.findPageValve.path, spec(valveExportColumns)],
  [fertigationEquip.findPage.path, spec(equipExportColumns)],
  [fertigationEquipType.findPage.path, spec(equipTypeExportColumns)],
  [fertigationRecord.findPage.path, spec(fertigationRecordExportColumns)],
  [fertigationFeedback.findPage.path, spec(fertigationFeedbackExportColumns)],
  [fertigationTemplate.findPage.path, spec(templateExportColumns)],
  [user.findPage.path, spec(userExportColumns)],
  [role.findPage.path, spec(roleExportColumns)],
  [logs.findLoginLogPage.path, spec(loginLogExportColumns)],
  [logs.findOperLogPage.path, spec(operLogExportColumns)],
  [record.findPage.path, spec(recordExportColumns)],
  [card.findPage.path, spec(cardExportColumns)],
  [bill.findPage.path, spec(billExportColumns)],
  [fund.findPage.path, spec(flowExportColumns, wellPermissions.fund.export)],
  [settlement.findPage.path, spec(settlementExportColumns)],
  [settlement.findItemPage.path, spec(settlementItemExportColumns)],
  [monitor.findPage.path, spec(monitorExportColumns)],
  [inspection.findPlanPage.path, spec(planExportColumns)],
  [inspection.findTaskPage.path, spec(taskExportColumns)],
  [alarmRule.findPage.path, spec(alarmRuleExportColumns)],
  [report.summary.path, chosen((f: { dimension: report.ReportDimension }) => reportExportColumns(f.dimension), wellPermissions.report.export,
    (a: CallResponse<typeof report.summary>) => reportTotalsRow(a.totals))],
  [report.quota.path, chosen((_: unknown, a: CallResponse<typeof report.quota>) => quotaExportColumns(a.tiers.map((t) => t.label)), wellPermissions.report.export,
    (a) => quotaTotalsRow(a.totals))],
]);
