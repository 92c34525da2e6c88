import { recordExportColumns } from './business/record-columns';
import type { ExportColumn } from './export-columns';
import { billExportColumns } from './money/bill-columns';
import * as bill from './money/bill';
import * as card from './money/card';
import { cardExportColumns } from './money/card-columns';
import * as fund from './money/fund';
import { flowExportColumns } from './money/fund-columns';
import * as report from './money/report';
import { quotaExportColumns, reportExportColumns } from './money/report-columns';
import * as settlement from './money/settlement';
import { settlementExportColumns } from './money/settlement-columns';
import { wellPermissions } from './well/permissions';
import * as well from './well/equip';
import { wellExportColumns } from './well/equip-columns';
import * as record from './well/record';

/** What common/export writes for one findPage: its columns, and the export button's permission where the menu has one. */
export interface ExportSpec {
  /** Fixed, or chosen by the filters and the findPage's first answer (a report's dimension, the merchant's tiers). */
  readonly columns: readonly ExportColumn<never>[] | ((filters: never, answer: never) => readonly ExportColumn<never>[]);
  /** Needed besides the findPage's own permission (资金流水's 导出 button). @default none */
  readonly permission?: string;
}

/** The columns an export writes, for its filters and the findPage's first answer. */
export const exportColumnsOf = (spec: ExportSpec, filters: object, answer: object): readonly ExportColumn<never>[] =>
  (typeof spec.columns === 'function' ? (spec.columns as (f: object, a: object) => readonly ExportColumn<never>[])(filters, answer) : spec.columns);

const spec = <Row>(columns: readonly ExportColumn<Row>[], permission?: string): ExportSpec =>
  ({ columns: columns as readonly ExportColumn<never>[], ...(permission ? { permission } : {}) });
const chosen = <Filters, Answer, Row>(columns: (filters: Filters, answer: Answer) => readonly ExportColumn<Row>[], permission: string): ExportSpec =>
  ({ columns: columns as unknown as ExportSpec['columns'], permission });


/**
 * The table pages that export, by their findPage's path (common/export refuses the others). Server
 * and tests only, like CALL_TABLE: a screen imports its own columns.
 */
export const EXPORT_TABLE: ReadonlyMap<string, ExportSpec> = new Map([
  [well.findPage.path, spec(wellExportColumns)],
  [record.findPage.path, spec(recordExportColumns)],
  [card.findPage.path, spec(cardExportColumns)],
  [bill.findPage.path, spec(billExportColumns)],
  [fund.findPage.path, spec(flowExportColumns, wellPermissions.fund.export)],
  [settlement.findPage.path, spec(settlementExportColumns)],
  [report.summary.path, chosen((f: { dimension: report.ReportDimension }) => reportExportColumns(f.dimension), wellPermissions.report.export)],
  [report.quota.path, chosen((_: unknown, a: { tiers: { label: string }[] }) => quotaExportColumns(a.tiers.map((t) => t.label)), wellPermissions.report.export)],
]);
