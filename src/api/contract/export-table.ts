import { feedbackColumnDefsOf } from './business/feedback-columns';
import { placeColumnDefsOf } from './business/place-columns';
import { recordColumnDefsOf, wellRecordColumns } from './business/record-columns';
import type { CallResponse } from './define-call';
import { exportedColumns, type ColumnDef } from './column-def';
import * as fertigationArea from './fertigation/area';
import { areaColumnDefs } from './fertigation/area-columns';
import * as fertigationEquip from './fertigation/equip';
import { equipColumnDefs } from './fertigation/equip-columns';
import * as fertigationEquipType from './fertigation/equip-type';
import { equipTypeColumnDefs } from './fertigation/equip-type-columns';
import * as fertigationFeedback from './fertigation/feedback';
import { fertigationFeedbackColumns } from './fertigation/feedback-columns';
import * as fertigationPlace from './fertigation/place';
import { fertigationPlaceCounts } from './fertigation/place-columns';
import * as fertigationRecord from './fertigation/record';
import { fertigationRecordColumns } from './fertigation/record-columns';
import * as fertigationTemplate from './fertigation/template';
import { templateColumnDefs } from './fertigation/template-columns';
import * as fertigationValve from './fertigation/valve';
import { valveColumnDefs } from './fertigation/valve-columns';
import * as service from './money/service';
import { serviceColumnDefs } from './money/service-columns';
import * as notice from './notice';
import { noticeColumnDefs } from './notice-columns';
import * as logs from './system/logs';
import { loginLogColumnDefs, operLogColumnDefs } from './system/logs-columns';
import * as role from './system/role';
import { roleColumnDefs } from './system/role-columns';
import * as user from './system/user';
import { userColumnDefs } from './system/user-columns';
import * as wellFeedback from './well/feedback';
import { wellFeedbackColumns } from './well/feedback-columns';
import * as wellPlace from './well/place';
import { wellPlaceCounts } from './well/place-columns';
import { billColumnDefs } from './money/bill-columns';
import * as bill from './money/bill';
import * as card from './money/card';
import { cardColumnDefs } from './money/card-columns';
import * as fund from './money/fund';
import { flowColumnDefs } from './money/fund-columns';
import * as report from './money/report';
import { quotaColumnDefs, quotaTotalsRow, reportColumnDefs, reportTotalsRow } from './money/report-columns';
import * as settlement from './money/settlement';
import { settlementColumnDefs, settlementItemColumnDefs } from './money/settlement-columns';
import { wellPermissions } from './well/permissions';
import * as well from './well/equip';
import { wellColumnDefs } from './well/equip-columns';
import * as record from './well/record';
import * as monitor from './well/monitor';
import { monitorColumnDefs } from './well/monitor-columns';
import * as inspection from './well/inspection';
import { planColumnDefs, taskColumnDefs } from './well/inspection-columns';
import * as reconcile from './money/reconcile';
import { reconcileColumnDefs } from './money/reconcile-columns';
import * as historyReport from './well/history-report';
import { completenessColumnDefs, completenessTotalsRow, extractionColumnDefs, levelColumnDefs } from './well/history-report-columns';
import * as alarmRule from './well/alarm-rule';
import { alarmRuleColumnDefs } from './well/alarm-rule-columns';

/** What common/export writes for one findPage: its columns, and the export button's permission where the menu has one. */
export interface ExportSpec {
  /** Fixed, or chosen by the filters and the findPage's first answer (a report's dimension, the merchant's tiers). */
  readonly columns: readonly ColumnDef<never>[] | ((filters: never, answer: never) => readonly ColumnDef<never>[]);
  /** Needed besides the findPage's own permission (资金流水's 导出 button). @default none */
  readonly permission?: string;
  /** The last row, from the findPage's first answer: a report's totals (合计), as its table ends. @default none */
  readonly totals?: (answer: never) => unknown;
}

/** The columns an export writes, for its filters and the findPage's first answer. */
export const exportColumnsOf = (spec: ExportSpec, filters: object, answer: object): readonly ColumnDef<never>[] =>
  typeof spec.columns === 'function'
    ? (spec.columns as (f: object, a: object) => readonly ColumnDef<never>[])(filters, answer)
    : spec.columns;

const spec = <Row>(columns: readonly ColumnDef<Row>[], permission?: string): ExportSpec => ({
  columns: exportedColumns(columns) as readonly ColumnDef<never>[],
  ...(permission ? { permission } : {}),
});
const chosen = <Filters, Answer, Row>(
  columns: (filters: Filters, answer: Answer) => readonly ColumnDef<Row>[],
  permission: string,
  totals?: (answer: Answer) => Row,
): ExportSpec => ({
  columns: columns as unknown as ExportSpec['columns'],
  permission,
  ...(totals ? { totals: totals as ExportSpec['totals'] } : {}),
});

/**
 * The table pages that export, by their findPage's path (common/export refuses the others). Server
 * and tests only, like CALL_TABLE: a screen imports its own columns.
 */
export const EXPORT_TABLE: ReadonlyMap<string, ExportSpec> = new Map([
  [well.findPage.path, spec(wellColumnDefs)],
  // these pages' menus have no 导出 button: the findPage's own permission exports them, as records, cards and bills
  [wellPlace.findPage.path, spec(placeColumnDefsOf(wellPlaceCounts))],
  [wellFeedback.findPage.path, spec(feedbackColumnDefsOf(wellFeedbackColumns))],
  [service.findPage.path, spec(serviceColumnDefs)],
  [notice.findPage.path, spec(noticeColumnDefs)],
  [fertigationPlace.findPage.path, spec(placeColumnDefsOf(fertigationPlaceCounts))],
  [fertigationArea.findPage.path, spec(areaColumnDefs)],
  [fertigationValve.findPageValve.path, spec(valveColumnDefs)],
  [fertigationEquip.findPage.path, spec(equipColumnDefs)],
  [fertigationEquipType.findPage.path, spec(equipTypeColumnDefs)],
  [fertigationRecord.findPage.path, spec(recordColumnDefsOf(fertigationRecordColumns))],
  [fertigationFeedback.findPage.path, spec(feedbackColumnDefsOf(fertigationFeedbackColumns))],
  [fertigationTemplate.findPage.path, spec(templateColumnDefs)],
  [user.findPage.path, spec(userColumnDefs)],
  [role.findPage.path, spec(roleColumnDefs)],
  [logs.findLoginLogPage.path, spec(loginLogColumnDefs)],
  [logs.findOperLogPage.path, spec(operLogColumnDefs)],
  [record.findPage.path, spec(recordColumnDefsOf(wellRecordColumns))],
  [card.findPage.path, spec(cardColumnDefs)],
  [bill.findPage.path, spec(billColumnDefs)],
  [fund.findPage.path, spec(flowColumnDefs, wellPermissions.fund.export)],
  [reconcile.findPage.path, spec(reconcileColumnDefs, wellPermissions.reconcile.export)],
  [settlement.findPage.path, spec(settlementColumnDefs)],
  [settlement.findItemPage.path, spec(settlementItemColumnDefs)],
  [monitor.findPage.path, spec(monitorColumnDefs)],
  [inspection.findPlanPage.path, spec(planColumnDefs)],
  [inspection.findTaskPage.path, spec(taskColumnDefs)],
  [alarmRule.findPage.path, spec(alarmRuleColumnDefs)],
  [
    report.summary.path,
    chosen(
      (f: { dimension: report.ReportDimension }) => exportedColumns(reportColumnDefs(f.dimension)),
      wellPermissions.report.export,
      (a: CallResponse<typeof report.summary>) => reportTotalsRow(a.totals),
    ),
  ],
  [
    report.quota.path,
    chosen(
      (_: unknown, a: CallResponse<typeof report.quota>) => exportedColumns(quotaColumnDefs(a.tiers.map((t) => t.label))),
      wellPermissions.report.export,
      (a) => quotaTotalsRow(a.totals),
    ),
  ],
  [
    historyReport.levelReport.path,
    chosen(
      (f: { groupBy: historyReport.ReportGroup }) => exportedColumns(levelColumnDefs(f.groupBy)),
      wellPermissions.report.export,
      (a: CallResponse<typeof historyReport.levelReport>) => a.totals,
    ),
  ],
  [
    historyReport.extractionReport.path,
    chosen(
      (f: { groupBy: historyReport.ReportGroup }) => exportedColumns(extractionColumnDefs(f.groupBy)),
      wellPermissions.report.export,
      (a: CallResponse<typeof historyReport.extractionReport>) => a.totals,
    ),
  ],
  [
    historyReport.completenessReport.path,
    chosen(
      () => exportedColumns(completenessColumnDefs),
      wellPermissions.report.export,
      (a: CallResponse<typeof historyReport.completenessReport>) => completenessTotalsRow(a.totals),
    ),
  ],
]);
